import {
  api,
  CRATE_DIRECTION,
  CRATE_MESSAGES,
  type CrateBalanceRow,
  GATE_CRATE_MESSAGES,
  PARTY_TYPE,
} from '../contracts'
import { expect, test } from './fixtures'
import { apiData, everyRow } from './support/api'
import { expectAccessible } from './support/axe'
import { CRATE_MARKET } from './support/crates'
import { marketFarmers, selectMarket } from './support/gate'
import { openPage, success, textbox } from './support/ui'

const CRATE = 'Plastic crate 20 kg'

test.describe('crates at the gate', () => {
  // Reads the market's crate balances, runs axe and saves twice.
  test.describe.configure({ timeout: 120_000 })

  test('empties returned are entered by keyboard with the vehicle, refused above the balance, and the clerk is told what came back', async ({
    page,
    signIn,
    request,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID, farmers } = await marketFarmers(request, token, CRATE_MARKET)
    const holders = await everyRow<CrateBalanceRow>(request, token, api.crate.balanceList, {
      marketKeyID,
      partyType: PARTY_TYPE.Farmer,
    })
    // A farmer of the market takes 30 more empties: he holds at least that, and every figure is known.
    const farmer = farmers[0]!
    const before = holders.find((h) => h.partyKeyID === farmer.farmerKeyID && h.crateTypeID === 1)
    const held = (before?.balance ?? 0) + 30
    await apiData(request, token, api.crate.addMovement, {
      marketKeyID,
      movementDate: '2026-11-21',
      partyType: PARTY_TYPE.Farmer,
      partyKeyID: farmer.farmerKeyID,
      crateTypeID: 1,
      direction: CRATE_DIRECTION.Out,
      quantity: 30,
    })

    await selectMarket(page, CRATE_MARKET)
    await openPage(page, '/vehicle-entry-list', 'Vehicle Entry List')
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = page.getByRole('dialog', { name: 'Add Vehicle Entry' })
    const keys = page.keyboard
    await expect(textbox(form, 'Vehicle No.')).toBeFocused()
    await keys.type('MH14CR2026')
    await keys.press('Enter') // unregistered
    await keys.press('Enter') // vehicle type: typed to choose
    await keys.type('Pi')
    await expect(form.getByRole('combobox', { name: 'Vehicle Type' })).toHaveText('Pickup')
    for (const _ of ['transport', 'fee', 'fee mode', 'driver', 'mobile', 'village', 'remarks', 'farmer'])
      await keys.press('Enter')
    const line = form.getByRole('group', { name: 'Token 1' })
    await expect(line.getByRole('combobox', { name: 'Farmer' })).toBeFocused()
    await keys.type(String(farmer.farmerCode))
    await keys.press('Enter')
    await keys.type('Tom')
    await expect(line.getByRole('combobox', { name: 'Product' })).toHaveText('Tomato')
    await keys.press('Enter')
    await keys.type('20')

    // The return line starts on the token's farmer and the crate type, with the cursor on the count.
    await form.getByRole('button', { name: 'Add Crate Return' }).press('Enter')
    const ret = form.getByRole('group', { name: 'Crate Return 1' })
    await expect(textbox(ret, 'Empty Crates')).toBeFocused()
    await expect(ret.getByRole('combobox', { name: 'Returned By' })).toHaveText(
      `${farmer.farmerCode} ${farmer.farmerName}`,
    )
    await expect(ret.getByRole('combobox', { name: 'Crate Type' })).toHaveText(CRATE)
    await keys.type(String(held + 1))
    await expectAccessible(page, 'vehicle entry with a crate return')
    await keys.press('Control+Enter')
    await expect(form.getByRole('alert')).toHaveText(
      `crateReturns.0.quantity: ${CRATE_MESSAGES.overReturn(CRATE, held)}`,
    )
    await expect(textbox(ret, 'Empty Crates')).toHaveValue(String(held + 1))
    await expect(textbox(line, 'Crates')).toHaveValue('20')

    await textbox(ret, 'Empty Crates').fill('10')
    await keys.press('Control+Enter')
    // 10 came back empty; at least 20 are still held, so the token's 20 declared crates all come off.
    await expect(success(page)).toContainText('Vehicle Entry Added Successfully. Entry ')
    await expect(success(page)).toContainText(/Token \S+: all 20 crates taken back \(Plastic crate 20 kg\)\./)
    await expect(success(page)).toContainText(GATE_CRATE_MESSAGES.returnNote(10, CRATE, farmer.farmerName))
  })
})
