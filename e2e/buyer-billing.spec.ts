import type { Page } from '@playwright/test'
import { api, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import { formatMoney as money } from './support/billing'
import { invoiceOf, invoicesFor, type SavedInvoice, sellCrateTokensTo } from './support/buyer-billing'
import { selectMarket } from './support/gate'
import {
  choose,
  closeSuccess,
  openPage,
  popupOf,
  rowWithCell,
  SA_SUPPORT,
  textbox,
  whatsAppLink,
} from './support/ui'

const LIST = 'Buyer invoices'
const INVOICE_NO = /^B\/26-27\/\d{5}$/

/** On /GenerateInvoice: the period, one picked buyer, the mode and any other charge, then Preview. */
async function previewFor(
  page: Page,
  buyer: string,
  mode: 'Per token' | 'Group by buyer',
  fromDate: string,
  charge?: { category: string; amount: string },
) {
  await page.getByLabel('From Date').fill(fromDate)
  await page.getByLabel('To Date').fill('2026-11-21')
  await choose(page, page, 'Buyers', 'Picked buyers')
  await page.getByRole('checkbox', { name: new RegExp(`^${buyer}`) }).check()
  await choose(page, page, 'Invoice', mode)
  if (charge) {
    await choose(page, page, 'Add other charge', charge.category)
    await textbox(page, charge.category).fill(charge.amount)
  }
  await page.getByRole('button', { name: 'Preview' }).click()
  return page.getByRole('table', { name: 'Invoices to generate' })
}

/** Opens an invoice list (either route) searched for one invoice: the history has thousands. */
const openListAt = (page: Page, path: string, billNo: string) =>
  openPage(page, `${path}?q=${encodeURIComponent(billNo)}`, 'Buyer Billing')

/** Opens the printable invoice from the list's Print action, in its own tab. */
async function printFromList(page: Page, invoice: SavedInvoice, buyer: string) {
  await openListAt(page, '/buyer-billing', invoice.billNo)
  const doc = await popupOf(page, `Print invoice ${invoice.billNo} ${buyer}`)
  await expect(doc.getByRole('article', { name: 'Bill / Invoice' })).toBeVisible()
  return doc
}

test('a group invoice over a week shows a sub-total per token and the freight added', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn.beforeGoto()
  const sold = await sellCrateTokensTo(request, token, 'Jain Traders', { count: 2, rate: 250 })
  // Other sales of the week may wait on the same invoice: the page shows what the server would save.
  const expected = invoiceOf(
    await invoicesFor(request, token, 'Jain Traders', { mode: 2, fromDate: '2026-11-15', save: false }),
    sold[0]!,
  )
  await selectMarket(page)
  await openPage(page, '/GenerateInvoice', 'Generate Invoice')

  const preview = await previewFor(page, 'Jain Traders', 'Group by buyer', '2026-11-15', {
    category: 'Freight',
    amount: '150',
  })
  // Whole rupees of freight leave the round off as it was.
  const total = money(expected.totalAmount + 150)
  const row = preview.locator('tbody tr').filter({ hasText: 'Jain Traders' }).filter({ hasText: 'Crates' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(money(expected.goodsAmount))
  await expect(row).toContainText(total)
  await row.getByRole('button', { name: /^Show details of Jain Traders/ }).click()
  const tokens = page.getByRole('table', { name: 'Tokens of Jain Traders' })
  for (const t of sold)
    await expect(tokens.locator('tr').filter({ hasText: tokenLabel(t.tokenNo) })).toContainText(
      money(t.amount),
    )

  await page.getByRole('button', { name: 'Generate Invoice' }).click()
  const generated = page.getByRole('region', { name: 'Generated invoices' })
  await expect(generated.getByRole('status')).toHaveText('1 invoice generated.')
  const number = generated.getByRole('link', { name: INVOICE_NO })
  await number.click()
  await expect(page).toHaveURL(/\/Group-token-Invoice\?buyerBillKeyID=/)

  const doc = page.getByRole('article', { name: 'Bill / Invoice' })
  await expect(doc.getByText('15-11-2026 – 21-11-2026')).toBeVisible()
  for (const t of sold) {
    const subtotal = doc.locator('tr').filter({ hasText: `Sub-total ${tokenLabel(t.tokenNo)}` })
    await expect(subtotal).toContainText(`${t.crates}`)
    await expect(subtotal).toContainText(money(t.amount))
    await expect(doc.getByRole('cell', { name: `${t.farmerCode} · ${t.village}` }).first()).toBeVisible()
  }
  const charges = doc.getByRole('table', { name: 'Charges' })
  await expect(charges).toContainText('Hamali ₹5 × ')
  await expect(charges.getByRole('row', { name: 'Freight ₹150.00' })).toBeVisible()
  await expect(doc.getByText(total).first()).toBeVisible()
})

test('a per-token invoice prints on A4 and 80 mm, in English and Marathi', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn.beforeGoto()
  const [lot] = await sellCrateTokensTo(request, token, 'Bengal Tomato Suppliers', { count: 1, rate: 300 })
  const invoice = invoiceOf(await invoicesFor(request, token, 'Bengal Tomato Suppliers', { mode: 1 }), lot!)
  await selectMarket(page)
  const tab = await printFromList(page, invoice, 'Bengal Tomato Suppliers')
  await expect(tab).toHaveURL(/\/BuyerInvoice\?buyerBillKeyID=/)

  await tab.emulateMedia({ media: 'print' })
  const doc = tab.getByRole('article', { name: 'Bill / Invoice' })
  await expect(doc).toHaveAttribute('data-paper', 'A4')
  await expect(doc.getByRole('heading', { name: 'Bill / Invoice' })).toBeVisible()
  await expect(doc.getByText(invoice.billNo, { exact: true })).toBeVisible()
  await expect(doc.getByText(tokenLabel(lot!.tokenNo)).first()).toBeVisible()
  await expect(doc.getByText(/^Sub-total/)).toHaveCount(0)
  await expect(doc.getByText(money(invoice.totalAmount)).first()).toBeVisible()
  await expect(doc.getByTestId('amount-in-words')).toContainText('Rupees Only')
  // The market's account: its details, and a QR of the UPI link for this invoice.
  const pay = doc.getByRole('list', { name: 'Bank Details' })
  await expect(pay).toContainText('IFSC')
  await expect(pay.getByRole('img', { name: /^Scan to pay: \w+\.adat@sbi$/ })).toBeVisible()
  // Printed from inside the app, the page carries the document alone.
  await expect(tab.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  await expect(tab.getByRole('heading', { level: 1, name: 'Buyer Invoice' })).toBeHidden()
  await expect(tab.getByRole('button', { name: 'Print' })).toBeHidden()

  await tab.emulateMedia({ media: 'screen' })
  await choose(tab, tab, 'Paper size', '80 mm thermal')
  await choose(tab, tab, 'Language', 'मराठी (Marathi)')
  await tab.emulateMedia({ media: 'print' })
  const marathi = tab.getByRole('article', { name: 'बिल / बीजक' })
  await expect(marathi).toHaveAttribute('data-paper', '80mm')
  await expect(marathi.getByText('बीजक क्र.')).toBeVisible()
  await expect(marathi.getByText(/टोमॅटो/).first()).toBeVisible()
  await expect(marathi.getByTestId('amount-in-words')).toContainText('फक्त')
  await expect(marathi.getByText(/^Stationary ₹10 प्रति बिल$/)).toBeVisible()
  await expect(marathi.getByRole('list', { name: 'बँक तपशील' })).toContainText('खाते क्र.')
})

test('the WhatsApp link carries the invoice summary to the buyer’s mobile', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn.beforeGoto()
  const [lot] = await sellCrateTokensTo(request, token, 'Bengal Tomato Suppliers', { count: 1, rate: 280 })
  const invoice = invoiceOf(await invoicesFor(request, token, 'Bengal Tomato Suppliers', { mode: 1 }), lot!)
  await selectMarket(page)
  const tab = await printFromList(page, invoice, 'Bengal Tomato Suppliers')

  const share = await whatsAppLink(tab)
  expect(share.chat).toBe(`https://wa.me/91${invoice.mobileNo}`)
  const [dd, mm, yyyy] = [
    invoice.dueDate.slice(8, 10),
    invoice.dueDate.slice(5, 7),
    invoice.dueDate.slice(0, 4),
  ]
  expect(share.text).toMatch(
    new RegExp(
      [
        `^Shree Ganesh Adat & Co\\.: Bill / Invoice ${invoice.billNo.replaceAll('/', '\\/')}`,
        'Date: 21-11-2026',
        'Buyer: Bengal Tomato Suppliers',
        `Invoice Total: ${money(invoice.totalAmount).replace('.', '\\.')}`,
        `Due Date: ${dd}-${mm}-${yyyy}`,
        'Total Outstanding: ₹[\\d,]+\\.\\d\\d$',
      ].join('\\n'),
    ),
  )
})

test('a cancelled invoice frees its lines to be invoiced again', async ({ page, request, signIn }) => {
  const { token } = await signIn.beforeGoto()
  const [lot] = await sellCrateTokensTo(request, token, 'Gupta Sabzi Bhandar', { count: 1, rate: 200 })
  const first = invoiceOf(await invoicesFor(request, token, 'Gupta Sabzi Bhandar', { mode: 1 }), lot!)
  await selectMarket(page)
  await openListAt(page, '/buyer-bill', first.billNo)

  const name = `invoice ${first.billNo} Gupta Sabzi Bhandar`
  await page.getByRole('button', { name: `Cancel ${name}` }).click()
  const cancel = page.getByRole('dialog', { name: `Cancel Invoice ${first.billNo} (Gupta Sabzi Bhandar)` })
  await textbox(cancel, 'Reason').fill('Sold to the wrong buyer')
  await cancel.getByRole('button', { name: 'Submit' }).click()
  await closeSuccess(page, `Invoice ${first.billNo} cancelled. Its lines can be invoiced again.`)
  const row = rowWithCell(page, LIST, first.billNo)
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: `Cancel ${name}` })).toBeDisabled()

  // The other spelling of the route is the same screen.
  await openPage(page, '/generateInvoice', 'Generate Invoice')
  const preview = await previewFor(page, 'Gupta Sabzi Bhandar', 'Per token', '2026-11-21')
  await expect(
    preview
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: new RegExp(`token ${tokenLabel(lot!.tokenNo)}$`) }) }),
  ).toContainText(money(first.totalAmount))
  await page.getByRole('button', { name: 'Generate Invoice' }).click()
  const again = page
    .getByRole('region', { name: 'Generated invoices' })
    .getByRole('link', { name: INVOICE_NO })
  await expect(again).toBeVisible()
  await expect(again).not.toHaveText(first.billNo)
})

test('a failed generate keeps the selection and shows the server’s message', async ({
  page,
  request,
  signIn,
  mock,
}) => {
  const { token } = await signIn.beforeGoto()
  await sellCrateTokensTo(request, token, 'Jain Traders', { count: 1, rate: 240 })
  await selectMarket(page)
  await openPage(page, '/GenerateInvoice', 'Generate Invoice')
  const preview = await previewFor(page, 'Jain Traders', 'Group by buyer', '2026-11-15')
  await expect(preview).toBeVisible()

  await mock.fault({ path: api.buyerBill.generate.path, kind: 'status500' })
  await page.getByRole('button', { name: 'Generate Invoice' }).click()
  await expect(page.getByRole('alert')).toHaveText('Injected fault: the server failed.')
  await expect(page.getByRole('checkbox', { name: /^Jain Traders/ })).toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Invoice', exact: true })).toHaveText('Group by buyer')
  await expect(page.getByLabel('From Date')).toHaveValue('2026-11-15')
  await expect(preview).toBeVisible()

  await page.getByRole('button', { name: 'Generate Invoice' }).click()
  await expect(page.getByRole('region', { name: 'Generated invoices' }).getByRole('status')).toHaveText(
    '1 invoice generated.',
  )
})

test('a view-only role sees invoices but may not generate or cancel them', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn.beforeGoto()
  const [lot] = await sellCrateTokensTo(request, token, 'Jain Traders', { count: 1, rate: 260 })
  const invoice = invoiceOf(await invoicesFor(request, token, 'Jain Traders', { mode: 1 }), lot!)
  await signIn.beforeGoto(page, SA_SUPPORT)
  await selectMarket(page)
  await openListAt(page, '/buyer-billing', invoice.billNo)
  await expect(page.getByRole('button', { name: 'Generate Invoice' })).toBeDisabled()
  await expect(rowWithCell(page, LIST, invoice.billNo)).toBeVisible()
  await expect(
    page.getByRole('button', { name: `Cancel invoice ${invoice.billNo} Jain Traders` }),
  ).toBeDisabled()
  await openPage(page, '/GenerateInvoice', 'Generate Invoice')
  await expect(page.getByRole('button', { name: 'Generate Invoice' })).toBeDisabled()
})
