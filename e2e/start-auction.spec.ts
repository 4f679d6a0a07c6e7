import type { Page } from '@playwright/test'
import { api, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, withQuery } from './support/api'
import {
  BUYERS,
  countingKeyboard,
  gradedCrateToken,
  POMEGRANATE,
  type SaleToken,
  savedLines,
  TOMATO,
  withoutCreditLimit,
} from './support/auction'
import { marketFarmers, selectMarket } from './support/gate'
import { ACCOUNTANT, closeSuccess, offers, openPage } from './support/ui'

/** The most keys a line may cost beyond the buyer code, crates and rate typed. */
const KEYS_PER_LINE = 6

const queue = (page: Page) => page.getByRole('listbox', { name: 'Tokens to sell' })
const buyerField = (page: Page) => page.getByRole('combobox', { name: 'Buyer' })
const lines = (page: Page) => page.getByRole('table', { name: 'Lines of this token' })
const lineOf = (page: Page, buyerName: string) => lines(page).getByRole('row').filter({ hasText: buyerName })

async function openAuction(page: Page) {
  await selectMarket(page)
  await openPage(page, '/startAuction', 'Start Auction')
  await expect(queue(page)).toBeFocused()
}

/** Picks the token by typing its number in the queue and opens it with Enter. */
async function pickToken(page: Page, sale: SaleToken, keys = countingKeyboard(page)) {
  await keys.type(String(sale.tokenNo))
  await expect(queue(page).getByRole('option', { selected: true })).toContainText(tokenLabel(sale.tokenNo))
  await keys.press('Enter')
  await expect(buyerField(page)).toBeFocused()
  await expect(buyerField(page)).toHaveAttribute('placeholder', 'Code or name')
}

/** One line from the keyboard: buyer code, Enter, crates (or Enter for what is left), Enter, rate, Enter. */
async function typeLine(
  page: Page,
  keys: ReturnType<typeof countingKeyboard>,
  line: { buyer: string; crates?: string; rate: string },
) {
  await expect(buyerField(page)).toBeFocused()
  await keys.type(line.buyer)
  // Enter takes the list's first party: pressed before the list has filtered, it sells to another.
  await offers(buyerField(page), line.buyer)
  await keys.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Crates' })).toBeFocused()
  if (line.crates) await keys.type(line.crates)
  await keys.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Rate (₹)' })).toBeFocused()
  await keys.type(line.rate)
  await keys.press('Enter')
}

test.describe('start auction', () => {
  let token = ''
  test.beforeEach(async ({ signIn, request }) => {
    token = (await signIn.beforeGoto()).token
    await withoutCreditLimit(request, token, [BUYERS.samarth.name, BUYERS.jain.name])
  })

  test('sells a whole token from the keyboard alone, a few keys per line', async ({ page, request }) => {
    const sale = await gradedCrateToken(request, token, 'MH15AU1001', TOMATO.productID, [
      { gradeID: TOMATO.grades.first, crates: 6 },
      { gradeID: TOMATO.grades.second, crates: 4 },
    ])
    await openAuction(page)
    const keys = countingKeyboard(page)
    await pickToken(page, sale, keys)
    keys.take()

    await typeLine(page, keys, { buyer: BUYERS.samarth.code, rate: '250' })
    expect(keys.take()).toBeLessThanOrEqual(KEYS_PER_LINE)
    // The line shows at once; the form moves on to the next grade with what is left.
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('₹1,500.00')
    await expect(page.getByRole('radio', { name: /^2 No\./ })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Crates' })).toHaveValue('4')

    await typeLine(page, keys, { buyer: BUYERS.jain.code, rate: '180' })
    expect(keys.take()).toBeLessThanOrEqual(KEYS_PER_LINE)
    // Every crate sold: the screen moves on to the next token of the queue, ready for its first line.
    await expect(page.getByRole('region', { name: tokenLabel(sale.tokenNo) })).toBeHidden()
    await expect(buyerField(page)).toBeFocused()
    await expect
      .poll(() => savedLines(request, token, sale))
      .toEqual([
        { buyerName: BUYERS.samarth.name, crates: 6, amount: 1500 },
        { buyerName: BUYERS.jain.name, crates: 4, amount: 720 },
      ])
    // The token is Auctioned and leaves the queue at its next refresh.
    await expect(queue(page).getByRole('option', { name: new RegExp(tokenLabel(sale.tokenNo)) })).toHaveCount(
      0,
    )
  })

  test('splits a grade across two buyers', async ({ page, request }) => {
    const sale = await gradedCrateToken(request, token, 'MH15AU1002', TOMATO.productID, [
      { gradeID: TOMATO.grades.first, crates: 12 },
    ])
    await openAuction(page)
    const keys = countingKeyboard(page)
    await pickToken(page, sale, keys)
    await typeLine(page, keys, { buyer: BUYERS.samarth.code, crates: '6', rate: '200' })
    await expect(page.getByRole('radio', { name: /^1 No\./ })).toHaveAccessibleName(/6 of 12 left/)
    await expect(page.getByRole('textbox', { name: 'Crates' })).toHaveValue('6')
    await typeLine(page, keys, { buyer: BUYERS.jain.code, crates: '4', rate: '210' })
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('₹1,200.00')
    await expect(lineOf(page, BUYERS.jain.name)).toContainText('₹840.00')
    await expect(lines(page).getByText('Saved')).toHaveCount(2)
    await expect(page.getByRole('radio', { name: /^1 No\./ })).toHaveAccessibleName(/2 of 12 left/)
  })

  test('a rate outside the alert band is saved once confirmed, Enter confirming', async ({
    page,
    request,
  }) => {
    const sale = await gradedCrateToken(request, token, 'MH15AU1003', TOMATO.productID, [
      { gradeID: TOMATO.grades.first, crates: 5 },
    ])
    await openAuction(page)
    const keys = countingKeyboard(page)
    await pickToken(page, sale, keys)
    keys.take()
    await typeLine(page, keys, { buyer: BUYERS.samarth.code, crates: '3', rate: '900' })
    const confirm = page.getByRole('alertdialog', { name: 'Confirm sale' })
    await expect(confirm).toContainText('alert band')
    await keys.press('Enter')
    expect(keys.take()).toBeLessThanOrEqual(KEYS_PER_LINE)
    await expect(confirm).toBeHidden()
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('Saved')
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('₹2,700.00')
  })

  test('a per-kg line waits for its weight, then is weighed on the same screen', async ({
    page,
    request,
  }) => {
    const sale = await gradedCrateToken(request, token, 'MH15AU1004', POMEGRANATE.productID, [
      { gradeID: POMEGRANATE.grades.first, crates: 8 },
    ])
    await openAuction(page)
    await pickToken(page, sale)
    await typeLine(page, countingKeyboard(page), { buyer: BUYERS.samarth.code, crates: '6', rate: '120' })
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('Awaiting weight')
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('After weighing')

    const waiting = page.getByRole('region', { name: /^Waiting for weight/ })
    const row = waiting.getByRole('listitem').filter({ hasText: tokenLabel(sale.tokenNo) })
    await row.getByRole('button', { name: 'Weigh' }).click()
    const dialog = page.getByRole('dialog', {
      name: `Weigh ${tokenLabel(sale.tokenNo)} 1 No. · ${BUYERS.samarth.name}`,
    })
    await dialog.getByRole('textbox', { name: 'Gross weight (kg)' }).fill('130')
    // 6 crates × 1.8 kg tare off 130 kg: 119.2 kg at ₹120 a kg.
    await expect(dialog.getByText('10.8 kg')).toBeVisible()
    await expect(dialog.getByText('119.2 kg')).toBeVisible()
    await expect(dialog.getByText('₹14,304.00')).toBeVisible()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Weighed: net 119.2 kg, amount ₹14,304.00.')
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('₹14,304.00')
    await expect(row).toHaveCount(0)
  })

  test('lines typed while the server fails are kept, survive a reload and go through when it recovers', async ({
    page,
    request,
    mock,
  }) => {
    const sale = await gradedCrateToken(request, token, 'MH15AU1005', TOMATO.productID, [
      { gradeID: TOMATO.grades.first, crates: 10 },
    ])
    await mock.fault({ path: api.auction.save.path, kind: 'status500', count: 1000 })
    await openAuction(page)
    await pickToken(page, sale)
    const keys = countingKeyboard(page)
    await typeLine(page, keys, { buyer: BUYERS.samarth.code, crates: '3', rate: '220' })
    await typeLine(page, keys, { buyer: BUYERS.jain.code, crates: '2', rate: '230' })
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('Pending: waiting for the server')
    await expect(lineOf(page, BUYERS.jain.name)).toContainText('Pending: waiting for the server')
    await expect(page.getByText('2 lines are kept on this computer')).toBeVisible()

    await page.reload()
    await expect(page.getByText('2 lines are kept on this computer')).toBeVisible()
    await expect(queue(page)).toBeFocused()
    await pickToken(page, sale)
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('Pending')
    await expect(lineOf(page, BUYERS.jain.name)).toContainText('₹460.00')

    await mock.clearFaults()
    await expect(lines(page).getByText('Saved')).toHaveCount(2, { timeout: 30_000 })
    const wentThrough = page.getByRole('status').filter({ hasText: 'Went through' })
    await expect(wentThrough).toContainText(
      `${tokenLabel(sale.tokenNo)} 1 No. · ${BUYERS.samarth.code} ${BUYERS.samarth.name}`,
    )
    await expect(page.getByText(/kept on this computer/)).toHaveCount(0)
  })

  test('a pending line the server then refuses keeps its values and the message, to fix and resend', async ({
    page,
    request,
    mock,
  }) => {
    const sale = await gradedCrateToken(request, token, 'MH15AU1006', TOMATO.productID, [
      { gradeID: TOMATO.grades.first, crates: 6 },
    ])
    await mock.fault({ path: api.auction.save.path, kind: 'status500', count: 1000 })
    await openAuction(page)
    await pickToken(page, sale)
    await typeLine(page, countingKeyboard(page), { buyer: BUYERS.jain.code, crates: '4', rate: '240' })
    await expect(lineOf(page, BUYERS.jain.name)).toContainText('Pending')

    // Meanwhile the office marks the buyer Inactive: the kept line can no longer be saved as typed.
    const { marketKeyID } = await marketFarmers(request, token)
    const buyers = await callApi<{ buyerKeyID: string; firmName: string }[]>(
      request,
      token,
      withQuery(api.buyer.lookup, { MarketKeyID: marketKeyID }),
    )
    const jain = buyers.responseData!.data.find((b) => b.firmName === BUYERS.jain.name)!
    await callApi(request, token, withQuery(api.buyer.changeStatus, { BuyerKeyID: jain.buyerKeyID }))
    await mock.clearFaults()

    const refused = lineOf(page, BUYERS.jain.name)
    await expect(refused).toContainText('Refused', { timeout: 30_000 })
    await expect(refused.getByRole('alert')).toContainText(
      `${BUYERS.jain.name} (${BUYERS.jain.code}) is Inactive.`,
    )
    await expect(refused).toContainText('₹960.00')
    await page.reload()
    // Typed before the queue has the focus, the first digit would be lost.
    await expect(queue(page)).toBeFocused()
    await pickToken(page, sale)
    await expect(refused.getByRole('alert')).toContainText(
      `${BUYERS.jain.name} (${BUYERS.jain.code}) is Inactive.`,
    )

    await refused.getByRole('button', { name: 'Fix' }).click()
    await expect(page.getByRole('textbox', { name: 'Crates' })).toHaveValue('4')
    await expect(page.getByRole('textbox', { name: 'Rate (₹)' })).toHaveValue('240')
    await typeLine(page, countingKeyboard(page), { buyer: BUYERS.samarth.code, rate: '' })
    await expect(lineOf(page, BUYERS.samarth.name)).toContainText('Saved')
    await expect(lineOf(page, BUYERS.jain.name)).toHaveCount(0)
  })

  test('a role that may only view auctions sees the screen with saving disabled', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto(page, ACCOUNTANT)
    await openAuction(page)
    await page.keyboard.press('Enter')
    const form = page.getByRole('form', { name: 'Sale line' })
    await expect(form.getByRole('button', { name: 'Save line' })).toBeDisabled()
    await expect(buyerField(page)).toBeDisabled()
    await expect(form.getByRole('textbox', { name: 'Rate (₹)' })).toBeDisabled()
  })
})
