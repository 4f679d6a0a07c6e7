import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { selectMarket } from './support/gate'
import { billedSales } from './support/money'
import { choose, openPage, tableRows } from './support/ui'

const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n)
const drCr = (n: number) => (n === 0 ? rupees(0) : `${rupees(Math.abs(n))} ${n > 0 ? 'Dr' : 'Cr'}`)

interface Ledger {
  openingBalance: number
  closingBalance: number
  totalDebit: number
  rows: { voucherNo: string; debit: number; balance: number }[]
  ageing: { days0to7: number; days8to15: number; days16to30: number; over30: number }
}

test.describe('Buyer Ledger Report', () => {
  test('a buyer’s statement: today’s invoices as debits, running Dr/Cr balance, closing and ageing', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn()
    const { marketKeyID, buyer, invoices } = await billedSales(request, token, 2)
    const answer = await callApi<Ledger>(request, token, 'Ledger/GetBuyerLedger', {
      marketKeyID,
      buyerKeyID: buyer.buyerKeyID,
    })
    const ledger = answer.responseData!.data

    await selectMarket(page)
    await openPage(page, '/Buyer-Ledger', 'Buyer Ledger Report')
    await expect(page.getByRole('table', { name: 'Collection register' })).toBeVisible()
    const picker = page.getByRole('combobox', { name: 'Buyer' })
    await picker.fill(String(buyer.buyerCode))
    await picker.press('Enter')
    await expect(page).toHaveURL(new RegExp(`buyerKeyID=${buyer.buyerKeyID}`))

    const statement = page.getByRole('table', { name: 'Buyer Statement' })
    for (const invoice of invoices) {
      const row = statement.getByRole('row').filter({ hasText: invoice.billNo })
      await expect(row).toContainText(rupees(invoice.totalAmount))
    }
    const last = ledger.rows.at(-1)!
    expect(last.balance).toBe(ledger.closingBalance)
    await expect(statement.locator('tfoot')).toContainText(drCr(ledger.closingBalance))
    await expect(statement.locator('tbody tr').first()).toContainText(drCr(ledger.openingBalance))

    await expect(page.getByLabel('Ageing', { exact: true })).toContainText(
      `0–7 days${rupees(ledger.ageing.days0to7)}8–15 days${rupees(ledger.ageing.days8to15)}16–30 days${rupees(ledger.ageing.days16to30)}Over 30 days${rupees(ledger.ageing.over30)}`,
    )

    // The buyer and the statement's period live in the URL: a reload shows the same statement.
    await choose(page, page, 'Date range', 'This Week')
    await expect(page).toHaveURL(/range=1/)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('This Week')
    await expect(statement.getByRole('row').filter({ hasText: invoices[0]!.billNo })).toBeVisible()

    await page.getByRole('button', { name: 'All buyers' }).click()
    await expect(tableRows(page, 'Collection register').first()).toBeVisible()
  })
})
