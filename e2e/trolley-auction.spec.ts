import type { Page } from '@playwright/test'
import { api, TOKEN_STATUS, TROLLEY_AUCTION_STATUS, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, withQuery } from './support/api'
import { type BuyerLookup, marketBuyers, NO_LIMIT_BUYER, sellTrolley, trolleyAtGate } from './support/auction'
import { selectMarket } from './support/gate'
import { closeSuccess, openPage, rowWithCell, SA_SUPPORT, success, textbox } from './support/ui'

const LOTS = 'Trolley Lots'

async function openTrolleyAuction(page: Page) {
  await selectMarket(page)
  await openPage(page, '/trolly-auction', 'Trolley Auction')
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const waiting = (page: Page) => page.getByRole('table', { name: 'Trolleys waiting' })
const figures = (page: Page) => page.getByRole('status', { name: 'Lot figures' })

/** Opens a waiting trolley by typing its number, as the clerk does. */
async function openToken(page: Page, tokenNo: number) {
  const box = textbox(page, 'Token No.')
  await box.fill(String(tokenNo))
  await box.press('Enter')
}

test.describe('trolley auction', () => {
  let token = ''
  let buyer: BuyerLookup
  test.beforeEach(async ({ signIn, request }) => {
    token = (await signIn.beforeGoto()).token
    buyer = (await marketBuyers(request, token)).buyers.find((b) => b.firmName === NO_LIMIT_BUYER)!
  })

  test('a lot priced per quintal is weighed later, and its token is then Auctioned', async ({
    page,
    request,
  }) => {
    const lot = await trolleyAtGate(request, token, 'MH15TA5860', 5860)
    const label = tokenLabel(lot.tokenNo)
    await openTrolleyAuction(page)
    await expect(textbox(page, 'Token No.')).toBeFocused()
    const row = waiting(page).getByRole('row').filter({ hasText: label })
    await expect(row).toContainText('To sell')

    // The rate is fixed at the auction, from the keyboard alone; the empty weight is not known yet.
    await openToken(page, lot.tokenNo)
    const sell = dialog(page, `Sell ${label}`)
    await expect(sell.getByRole('combobox', { name: 'Buyer' })).toBeFocused()
    const keys = page.keyboard
    await keys.type(String(buyer.buyerCode))
    await keys.press('Enter') // chooses the buyer, then on to Rate Type
    await expect(sell.getByRole('combobox', { name: 'Buyer' })).toHaveValue(
      `${buyer.buyerCode} ${buyer.firmName}`,
    )
    await expect(sell.getByRole('combobox', { name: 'Rate Type' })).toHaveText('Per Quintal')
    await keys.press('Enter')
    await keys.type('1851')
    await keys.press('Enter')
    await expect(textbox(sell, 'Loaded Weight (kg)')).toHaveValue('5,860')
    await expect(figures(page)).toHaveText('Net: once weighed empty · Amount: —')
    await keys.press('Control+Enter')
    await closeSuccess(page, `${label} sold to ${buyer.firmName}: rate fixed, to be weighed empty.`)
    await expect(row).toContainText('Rate Fixed')
    await expect(row).toContainText('₹1,851.00/qtl')

    // The tractor leaves: the empty weight prices the lot.
    await row.getByRole('button', { name: `Weigh ${label}` }).click()
    const weigh = dialog(page, `Lot ${label}`)
    await textbox(weigh, 'Empty Weight (kg)').fill('2340')
    await expect(figures(page)).toHaveText('Net: 3,520 kg · Amount: ₹65,155.20')
    await textbox(weigh, 'Empty Weight (kg)').press('Control+Enter')
    await closeSuccess(page, `${label} weighed: net 3,520 kg, ₹65,155.20 from ${buyer.firmName}.`)
    await expect(row).toHaveCount(0)
    const listed = rowWithCell(page, LOTS, label)
    await expect(listed.getByRole('cell', { name: '3,520', exact: true })).toBeVisible()
    await expect(listed.getByRole('cell', { name: '₹65,155.20' })).toBeVisible()
    await expect(listed.getByText('Weighed', { exact: true })).toBeVisible()

    const model = await callApi<{ status: number }>(
      request,
      token,
      withQuery(api.token.model, { TokenKeyID: lot.tokenKeyID }),
    )
    expect(model.responseData?.data.status).toBe(TOKEN_STATUS.Auctioned)
  })

  test('a lump sum shows what it works out to per quintal', async ({ page, request }) => {
    const lot = await trolleyAtGate(request, token, 'MH15TB5860', 5860)
    const label = tokenLabel(lot.tokenNo)
    await openTrolleyAuction(page)
    await openToken(page, lot.tokenNo)
    const sell = dialog(page, `Sell ${label}`)
    const buyerBox = sell.getByRole('combobox', { name: 'Buyer' })
    await buyerBox.fill(String(buyer.buyerCode))
    await buyerBox.press('Enter')
    await sell.getByRole('combobox', { name: 'Rate Type' }).click()
    await page.getByRole('option', { name: 'Lump Sum', exact: true }).click()
    await expect(textbox(sell, 'Rate (₹/qtl)')).toHaveCount(0)
    await textbox(sell, 'Lump Sum (₹)').fill('65000')
    await expect(figures(page)).toHaveText('Net: once weighed empty · Amount: ₹65,000.00 · ₹/qtl: —')
    await textbox(sell, 'Empty Weight (kg)').fill('2340')
    await expect(figures(page)).toHaveText('Net: 3,520 kg · Amount: ₹65,000.00 · ₹/qtl: ₹1,846.59')
    await sell.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, `${label} weighed: net 3,520 kg, ₹65,000.00 from ${buyer.firmName}.`)

    const listed = rowWithCell(page, LOTS, label)
    await expect(listed.getByRole('cell', { name: 'Lump Sum', exact: true })).toBeVisible()
    await expect(listed.getByRole('cell', { name: '65,000', exact: true })).toBeVisible()
    await expect(listed.getByRole('cell', { name: '1,846.59', exact: true })).toBeVisible()
  })

  test('a rate outside the alert band is saved only once the clerk confirms it', async ({
    page,
    request,
  }) => {
    const lot = await trolleyAtGate(request, token, 'MH15TC5860', 5860)
    const label = tokenLabel(lot.tokenNo)
    await openTrolleyAuction(page)
    await openToken(page, lot.tokenNo)
    const sell = dialog(page, `Sell ${label}`)
    const buyerBox = sell.getByRole('combobox', { name: 'Buyer' })
    await buyerBox.fill(String(buyer.buyerCode))
    await buyerBox.press('Enter')
    await textbox(sell, 'Rate (₹/qtl)').fill('4100')
    await sell.getByRole('button', { name: 'Submit' }).click()
    const warning = sell.getByRole('alert')
    await expect(warning).toContainText(/^Confirm: .*alert band/)
    await expect(textbox(sell, 'Rate (₹/qtl)')).toHaveValue('4,100')
    await warning.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, `${label} sold to ${buyer.firmName}: rate fixed, to be weighed empty.`)
    await expect(waiting(page).getByRole('row').filter({ hasText: label })).toContainText('₹4,100.00/qtl')
  })

  test('a failed save keeps what was typed and shows the server message', async ({ page, mock, request }) => {
    const lot = await trolleyAtGate(request, token, 'MH15TD5860', 5860)
    const label = tokenLabel(lot.tokenNo)
    await openTrolleyAuction(page)
    await openToken(page, lot.tokenNo)
    const sell = dialog(page, `Sell ${label}`)
    const buyerBox = sell.getByRole('combobox', { name: 'Buyer' })
    await buyerBox.fill(String(buyer.buyerCode))
    await buyerBox.press('Enter')
    await textbox(sell, 'Rate (₹/qtl)').fill('1720')
    await textbox(sell, 'Empty Weight (kg)').fill('2400')

    await mock.fault({ path: api.trolleyAuction.save.path, kind: 'status500' })
    await sell.getByRole('button', { name: 'Submit' }).click()
    await expect(sell.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(buyerBox).toHaveValue(`${buyer.buyerCode} ${buyer.firmName}`)
    await expect(textbox(sell, 'Rate (₹/qtl)')).toHaveValue('1,720')
    await expect(textbox(sell, 'Empty Weight (kg)')).toHaveValue('2,400')
    await expect(figures(page)).toHaveText('Net: 3,460 kg · Amount: ₹59,512.00')

    await sell.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText(
      `${label} weighed: net 3,460 kg, ₹59,512.00 from ${buyer.firmName}.`,
    )
  })

  test('the empty weight must be below the loaded weight', async ({ page, request }) => {
    const lot = await trolleyAtGate(request, token, 'MH15TE5000', 5000)
    await openTrolleyAuction(page)
    await openToken(page, lot.tokenNo)
    const sell = dialog(page, `Sell ${tokenLabel(lot.tokenNo)}`)
    await textbox(sell, 'Rate (₹/qtl)').fill('1500')
    await textbox(sell, 'Empty Weight (kg)').fill('5200')
    await expect(figures(page)).toHaveText('Net: -200 kg (must be more than 0) · Amount: —')
    await sell.getByRole('button', { name: 'Submit' }).click()
    await expect(sell.getByText('This field is required.')).toBeVisible()
    const buyerBox = sell.getByRole('combobox', { name: 'Buyer' })
    await buyerBox.fill(String(buyer.buyerCode))
    await buyerBox.press('Enter')
    await sell.getByRole('button', { name: 'Submit' }).click()
    await expect(sell.getByText('Empty weight must be less than the loaded weight (5000 kg).')).toBeVisible()
    await expect(textbox(sell, 'Empty Weight (kg)')).toHaveValue('5,200')
  })

  test('a lot is cancelled with a reason and its trolley waits to be sold again', async ({
    page,
    request,
  }) => {
    const lot = await trolleyAtGate(request, token, 'MH15TF5860', 5860)
    const label = tokenLabel(lot.tokenNo)
    const sold = await sellTrolley(request, token, {
      tokenKeyID: lot.tokenKeyID,
      buyerKeyID: buyer.buyerKeyID,
      rateType: 1,
      rate: 1600,
    })
    expect(sold.status).toBe(TROLLEY_AUCTION_STATUS.RateFixed)
    await openTrolleyAuction(page)
    const row = waiting(page).getByRole('row').filter({ hasText: label })
    await row.getByRole('button', { name: `Cancel lot ${label}` }).click()
    const cancel = page.getByRole('dialog', { name: new RegExp(`^Cancel Lot ${label} \\(`) })
    await textbox(cancel, 'Reason').fill('Buyer backed out')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, `Lot of ${label} cancelled.`)
    await expect(row).toContainText('To sell')
    await expect(rowWithCell(page, LOTS, label).getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('button', { name: new RegExp(`^Cancel lot ${label} `) }).last(),
    ).toBeDisabled()
  })

  test('a role that may only look sees the queue with selling disabled', async ({
    page,
    request,
    signIn,
  }) => {
    const lot = await trolleyAtGate(request, token, 'MH15TG5860', 5860)
    await signIn.beforeGoto(page, SA_SUPPORT)
    await openTrolleyAuction(page)
    const row = waiting(page)
      .getByRole('row')
      .filter({ hasText: tokenLabel(lot.tokenNo) })
    await expect(row.getByRole('button', { name: `Sell ${tokenLabel(lot.tokenNo)}` })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Open', exact: true })).toBeDisabled()
  })
})
