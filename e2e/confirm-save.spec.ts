import type { APIRequestContext, Page } from '@playwright/test'
import { api, RATE_UNITS, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, withQuery } from './support/api'
import {
  BUYERS,
  gradedCrateToken,
  POMEGRANATE,
  type SaleToken,
  setCreditLimit,
  TOMATO,
  withoutCreditLimit,
} from './support/auction'
import { marketFarmers, selectMarket } from './support/gate'
import { closeSuccess, offers, openPage, success } from './support/ui'

const PER_KG = RATE_UNITS.find((unit) => unit.label === 'Per Kg')!.value

const queue = (page: Page) => page.getByRole('listbox', { name: 'Tokens to sell' })
const buyerField = (page: Page) => page.getByRole('combobox', { name: 'Buyer' })
const outbox = (page: Page) => page.getByRole('region', { name: 'Lines not yet saved' })

/** A per-kg line of the token's first grade to the buyer, sold through the API and not yet weighed. */
async function sellUnweighed(request: APIRequestContext, token: string, sale: SaleToken, buyerName: string) {
  const { marketKeyID } = await marketFarmers(request, token)
  const buyers = await callApi<{ buyerKeyID: string; firmName: string }[]>(
    request,
    token,
    withQuery(api.buyer.lookup, { MarketKeyID: marketKeyID }),
  )
  const buyer = buyers.responseData!.data.find((b) => b.firmName === buyerName)!
  const saved = await callApi(request, token, api.auction.save, {
    tokenKeyID: sale.tokenKeyID,
    gradeID: POMEGRANATE.grades.first,
    buyerKeyID: buyer.buyerKeyID,
    crates: 6,
    rateUnit: PER_KG,
    rate: 120,
  })
  if (saved.statusCode !== 200) throw new Error(`AddUpdateAuctionLine: ${saved.errorMessage}`)
}

async function openAuction(page: Page) {
  await selectMarket(page)
  await openPage(page, '/startAuction', 'Start Auction')
  await expect(queue(page)).toBeFocused()
}

test.describe('one way to confirm a save', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test('weighing past the credit limit asks: No keeps the weight typed, Yes saves it', async ({
    page,
    request,
  }) => {
    const sale = await gradedCrateToken(request, token, 'MH15CF2001', POMEGRANATE.productID, [
      { gradeID: POMEGRANATE.grades.first, crates: 6 },
    ])
    await withoutCreditLimit(request, token, [BUYERS.samarth.name])
    await sellUnweighed(request, token, sale, BUYERS.samarth.name)
    // The buyer's limit drops below what they owe: the weighed amount needs a confirmation.
    await setCreditLimit(request, token, [BUYERS.samarth.name], 1)
    await openAuction(page)

    const waiting = page.getByRole('region', { name: /^Waiting for weight/ })
    await waiting
      .getByRole('listitem')
      .filter({ hasText: tokenLabel(sale.tokenNo) })
      .getByRole('button', { name: 'Weigh' })
      .click()
    const dialog = page.getByRole('dialog', {
      name: `Weigh ${tokenLabel(sale.tokenNo)} 1 No. · ${BUYERS.samarth.name}`,
    })
    const gross = dialog.getByRole('textbox', { name: 'Gross weight (kg)' })
    await expect(gross).toBeFocused()
    await page.keyboard.type('600')
    await page.keyboard.press('Control+Enter')
    const warning = dialog.getByRole('alert')
    await expect(warning).toContainText('above the credit limit of ₹1.00')

    await warning.getByRole('button', { name: 'No' }).click()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(gross).toHaveValue('600')

    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByRole('alert').getByRole('button', { name: 'Yes' }).click()
    // 600 kg less 6 crates' tare of 1.8 kg: 589.2 kg at ₹120 a kg.
    await closeSuccess(page, 'Weighed: net 589.2 kg, amount ₹70,704.00.')
    await expect(dialog).toBeHidden()
  })

  test("a sale answered No at 'Confirm sale' is kept with Fix, Confirm and Discard", async ({
    page,
    request,
  }) => {
    const sale = await gradedCrateToken(request, token, 'MH15CF2002', TOMATO.productID, [
      { gradeID: TOMATO.grades.first, crates: 8 },
    ])
    await setCreditLimit(request, token, [BUYERS.samarth.name, BUYERS.jain.name], 1)
    await openAuction(page)
    await page.keyboard.type(String(sale.tokenNo))
    await page.keyboard.press('Enter')

    const typeLine = async (buyer: string, crates: string, rate: string) => {
      await expect(buyerField(page)).toBeFocused()
      await page.keyboard.type(buyer)
      await offers(buyerField(page), buyer)
      await page.keyboard.press('Enter')
      // Enter moves on only once the buyer is taken; typing earlier lands in the wrong field.
      await expect(page.getByRole('textbox', { name: 'Crates' })).toBeFocused()
      await page.keyboard.type(crates)
      await page.keyboard.press('Enter')
      await expect(page.getByRole('textbox', { name: 'Rate (₹)' })).toBeFocused()
      await page.keyboard.type(rate)
      await page.keyboard.press('Enter')
      const confirm = page.getByRole('alertdialog', { name: 'Confirm sale' })
      await expect(confirm).toContainText('above the credit limit')
      await confirm.getByRole('button', { name: 'No' }).click()
      await expect(confirm).toBeHidden()
    }

    await typeLine(BUYERS.samarth.code, '3', '250')
    const samarth = outbox(page).getByRole('listitem').filter({ hasText: BUYERS.samarth.name })
    await expect(samarth).toContainText('3 crates at ₹250.00')
    await samarth.getByRole('button', { name: 'Fix' }).click()
    await expect(page.getByRole('textbox', { name: 'Crates' })).toHaveValue('3')
    await expect(page.getByRole('textbox', { name: 'Rate (₹)' })).toHaveValue('250')
    await expect(buyerField(page)).toHaveValue(`${BUYERS.samarth.code} ${BUYERS.samarth.name}`)

    await samarth.getByRole('button', { name: 'Confirm' }).click()
    await expect(samarth).toHaveCount(0)
    const lines = page.getByRole('table', { name: 'Lines of this token' })
    await expect(lines.getByRole('row').filter({ hasText: BUYERS.samarth.name })).toContainText('Saved')

    await typeLine(BUYERS.jain.code, '2', '260')
    const jain = outbox(page).getByRole('listitem').filter({ hasText: BUYERS.jain.name })
    await jain.getByRole('button', { name: 'Discard' }).click()
    await expect(outbox(page)).toHaveCount(0)
    await expect(lines.getByRole('row').filter({ hasText: BUYERS.jain.name })).toHaveCount(0)
  })

  test('the grading dialog confirms a warning the same way, and a refused save keeps every value', async ({
    page,
    request,
    mock,
  }) => {
    const { marketKeyID, farmers } = await marketFarmers(request, token)
    const entry = await callApi<{ tokens: SaleToken[] }>(request, token, api.vehicleEntry.addUpdate, {
      marketKeyID,
      vehicleNo: 'MH15CF2003',
      vehicleTypeID: 2,
      transportationType: 1,
      // The scale was not used at the gate: null, as not weighed.
      loadedWeightKg: null,
      tokens: [
        {
          farmerKeyID: farmers[0]!.farmerKeyID,
          productID: TOMATO.productID,
          declaredCrates: 10,
          gradingType: 1,
        },
      ],
    })
    expect(entry.statusCode).toBe(200)
    const sale = entry.responseData!.data.tokens[0]!

    // A warning the server may one day give on grading, until the same grading comes back confirmed:
    // the dialog handles it as every form does.
    const sent: Record<string, unknown>[] = []
    await page.route('**/api/Token/SaveTokenGrading', async (route) => {
      const body = route.request().postDataJSON()
      sent.push(body)
      if (body.confirmWarnings) return route.continue()
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 409,
          responseData: null,
          errorMessage: 'Confirm: 10 crates graded by hand.',
        }),
      })
    })
    await selectMarket(page)
    await openPage(page, `/token-list?q=${tokenLabel(sale.tokenNo)}`, 'Token List')
    await page.getByRole('button', { name: new RegExp(`^Grade token ${tokenLabel(sale.tokenNo)} `) }).click()
    const dialog = page.getByRole('dialog', { name: `Grade ${tokenLabel(sale.tokenNo)}` })
    await expect(dialog.getByRole('combobox', { name: 'Grading Type' })).toBeFocused()
    // Enter moves on in the grading dialog, as at the gate: from the type to the first grade's crates.
    await page.keyboard.press('Enter')
    const firstCrates = dialog.getByRole('textbox', { name: /Crates$/ }).first()
    await expect(firstCrates).toBeFocused()
    await firstCrates.fill('10')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Shift+Enter')
    await expect(firstCrates).toBeFocused()

    await mock.fault({ path: api.token.saveGrading.path, kind: 'status500' })
    await page.keyboard.press('Control+Enter')
    const warning = dialog.getByRole('alert')
    await expect(warning).toContainText('10 crates graded by hand.')
    await warning.getByRole('button', { name: 'No' }).click()
    await expect(firstCrates).toHaveValue('10')

    await page.keyboard.press('Control+Enter')
    await dialog.getByRole('alert').getByRole('button', { name: 'Yes' }).click()
    // The server fails this time: the refusal shows and the values stay for another try.
    await expect(dialog.getByRole('alert')).toContainText('Injected fault: the server failed.')
    await expect(firstCrates).toHaveValue('10')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByRole('alert').getByRole('button', { name: 'Yes' }).click()
    await expect(success(page)).toHaveText(`Token ${tokenLabel(sale.tokenNo)} graded.`)
    expect(sent.map((body) => body.confirmWarnings ?? false)).toEqual([false, false, true, false, true])
    expect(sent.at(-1)).toMatchObject({ grades: [{ crates: 10 }] })
  })
})
