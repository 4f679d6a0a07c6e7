import { api, resolveDateRange, THIS_MONTH } from '../contracts'
import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { TODAY } from './support/env'
import { selectMarket } from './support/gate'
import { billedSales, rupees } from './support/money'
import { choose, openPage, tableRows } from './support/ui'

/** Lines on a page of the statement on screen. */
const LINES = 50
const THIS_WEEK = 1
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
    const { token } = await signIn.beforeGoto()
    const { marketKeyID, buyer, invoices } = await billedSales(request, token, 2)
    // This month, as the screen opens the statement.
    const answer = await callApi<Ledger>(request, token, api.ledger.buyerLedger, {
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

    // A statement opens on this month, 50 lines a page, the first page from the opening balance.
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('This Month')
    const statement = page.getByRole('table', { name: 'Buyer Statement' })
    const lines = statement.locator('tbody tr')
    await expect(lines.first()).toContainText(`Opening Balance${drCr(ledger.openingBalance)}`)
    await expect(lines).toHaveCount(Math.min(ledger.rows.length, LINES) + 1)
    await expect(page.getByText(`of ${ledger.rows.length}`)).toBeVisible()

    // The last page ends at the closing balance; a later page starts from the balance brought forward.
    const last = ledger.rows.at(-1)!
    expect(last.balance).toBe(ledger.closingBalance)
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Last page' })
      .click()
    await expect(lines.last()).toContainText(drCr(ledger.closingBalance))
    await expect(statement.locator('tfoot')).toContainText(drCr(ledger.closingBalance))
    const lastPage = Math.floor((ledger.rows.length - 1) / LINES)
    const broughtForward = ledger.rows[lastPage * LINES - 1]!.balance
    await expect(lines.first()).toContainText(`Brought Forward${drCr(broughtForward)}`)

    // The page is in the URL with the buyer and the period: each invoice is on the page its line falls on.
    for (const invoice of invoices) {
      const pageNo = Math.floor(ledger.rows.findIndex((r) => r.voucherNo === invoice.billNo) / LINES)
      await page.goto(`/Buyer-Ledger?buyerKeyID=${buyer.buyerKeyID}&pageNo=${pageNo}`)
      const row = statement.getByRole('row').filter({ hasText: invoice.billNo })
      await expect(row).toContainText(rupees(invoice.totalAmount))
    }

    await expect(page.getByLabel('Ageing', { exact: true })).toContainText(
      `0–7 days${rupees(ledger.ageing.days0to7)}8–15 days${rupees(ledger.ageing.days8to15)}16–30 days${rupees(ledger.ageing.days16to30)}Over 30 days${rupees(ledger.ageing.over30)}`,
    )

    // Another period starts on its first page, and a reload shows the same statement.
    await choose(page, page, 'Date range', 'This Week')
    await expect(page).toHaveURL(/range=1/)
    await expect(page).not.toHaveURL(/pageNo=/)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('This Week')
    const week = await callApi<Ledger>(request, token, api.ledger.buyerLedger, {
      marketKeyID,
      buyerKeyID: buyer.buyerKeyID,
      ...resolveDateRange(THIS_WEEK, TODAY),
    })
    await expect(lines.first()).toContainText(
      `Opening Balance${drCr(week.responseData!.data.openingBalance)}`,
    )

    await page.getByRole('button', { name: 'All buyers' }).click()
    await expect(tableRows(page, 'Collection register').first()).toBeVisible()
  })
})
