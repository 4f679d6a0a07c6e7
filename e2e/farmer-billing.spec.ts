import type { Page } from '@playwright/test'
import { amountInWords, api, BILLING_MESSAGES, type FarmerBill, tokenLabel, toPaise } from '../contracts'
import { expect, test } from './fixtures'
import {
  BILLING_MARKET,
  firmSettings,
  formatDate,
  formatMoney,
  generatePatti,
  pattiModel,
  type SoldTokens,
  soldTokens,
} from './support/billing'
import { selectMarket } from './support/gate'
import {
  ADMIN,
  choose,
  closeSuccess,
  openPage,
  rowWithCell,
  SA_SUPPORT,
  textbox,
  whatsAppLink,
} from './support/ui'

const PENDING = 'Pending Tokens'
const BILLS = 'Farmer Bills'

const label = (sold: SoldTokens, n = 0) => tokenLabel(sold.tokens[n]!.tokenNo)
const tokenName = (sold: SoldTokens, n = 0) => `token ${label(sold, n)} ${sold.farmer.farmerName}`
const pattiName = (bill: Pick<FarmerBill, 'billNo' | 'farmerName'>) =>
  `patti ${bill.billNo} ${bill.farmerName}`

async function openBilling(page: Page, tab: 'pending' | 'bills' = 'pending') {
  await selectMarket(page, BILLING_MARKET)
  await openPage(page, tab === 'bills' ? '/farmerBilling?tab=bills' : '/farmerBilling', 'Farmer Billing')
}

const tick = (page: Page, sold: SoldTokens, n = 0) =>
  page.getByRole('checkbox', { name: `Select ${tokenName(sold, n)}` })

const pattiDialog = (page: Page) => page.getByRole('dialog', { name: /^Generate Patti: / })
const patti = (page: Page, title = 'Farmer Patti') => page.getByRole('article', { name: title })

/** Ticks the tokens, opens Generate Patti and waits for the server's preview. */
async function openPreview(page: Page, sold: SoldTokens, count = sold.tokens.length) {
  for (let n = 0; n < count; n++) await tick(page, sold, n).check()
  await page.getByRole('button', { name: 'Generate Patti' }).click()
  const dialog = pattiDialog(page)
  await expect(dialog.getByRole('region', { name: 'Patti preview' }).getByText('Net Payable')).toBeVisible()
  return dialog
}

/** Submits the dialog and lands on the new patti; answers its key. */
async function generate(page: Page): Promise<string> {
  await pattiDialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/invoice\?farmerBillKeyID=/)
  await expect(patti(page)).toBeVisible()
  return new URL(page.url()).searchParams.get('farmerBillKeyID')!
}

test.describe('farmer billing', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test('a patti from Pending to print: A4 and 80 mm, English and Marathi @compose', async ({
    page,
    request,
  }) => {
    const sold = await soldTokens(request, token)
    const firm = await firmSettings(request, token)
    await openBilling(page)
    const dialog = await openPreview(page, sold)
    await expect(dialog).toHaveAccessibleName(`Generate Patti: ${label(sold)} of ${sold.farmer.farmerName}`)
    await choose(page, dialog, 'Add other deduction', 'Crate Rent')
    await expect(textbox(dialog, 'Crate Rent')).toHaveValue('5')
    await textbox(dialog, 'Crate Rent').fill('120')
    const preview = dialog.getByRole('region', { name: 'Patti preview' })
    await expect(preview.getByRole('row', { name: 'Crate Rent ₹120.00' })).toBeVisible()
    const key = await generate(page)

    const bill = await pattiModel(request, token, key)
    expect(bill.billNo).toMatch(/^F\/26-27\/\d{5}$/)
    expect(bill.otherDeductions).toEqual([
      expect.objectContaining({ categoryName: 'Crate Rent', amount: 120 }),
    ])
    const doc = patti(page)
    await expect(doc).toContainText(bill.billNo)
    await expect(doc).toContainText(formatDate(bill.billDate))
    await expect(doc).toContainText(`${bill.farmerCode} ${bill.farmerName}`)
    for (const line of bill.serviceLines) {
      await expect(doc.getByRole('row', { name: `${line.basis} ${formatMoney(line.amount)}` })).toBeVisible()
    }
    await expect(doc.getByText(`Net Payable${formatMoney(bill.netPayable)}`)).toBeVisible()
    await expect(doc.getByTestId('amount-in-words')).toHaveText(
      `In words: ${amountInWords(toPaise(bill.netPayable), 'en')}`,
    )
    // The day's rates of the product and grade beside the line.
    const rate = bill.lines[0]!.dayRate!
    await expect(doc).toContainText(`${rate.minRate} / ${rate.averageRate} / ${rate.maxRate}`)
    await expect(doc).toHaveAttribute('data-paper', firm.printSize)

    const toolbar = page.getByRole('toolbar', { name: 'Print options' })
    for (const [option, paper, named] of [
      ['A4', 'A4', 'a4'],
      ['80 mm thermal', '80mm', 'thermal'],
    ] as const) {
      await choose(page, toolbar, 'Paper size', option)
      await expect(doc).toHaveAttribute('data-paper', paper)
      await page.emulateMedia({ media: 'print' })
      await expect(doc).toBeVisible()
      await expect(toolbar).toBeHidden()
      await expect(page.getByRole('heading', { level: 1, name: 'Farmer Invoice' })).toBeHidden()
      await expect(page.getByRole('combobox', { name: 'Select Market' })).toBeHidden()
      expect(await doc.evaluate((el) => getComputedStyle(el).getPropertyValue('page'))).toBe(named)
      await page.emulateMedia({ media: 'screen' })
    }

    await choose(page, toolbar, 'Language', 'मराठी (Marathi)')
    const marathi = patti(page, 'शेतकरी पट्टी')
    await expect(marathi).toHaveAttribute('lang', 'mr')
    await expect(marathi.getByText(`देय रक्कम${formatMoney(bill.netPayable)}`)).toBeVisible()
    await expect(marathi.getByTestId('amount-in-words')).toHaveText(
      `अक्षरी: ${amountInWords(toPaise(bill.netPayable), 'mr')}`,
    )
    // Names stay as typed.
    await expect(marathi).toContainText(bill.farmerName)
    await page.emulateMedia({ media: 'print' })
    await expect(marathi).toBeVisible()
    await expect(toolbar).toBeHidden()
  })

  test('a combined patti of two tokens of one farmer; another farmer’s token is refused', async ({
    page,
    request,
  }) => {
    const sold = await soldTokens(request, token, { count: 2 })
    const other = await soldTokens(request, token, { farmer: 1 })
    await openBilling(page)
    await tick(page, sold, 0).check()
    // Refused: the box stays clear, so click rather than check.
    await tick(page, other).click()
    await expect(page.getByRole('alert')).toHaveText(BILLING_MESSAGES.oneFarmer)
    await expect(tick(page, other)).not.toBeChecked()
    const dialog = await openPreview(page, sold)
    await expect(dialog).toHaveAccessibleName(
      `Generate Patti: ${label(sold, 0)}, ${label(sold, 1)} of ${sold.farmer.farmerName}`,
    )
    const key = await generate(page)
    const bill = await pattiModel(request, token, key)
    expect(bill.tokenNos).toEqual(sold.tokens.map((t) => t.tokenNo))
    expect(bill.totalCrates).toBe(20 + 24)
    await expect(patti(page)).toContainText(`${label(sold, 0)}, ${label(sold, 1)}`)
    await expect(patti(page).getByRole('table', { name: 'Goods' }).locator('tbody tr')).toHaveCount(2)

    await openPage(page, '/farmerBilling', 'Farmer Billing')
    await expect(rowWithCell(page, PENDING, label(other))).toBeVisible()
    await expect(rowWithCell(page, PENDING, label(sold, 0))).toHaveCount(0)
  })

  test('cancel with a reason returns the tokens to Pending; the re-bill takes the next number', async ({
    page,
    request,
  }) => {
    const sold = await soldTokens(request, token)
    const first = await generatePatti(request, token, sold)
    await openBilling(page, 'bills')
    const row = rowWithCell(page, BILLS, first.billNo)
    await expect(row.getByText('Unpaid', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: `Cancel ${pattiName(first)}` }).click()
    const reason = page.getByRole('dialog', { name: `Cancel Patti ${first.billNo} (${first.farmerName})` })
    await textbox(reason, 'Reason').fill('Wrong deduction')
    await reason.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, `Patti ${first.billNo} cancelled. Its tokens are pending again.`)
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: `Cancel ${pattiName(first)}` })).toBeDisabled()

    await page.getByRole('tab', { name: 'Pending' }).click()
    await openPreview(page, sold)
    const key = await generate(page)
    const again = await pattiModel(request, token, key)
    const sequence = (billNo: string) => Number(billNo.split('/').at(-1))
    expect(sequence(again.billNo)).toBe(sequence(first.billNo) + 1)
    expect((await pattiModel(request, token, first.farmerBillKeyID)).status).toBe(2)
  })

  test('the WhatsApp button sends the patti’s summary to the farmer’s mobile', async ({ page, request }) => {
    const sold = await soldTokens(request, token)
    const bill = await generatePatti(request, token, sold)
    const firm = await firmSettings(request, token)
    await selectMarket(page, BILLING_MARKET)
    await openPage(page, `/invoice?farmerBillKeyID=${bill.farmerBillKeyID}`, 'Farmer Invoice')
    const link = await whatsAppLink(page)
    expect(link.chat).toBe(`https://wa.me/91${bill.mobileNo}`)
    expect(link.text).toBe(
      [
        firm.companyName,
        `Farmer Patti ${bill.billNo}`,
        `Date: ${formatDate(bill.billDate)}`,
        `Farmer: ${bill.farmerCode} ${bill.farmerName}`,
        `Tokens: ${label(sold)}`,
        `Gross Amount: ${formatMoney(bill.grossAmount)}`,
        `Total Deductions: ${formatMoney(bill.totalDeductions)}`,
        `Net Payable: ${formatMoney(bill.netPayable)}`,
        'Paid: ₹0.00',
        `Balance: ${formatMoney(bill.balance)}`,
      ].join('\n'),
    )
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('target', '_blank')
    await choose(page, page.getByRole('toolbar', { name: 'Print options' }), 'Language', 'मराठी (Marathi)')
    const marathi = (await whatsAppLink(page)).text
    expect(marathi.split('\n').slice(0, 2)).toEqual([firm.companyName, `शेतकरी पट्टी ${bill.billNo}`])
    expect(marathi).toContain(`देय रक्कम: ${formatMoney(bill.netPayable)}`)
  })

  test('a sale on a patti offers no Edit or Cancel in the Auction List, and says why', async ({
    page,
    request,
  }) => {
    const sold = await soldTokens(request, token)
    const bill = await generatePatti(request, token, sold)
    await selectMarket(page, BILLING_MARKET)
    await openPage(page, `/auctionList?q=${label(sold)}`, 'Auction List')
    const why = BILLING_MESSAGES.saleOnPatti(bill.billNo)
    for (const action of ['Edit', 'Cancel']) {
      const button = page.getByRole('button', { name: new RegExp(`^${action} sale ${label(sold)} `) })
      await expect(button).toBeDisabled()
      expect(await button.getAttribute('title')).toMatch(new RegExp(`^${action} sale .+: `))
      expect(await button.getAttribute('title')).toContain(why)
    }
  })

  test('a failed generate keeps the ticked tokens and says why', async ({ page, request, mock }) => {
    const sold = await soldTokens(request, token, { count: 2 })
    await openBilling(page)
    const dialog = await openPreview(page, sold)
    await mock.fault({ path: api.farmerBill.generate.path, kind: 'status500' })
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(tick(page, sold, 0)).toBeChecked()
    await expect(tick(page, sold, 1)).toBeChecked()
    await page.getByRole('button', { name: 'Generate Patti' }).click()
    await generate(page)
  })
})

test.describe('farmer billing by role', () => {
  test('an SA Support user sees pattis but may not generate or cancel them', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const sold = await soldTokens(request, token)
    const bill = await generatePatti(request, token, sold)
    await signIn.beforeGoto(page, SA_SUPPORT)
    await openBilling(page, 'bills')
    await expect(rowWithCell(page, BILLS, bill.billNo)).toBeVisible()
    await expect(page.getByRole('button', { name: `Cancel ${pattiName(bill)}` })).toBeDisabled()
    await page.getByRole('tab', { name: 'Pending' }).click()
    await expect(page.getByRole('button', { name: 'Generate Patti' })).toBeDisabled()
  })

  test('a negative patti: an Admin waives its charges and it locks; SA Support may not', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    // ₹1 a crate does not cover the per-crate charges: the net is below zero.
    const sold = await soldTokens(request, token, { rate: 1 })
    const bill = await generatePatti(request, token, sold)
    expect(bill.netPayable).toBeLessThan(0)
    await signIn.beforeGoto(page, SA_SUPPORT)
    await openBilling(page, 'bills')
    const waive = page.getByRole('button', { name: `Waive charges of ${pattiName(bill)}` })
    await expect(waive).toBeDisabled()

    await signIn.beforeGoto(page, ADMIN)
    await openBilling(page, 'bills')
    await waive.click()
    const reason = page.getByRole('dialog', {
      name: `Waive Charges of Patti ${bill.billNo} (${bill.farmerName})`,
    })
    await textbox(reason, 'Reason').fill('Price crash, charges forgiven')
    await reason.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, `Charges of patti ${bill.billNo} waived: the net is ₹0 and the patti is locked.`)
    const row = rowWithCell(page, BILLS, bill.billNo)
    await expect(row.getByText('Locked', { exact: true })).toBeVisible()
    await expect(waive).toBeDisabled()
    await expect(page.getByRole('button', { name: `Cancel ${pattiName(bill)}` })).toBeDisabled()
    const waived = await pattiModel(request, token, bill.farmerBillKeyID)
    expect([waived.netPayable, waived.isLocked]).toEqual([0, true])
    // Exactly the shortfall before rounding: nothing is left to round.
    expect(toPaise(waived.waivedAmount)).toBe(toPaise(bill.roundOff) - toPaise(bill.netPayable))
  })
})
