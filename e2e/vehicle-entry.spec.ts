import type { Page } from '@playwright/test'
import { api, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import {
  addTrolley,
  entryInWith,
  GATE_MARKET,
  marketFarmers,
  selectMarket,
  todaysEntries,
  todaysTokens,
} from './support/gate'
import {
  ACCOUNTANT,
  closeSuccess,
  openPage,
  popupOf,
  rowWithCell,
  success,
  textbox,
  toggleColumn,
} from './support/ui'

const LIST = 'Vehicle Entries'

async function openGate(page: Page) {
  await selectMarket(page)
  await openPage(page, '/vehicle-entry-list', 'Vehicle Entry List')
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const entryName = (entry: { entryNo: number; vehicleNo: string }) =>
  `entry ${entry.entryNo} ${entry.vehicleNo}`

test.describe('vehicle entry list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test("shows today's gate of the selected market by default", async ({ page, request }) => {
    const { total } = await todaysEntries(request, token)
    expect(total).toBeGreaterThan(1)
    await openGate(page)
    await expect(page.getByText('21-11-2026 to 21-11-2026')).toBeVisible()
    await expect(
      page.getByText(`Showing 1–${Math.min(total, 10)} of ${total}`, { exact: true }),
    ).toBeVisible()
    // Search finds a vehicle by a farmer on it, and the row's detail lists its tokens.
    const entry = await entryInWith(request, token, 'allOpen')
    const farmer = entry.tokens[0]!.farmerName
    await page.getByRole('searchbox', { name: 'Search' }).fill(farmer)
    await expect(rowWithCell(page, LIST, entry.vehicleNo)).toBeVisible()
    await page.getByRole('button', { name: `Show details of ${entryName(entry)}` }).click()
    await expect(
      page
        .getByRole('table', { name: `Tokens of entry ${entry.entryNo}` })
        .getByText(farmer, { exact: false }),
    ).toBeVisible()
  })

  test('enters a vehicle with three farmers from the keyboard alone', async ({ page, request }) => {
    const { farmers } = await marketFarmers(request, token)
    const [first, second, third] = farmers
    const lastEntry = (await todaysEntries(request, token)).rows[0]!
    const lastToken = (await todaysTokens(request, token)).rows[0]!
    await openGate(page)
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = dialog(page, 'Add Vehicle Entry')
    await expect(form.getByText(/Alt\+N: add token/)).toBeVisible()
    const vehicleNo = textbox(form, 'Vehicle No.')
    await expect(vehicleNo).toBeFocused()

    const keys = page.keyboard
    await keys.type('mh 15 ab 4321')
    await expect(vehicleNo).toHaveValue('MH15AB4321')
    await keys.press('Enter') // unregistered
    await keys.press('Enter') // vehicle type: typed to choose
    await keys.type('Pi')
    await expect(form.getByRole('combobox', { name: 'Vehicle Type' })).toHaveText('Pickup')
    await keys.press('Enter') // transport type, from the vehicle type
    await expect(form.getByRole('combobox', { name: 'Transport Type' })).toHaveText('Crates')
    await keys.press('Enter') // entry fee, from the vehicle type
    await expect(form.getByRole('textbox', { name: 'Entry Fee (₹)' })).toHaveValue('10')
    await keys.press('Enter') // fee mode
    await keys.press('Enter')
    await keys.type('Ramesh Kale')
    await keys.press('Enter')
    await keys.type('9822011111')
    await keys.press('Enter')
    await keys.type('Vinchur')
    await keys.press('Enter') // remarks
    await keys.press('Enter') // token 1: farmer by code
    for (const [index, farmer] of [first!, second!, third!].entries()) {
      if (index > 0) await keys.press('Alt+N')
      const line = form.getByRole('group', { name: `Token ${index + 1}` })
      await expect(line.getByRole('combobox', { name: 'Farmer' })).toBeFocused()
      await keys.type(String(farmer.farmerCode))
      await keys.press('Enter')
      await expect(line.getByRole('combobox', { name: 'Farmer' })).toHaveValue(
        `${farmer.farmerCode} ${farmer.farmerName}`,
      )
      // The market's usual product (its last token's) is already chosen.
      await expect(line.getByRole('combobox', { name: 'Product' })).toHaveText(lastToken.productName)
      await keys.press('Enter')
      await keys.type(String(20 + index * 5))
      await keys.press('Enter') // grading
    }
    await keys.press('Control+Enter')

    const tokens = [1, 2, 3].map((n) => tokenLabel(lastToken.tokenNo + n)).join(', ')
    // What came off the farmers' crates follows; the crate spec checks it.
    await expect(success(page)).toContainText(
      `Vehicle Entry Added Successfully. Entry ${lastEntry.entryNo + 1}, tokens ${tokens}.`,
    )
    await keys.press('Escape')
    const row = rowWithCell(page, LIST, 'MH15AB4321')
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Pickup' })).toBeVisible()
    await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible()
    await expect(row.getByText('In', { exact: true })).toBeVisible()
  })

  test('edits an entry still In, keeping its tokens and their numbers', async ({ page, request }) => {
    const entry = await entryInWith(request, token, 'onePastOpen')
    await openGate(page)
    await page.getByRole('button', { name: `Edit ${entryName(entry)}` }).click()
    const form = dialog(page, 'Update Vehicle Entry')
    await expect(textbox(form, 'Vehicle No.')).toHaveValue(entry.vehicleNo)
    // A token past Open is shown, not edited.
    const locked = entry.tokens.find((t) => t.status !== 1)!
    await expect(form.getByRole('group', { name: `Token ${tokenLabel(locked.tokenNo)}` })).toContainText(
      locked.farmerName,
    )
    await textbox(form, 'Driver Name').fill('Dnyaneshwar Gaikwad')
    await form.getByRole('button', { name: 'Submit' }).click()
    const labels = entry.tokens.map((t) => tokenLabel(t.tokenNo)).join(', ')
    await expect(success(page)).toContainText(
      `Vehicle Entry Updated Successfully. Entry ${entry.entryNo}, tokens ${labels}.`,
    )
    await page.getByRole('button', { name: 'Close' }).click()
    // The driver is one of the columns a laptop's list leaves to the chooser.
    await toggleColumn(page, 'Driver')
    await expect(
      rowWithCell(page, LIST, entry.vehicleNo).getByRole('cell', { name: 'Dnyaneshwar Gaikwad' }),
    ).toBeVisible()
  })

  test('a server failure keeps everything typed', async ({ page, mock, request }) => {
    const { farmers } = await marketFarmers(request, token)
    await openGate(page)
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = dialog(page, 'Add Vehicle Entry')
    await textbox(form, 'Vehicle No.').fill('MH15XY9876')
    await form.getByRole('combobox', { name: 'Vehicle Type' }).click()
    await page.getByRole('option', { name: 'Tata Ace' }).click()
    await textbox(form, 'Driver Name').fill('Sunil')
    const farmer = form.getByRole('combobox', { name: 'Farmer' })
    await farmer.fill(String(farmers[3]!.farmerCode))
    await farmer.press('Enter')
    await textbox(form, 'Crates').fill('12')

    await mock.fault({ path: api.vehicleEntry.addUpdate.path, kind: 'status500' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(textbox(form, 'Vehicle No.')).toHaveValue('MH15XY9876')
    await expect(textbox(form, 'Driver Name')).toHaveValue('Sunil')
    await expect(farmer).toHaveValue(`${farmers[3]!.farmerCode} ${farmers[3]!.farmerName}`)
    await expect(textbox(form, 'Crates')).toHaveValue('12')

    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toContainText('Vehicle Entry Added Successfully. Entry ')
  })

  test('the same vehicle cannot be In twice: the server says so under the form', async ({
    page,
    request,
  }) => {
    const { farmers } = await marketFarmers(request, token)
    const inside = await entryInWith(request, token, 'allOpen')
    await openGate(page)
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = dialog(page, 'Add Vehicle Entry')
    await textbox(form, 'Vehicle No.').fill(inside.vehicleNo)
    await form.getByRole('combobox', { name: 'Vehicle Type' }).click()
    await page.getByRole('option', { name: 'Pickup' }).click()
    const farmer = form.getByRole('combobox', { name: 'Farmer' })
    await farmer.fill(String(farmers[0]!.farmerCode))
    await farmer.press('Enter')
    await textbox(form, 'Crates').fill('10')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toContainText(
      `${inside.vehicleNo} is already In at this market today (entry ${inside.entryNo}). Mark it Out first.`,
    )
  })

  test('a farmer new to the market is added or assigned without leaving the entry', async ({ page }) => {
    await openGate(page)
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = dialog(page, 'Add Vehicle Entry')
    await textbox(form, 'Vehicle No.').fill('MH15QQ1111')
    await form.getByRole('button', { name: 'Quick Add Farmer' }).click()
    const quick = dialog(page, 'Quick Add Farmer')
    await textbox(quick, 'Farmer Name').fill('Navnath Ghuge')
    await textbox(quick, 'Mobile Number').fill('9876512345')
    await textbox(quick, 'Village').fill('Kasbe Sukene')
    await quick.getByRole('button', { name: 'Submit' }).click()
    await expect(quick).toHaveCount(0)
    // Back in the entry, typed values kept and the new farmer on the line.
    await expect(textbox(form, 'Vehicle No.')).toHaveValue('MH15QQ1111')
    await expect(form.getByRole('combobox', { name: 'Farmer' })).toHaveValue(/^\d+ Navnath Ghuge$/)

    await form.getByRole('button', { name: `Assign Farmer to ${GATE_MARKET}` }).click()
    const assign = dialog(page, `Assign Farmer to ${GATE_MARKET}`)
    await assign.getByRole('searchbox', { name: 'Find a farmer' }).fill('Akluj')
    const pick = assign.getByRole('listitem').first()
    const picked = (await pick.locator('span').textContent())!.split(',')[0]!
    await pick.getByRole('button', { name: 'Assign' }).click()
    await expect(assign).toHaveCount(0)
    await expect(
      form.getByRole('group', { name: 'Token 2' }).getByRole('combobox', { name: 'Farmer' }),
    ).toHaveValue(picked)
  })

  test('marks a trolley Out with its empty weight, lighter than it came in', async ({ page, request }) => {
    const entry = await addTrolley(request, token, 'MH15TT2020', 5000)
    await openGate(page)
    await page.getByRole('button', { name: `Mark Out ${entryName(entry)}` }).click()
    const out = dialog(page, 'Mark MH15TT2020 Out')
    await textbox(out, 'Empty Weight (kg)').fill('5200')
    await out.getByRole('button', { name: 'Submit' }).click()
    await expect(out.getByText('Empty weight must be less than the loaded weight (5000 kg).')).toBeVisible()
    await textbox(out, 'Empty Weight (kg)').fill('1800')
    await out.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Vehicle MH15TT2020 marked Out.')
    await expect(rowWithCell(page, LIST, 'MH15TT2020').getByText('Out', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: `Mark Out ${entryName(entry)}` })).toBeDisabled()
  })

  test('cancel is refused with the server message once a token is graded', async ({ page, request }) => {
    const graded = await entryInWith(request, token, 'onePastOpen')
    await openGate(page)
    await page.getByRole('button', { name: `Cancel ${entryName(graded)}` }).click()
    const cancel = dialog(page, `Cancel Vehicle Entry ${graded.entryNo} (${graded.vehicleNo})`)
    await textbox(cancel, 'Reason').fill('no')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await expect(cancel.getByText('Reason must be 3 to 200 characters.')).toBeVisible()
    await textbox(cancel, 'Reason').fill('Entered twice by mistake')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await expect(cancel.getByRole('alert')).toHaveText(
      'The vehicle entry can be cancelled only while all its tokens are Open.',
    )
    await expect(textbox(cancel, 'Reason')).toHaveValue('Entered twice by mistake')
  })

  test('cancels an entry whose tokens are all Open', async ({ page, request }) => {
    const open = await entryInWith(request, token, 'allOpen')
    await openGate(page)
    await page.getByRole('button', { name: `Cancel ${entryName(open)}` }).click()
    const cancel = dialog(page, `Cancel Vehicle Entry ${open.entryNo} (${open.vehicleNo})`)
    await textbox(cancel, 'Reason').fill('Wrong vehicle')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, `Vehicle entry ${open.entryNo} cancelled.`)
    await expect(
      rowWithCell(page, LIST, open.vehicleNo).getByText('Cancelled', { exact: true }),
    ).toBeVisible()
  })

  test('the gate slip prints the entry and its tokens on 80 mm paper', async ({ page, request }) => {
    const entry = await entryInWith(request, token, 'allOpen')
    await openGate(page)
    const slip = await popupOf(page, `Print gate slip of ${entryName(entry)}`)
    await slip.emulateMedia({ media: 'print' })
    const doc = slip.getByRole('article', { name: 'Gate Slip' })
    await expect(doc.getByText('Shree Ganesh Adat & Co.')).toBeVisible()
    await expect(doc.getByRole('heading', { name: 'Gate Slip' })).toBeVisible()
    await expect(doc.getByText(entry.vehicleNo, { exact: true })).toBeVisible()
    await expect(
      doc.getByRole('definition').filter({ hasText: new RegExp(`^${entry.entryNo}$`) }),
    ).toBeVisible()
    for (const t of entry.tokens)
      await expect(doc.getByText(tokenLabel(t.tokenNo), { exact: true })).toBeVisible()
    // Each farmer's own link to follow his lot, one code per token.
    const codes = doc.getByTestId('farmer-link-qr')
    await expect(codes).toHaveCount(entry.tokens.length)
    await expect(codes.first()).toHaveAttribute('data-url', /\/f\/[\w-]+/)
    await expect(doc).toHaveAttribute('data-paper', '80mm')
    await expect(slip.getByRole('button', { name: 'Print' })).toBeHidden()

    await slip.emulateMedia({ media: 'screen' })
    await slip.getByRole('combobox', { name: 'Language' }).click()
    await slip.getByRole('option', { name: 'मराठी (Marathi)' }).click()
    await expect(slip.getByRole('article', { name: 'गेट पावती' }).getByText('प्रवेश क्र.')).toBeVisible()
    // The Devanagari font comes with the app, not from the machine.
    await expect
      .poll(() =>
        slip.evaluate(async () => (await document.fonts.load('16px "Noto Sans Devanagari"', 'गेट')).length),
      )
      .toBeGreaterThan(0)
  })
})

test('a role without the gate rights sees Add disabled', async ({ page, signIn }) => {
  await signIn.beforeGoto(page, ACCOUNTANT)
  await openPage(page, '/vehicle-entry-list', 'Vehicle Entry List')
  const add = page.getByRole('button', { name: 'Add Vehicle Entry' })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAttribute('title', 'Your role does not allow this.')
})
