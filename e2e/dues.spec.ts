import type { Locator, Page } from '@playwright/test'
import { api } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, listPage, marketKeyOf } from './support/api'
import { TODAY } from './support/env'
import { GATE_MARKET, selectMarket } from './support/gate'
import { rupees } from './support/money'
import { choose, openPage, rowWithText, toggleColumn } from './support/ui'

const AS_OF = `Dues as of ${TODAY.split('-').reverse().join('-')}`

interface Dues {
  buyerKeyID: string
  buyerCode: number
  buyerName: string
  outstanding: number
  overdue: number
  days0to7: number
  days8to15: number
  days16to30: number
  over30: number
}

const ageingText = (d: Dues) =>
  `0–7 days${rupees(d.days0to7)}8–15 days${rupees(d.days8to15)}16–30 days${rupees(d.days16to30)}Over 30 days${rupees(d.over30)}`

async function pickBuyer(scope: Page | Locator, code: number) {
  const picker = scope.getByRole('combobox', { name: 'Buyer' })
  await picker.fill(String(code))
  await picker.press('Enter')
}

test.describe('a buyer’s dues', () => {
  test('are the same on the statement, the Buyer Report, the payment form and the dashboard', async ({
    page,
    request,
    signIn,
  }) => {
    // Four screens in one story: more than one screen's budget.
    test.setTimeout(90_000)
    const { token } = await signIn.beforeGoto()
    const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
    // A buyer with something overdue and few enough open bills to read on the payment form.
    const register = await listPage<Dues>(request, token, api.ledger.collectionRegister, {
      marketKeyID,
      pageSize: 30,
    })
    let buyer: Dues | undefined
    for (const row of register.data.filter((r) => r.overdue > 0 && r.over30 + r.days16to30 > 0)) {
      const open = await callApi<unknown[]>(request, token, api.payment.openBills, {
        marketKeyID,
        partyType: 2,
        partyKeyID: row.buyerKeyID,
      })
      if ((open.responseData?.data.length ?? 99) <= 40) {
        buyer = row
        break
      }
    }
    if (!buyer) throw new Error('No overdue buyer with few open bills in the seed')
    expect(buyer.days0to7 + buyer.days8to15 + buyer.days16to30 + buyer.over30).toBeCloseTo(
      buyer.outstanding,
      2,
    )

    // The statement (This Month, reckoned on today).
    await selectMarket(page)
    await openPage(page, '/Buyer-Ledger', 'Buyer Ledger Report')
    await expect(page.getByText(AS_OF)).toBeVisible()
    await pickBuyer(page, buyer.buyerCode)
    await expect(page.getByLabel('Dues', { exact: true })).toHaveText(
      `Outstanding${rupees(buyer.outstanding)}Overdue${rupees(buyer.overdue)}Advance${rupees(0)}`,
    )
    await expect(page.getByLabel('Ageing', { exact: true })).toHaveText(ageingText(buyer))
    await expect(page.getByText(AS_OF)).toBeVisible()

    // The Buyer Report over all dates, reckoned on today.
    await page.goto(`/buyerReport?range=0&q=${encodeURIComponent(buyer.buyerName)}`)
    await expect(page.getByText(AS_OF)).toBeVisible()
    // The younger buckets are a laptop's optional columns: shown from the chooser.
    for (const bucket of ['0–7 days', '8–15 days', '16–30 days']) await toggleColumn(page, bucket)
    const row = rowWithText(page, 'Buyer Report', buyer.buyerName)
    for (const value of [buyer.outstanding, buyer.overdue, buyer.days0to7, buyer.days8to15, buyer.days16to30])
      await expect(row).toContainText(rupees(value))

    // The payment form, receiving from the buyer: its open bills total the same dues.
    await openPage(page, '/paymentList', 'Payment List')
    await page.getByRole('button', { name: 'Add Payment' }).click()
    const form = page.getByRole('dialog', { name: 'Add Payment' })
    await choose(page, form, 'Transaction Type', 'Credit (In)')
    await pickBuyer(form, buyer.buyerCode)
    await expect(form.getByText(AS_OF)).toBeVisible()
    await expect(form.getByText(/^Outstanding ₹/)).toHaveText(`Outstanding ${rupees(buyer.outstanding)}`)
    await expect(form.getByText(/^Overdue ₹/)).toHaveText(`Overdue ${rupees(buyer.overdue)}`)
    await expect(form.getByText(/days overdue$/).first()).toBeVisible()
    await page.keyboard.press('Escape')

    // The dashboard's receivables are the register's totals, reckoned on the same day.
    const totals = (
      await callApi<Dues[]>(request, token, api.ledger.collectionRegister, {
        marketKeyID,
        pageNo: 0,
        pageSize: 1,
      })
    ).responseData!.totals!
    await openPage(page, '/dashboard', 'Dashboard')
    const card = page.getByRole('region', { name: 'Buyer receivables' })
    await expect(card.getByText(AS_OF)).toBeVisible()
    await expect(card.getByRole('link').filter({ hasText: 'Outstanding' })).toHaveText(
      `Outstanding${rupees(totals.outstanding!)}`,
    )
    await expect(card.getByRole('link').filter({ hasText: 'Overdue' })).toHaveText(
      `Overdue${rupees(totals.overdue!)}`,
    )
  })
})
