import type { Page } from '@playwright/test'
import type { Dashboard } from '../contracts'
import { api } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, listPage, marketKeyOf, withQuery } from './support/api'
import { formatMoney } from './support/billing'
import { GATE_MARKET, selectMarket } from './support/gate'
import { openPage, pickByCode, rowWithCell } from './support/ui'

interface FarmerRow {
  farmerKeyID: string
  farmerCode: number
  farmerName: string
  opening: number
  net: number
  paid: number
  balance: number
}

interface OpenBill {
  billNo: string
  balance: number
}

const paise = (rupees: number) => Math.round(rupees * 100)
const rupeesIn = (text: string) => Number(text.replace(/[^\d.-]/g, ''))

/** The Balance column of the payment dialog's open bills, as shown. */
async function shownBalances(page: Page) {
  const bills = page.getByRole('dialog', { name: 'Add Payment' }).getByRole('table', { name: 'Open bills' })
  await expect(bills.locator('tbody tr').first()).toBeVisible()
  return (await bills.locator('tbody tr td:nth-of-type(3)').allTextContents()).map(rupeesIn)
}

test.describe('one farmer, one figure', () => {
  test('the Farmer Report, the statement, the payment dialog and the dashboard show what we owe alike', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
    const allDates = { marketKeyID, fromDate: '', toDate: '' }
    const report = await listPage<FarmerRow>(request, token, api.report.farmer, {
      ...allDates,
      withBalance: true,
      sortingColumnName: 'balance',
      sortingDirection: 'desc',
    })
    // A farmer whose payments all went against pattis, so the open pattis are the whole balance.
    let farmer: FarmerRow | undefined
    let open: OpenBill[] = []
    for (const row of report.data) {
      const bills = await callApi<OpenBill[]>(request, token, api.payment.openBills, {
        marketKeyID,
        partyType: 1,
        partyKeyID: row.farmerKeyID,
      })
      open = bills.responseData?.data ?? []
      if (open.reduce((sum, bill) => sum + paise(bill.balance), 0) === paise(row.balance)) {
        farmer = row
        break
      }
    }
    if (!farmer) throw new Error('No farmer of the market is owed exactly their open pattis')
    const owed = formatMoney(farmer.balance)
    expect(paise(farmer.opening) + paise(farmer.net) - paise(farmer.paid)).toBe(paise(farmer.balance))
    await selectMarket(page)

    // The Farmer Report over every date: the farmer's row.
    await openPage(page, `/farmerReport?range=0&q=${encodeURIComponent(farmer.farmerName)}`, 'Farmer Report')
    // Names repeat among farmers; the code is the farmer's own.
    const row = rowWithCell(page, 'Farmer Report', String(farmer.farmerCode))
    await expect(row).toHaveCount(1)
    for (const figure of [farmer.net, farmer.paid, farmer.balance])
      await expect(row).toContainText(formatMoney(figure))

    // The statement over every date closes at the same balance.
    await openPage(page, `/farmerDetails?range=0&farmerKeyID=${farmer.farmerKeyID}`, 'Farmer Detail Report')
    await expect(page.getByLabel('Opening and closing')).toContainText(`Closing${owed}`)

    // The payment dialog's open pattis add up to it.
    await openPage(page, '/paymentList', 'Payment List')
    await page.getByRole('button', { name: 'Add Payment' }).click()
    const picker = page.getByRole('dialog').getByRole('combobox', { name: 'Farmer' })
    await pickByCode(picker, farmer.farmerCode)
    const balances = await shownBalances(page)
    expect(balances).toHaveLength(open.length)
    expect(balances.reduce((sum, b) => sum + paise(b), 0)).toBe(paise(farmer.balance))
    await page.keyboard.press('Escape')

    // The dashboard owes farmers the report's balance over every date, this farmer's among them.
    const totals = await callApi<FarmerRow[]>(request, token, api.report.farmer, {
      ...allDates,
      pageNo: 0,
      pageSize: 1,
    })
    const dashboard = await callApi<Dashboard>(
      request,
      token,
      withQuery(api.dashboard.get, { MarketKeyID: marketKeyID }),
    )
    const payables = dashboard.responseData!.data.cards.farmerPayables
    expect(paise(payables)).toBe(paise(totals.responseData!.totals!.balance!))
    await openPage(page, '/dashboard', 'Dashboard')
    await expect(
      page
        .getByRole('region', { name: 'Farmer payables' })
        .getByRole('link')
        .filter({ hasText: 'Owed to farmers' }),
    ).toHaveText(`Owed to farmers${formatMoney(payables)}`)
  })
})
