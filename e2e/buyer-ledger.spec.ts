import { resolveDateRange, THIS_MONTH } from '../contracts'
import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { TODAY } from './support/env'
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
    // This month, as the screen opens the statement.
    const answer = await callApi<Ledger>(request, token, 'Ledger/GetBuyerLedger', {
      marketKeyID,
      buyerKeyID: buyer.buyerKeyID,
      ...resolveDateRange(THIS_MONTH, TODAY),
    })
    const ledger = answer.responseData!.data

    await selectMarket(page)
    await openPage(page, '/Buyer-Ledger', 'Buyer Ledger Report')
    await expect(page.getByRole('table', { name: 'Collection register' })).toBeVisible()
    const picker = page.getByRole('combobox', { name: 'Buyer' })
    await picker.fill(String(buyer.buyerCode))
    await picker.press('Enter')
    await expect(page).toHaveURL(new RegExp(`buyerKeyID=${buyer.buyerKeyID}`))

    // A statement opens on this month, a page of its lines at a time, the first page from the opening.
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('This Month')
    const statement = page.getByRole('table', { name: 'Buyer Statement' })
    await expect(statement.locator('tbody tr').first()).toContainText(
      `Opening Balance${drCr(ledger.openingBalance)}`,
    )
    const lines = await statement.locator('tbody tr').count()
    expect(lines).toBeLessThanOrEqual(51)

    // Today's invoices are the newest lines: on the last page, which starts from the balance brought forward.
    const lastPage = async () => {
      const last = page.getByRole('button', { name: 'Last page' })
      if (await last.isEnabled()) await last.click()
    }
    await lastPage()
    for (const invoice of invoices) {
      const row = statement.getByRole('row').filter({ hasText: invoice.billNo })
      await expect(row).toContainText(rupees(invoice.totalAmount))
    }
    const last = ledger.rows.at(-1)!
    expect(last.balance).toBe(ledger.closingBalance)
    await expect(statement.locator('tfoot')).toContainText(drCr(ledger.closingBalance))
    await expect(statement.locator('tbody tr').last()).toContainText(drCr(ledger.closingBalance))
    if (ledger.rows.length > 50) {
      await expect(page).toHaveURL(/pageNo=/)
      await expect(statement.locator('tbody tr').first()).toContainText('Brought Forward')
    }

    await expect(page.getByLabel('Ageing', { exact: true })).toContainText(
      `0–7 days${rupees(ledger.ageing.days0to7)}8–15 days${rupees(ledger.ageing.days8to15)}16–30 days${rupees(ledger.ageing.days16to30)}Over 30 days${rupees(ledger.ageing.over30)}`,
    )

    // The buyer and the statement's period live in the URL: a reload shows the same statement.
    await choose(page, page, 'Date range', 'This Week')
    await expect(page).toHaveURL(/range=1/)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('This Week')
    await lastPage()
    await expect(statement.getByRole('row').filter({ hasText: invoices[0]!.billNo })).toBeVisible()

    await page.getByRole('button', { name: 'All buyers' }).click()
    await expect(tableRows(page, 'Collection register').first()).toBeVisible()
  })
})
