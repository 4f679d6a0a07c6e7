import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AGEING_KEYS,
  api,
  BILL_STATUS,
  type DuesFigures,
  duesOn,
  PAYMENT_PURPOSES,
  TRANSACTION_TYPE,
} from '../contracts'
import { shiftDate } from './context'
import { marketNamed } from './test/market-day'
import { moneyScene, receiptBody } from './test/money'
import { seededServer, TODAY } from './test/support'

/**
 * A buyer's dues and ageing are the same figures on every screen that shows them — the collection
 * register, the statement, the Buyer Report, the Buyer Detail Report, the payment form's open bills
 * and the dashboard — and equal the dues rule applied to the buyer's documents straight from the
 * store, over the seeded history of every demo market, for any period and after random receipts.
 */
const server = seededServer()

const DEMO_MARKETS = ['Pimpalgaon', 'Lasalgaon', 'Sangola', 'Narayangaon']
const HISTORY_DAYS = 62
const DUES_KEYS = ['outstanding', 'advance', 'overdue', ...AGEING_KEYS] as const
const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100)
const duesOf = (row: Partial<DuesFigures>) => Object.fromEntries(DUES_KEYS.map((k) => [k, paise(row[k])]))

/** The dues rule over the store's own rows: the market's active invoices and buyer vouchers. */
function fromDocuments(buyerKeyID: string, marketKeyID: string, asOf: string) {
  const store = server.app.mockStore
  // What stood on `asOf`: a document cancelled on a later day still did.
  const ofBuyer = <R extends { marketKeyID: string; status: number; cancelledDate?: string }>(
    rows: Iterable<R>,
  ) =>
    [...rows].filter(
      (r) =>
        r.marketKeyID === marketKeyID && (r.status === BILL_STATUS.Active || (r.cancelledDate ?? '') > asOf),
    )
  const bills = ofBuyer(store.buyerBills.lookup('buyer', buyerKeyID)).map((b) => ({
    key: b.billNo,
    billDate: b.billDate,
    dueDate: b.dueDate,
    amount: b.finalPaise,
  }))
  const vouchers = ofBuyer(store.payments.lookup('party', buyerKeyID))
  for (const p of vouchers.filter((v) => v.transactionType !== TRANSACTION_TYPE.Credit))
    bills.push({ key: p.voucherNo, billDate: p.paymentDate, dueDate: p.paymentDate, amount: p.amountPaise })
  const credits = vouchers
    .filter((v) => v.transactionType === TRANSACTION_TYPE.Credit)
    .map((v) => ({ date: v.paymentDate, amount: v.amountPaise }))
  const dues = duesOn(bills, credits, asOf)
  return duesOf({
    outstanding: dues.outstanding / 100,
    advance: dues.advance / 100,
    overdue: dues.overdue / 100,
    ...Object.fromEntries(AGEING_KEYS.map((k) => [k, dues.ageing[k] / 100])),
  })
}

const expectBucketsAddUp = (dues: Record<string, number>) =>
  expect(AGEING_KEYS.reduce((sum, k) => sum + dues[k]!, 0)).toBe(dues.outstanding)

async function reportRows(marketKeyID: string, fromDate: string, toDate: string) {
  const answer = await server.call(api.report.buyer, {
    body: { pageNo: 0, pageSize: 100, marketKeyID, fromDate, toDate },
  })
  expect(answer.status).toBe(200)
  return answer.body.responseData!
}

/** Every screen's dues of one buyer on today, checked equal to the rule over the documents. */
async function checkBuyerToday(marketKeyID: string, buyerKeyID: string) {
  const expected = fromDocuments(buyerKeyID, marketKeyID, TODAY)
  expectBucketsAddUp(expected)
  const register = await server.data(api.ledger.collectionRegister, {
    body: { pageNo: 0, pageSize: 100, marketKeyID },
  })
  const row = register.find((r) => r.buyerKeyID === buyerKeyID)!
  expect(row.asOfDate).toBe(TODAY)
  expect(duesOf(row)).toEqual(expected)
  const statement = await server.data(api.ledger.buyerLedger, {
    body: { marketKeyID, buyerKeyID, fromDate: '', toDate: '' },
  })
  expect(duesOf({ ...statement, ...statement.ageing })).toEqual(expected)
  expect(paise(statement.closingBalance)).toBe(expected.outstanding! - expected.advance!)
  const report = await reportRows(marketKeyID, '', '')
  expect(duesOf(report.data!.find((r) => r.buyerKeyID === buyerKeyID)!)).toEqual(expected)
  const detail = await server.call(api.report.buyerDetail, {
    body: { pageNo: 0, pageSize: 1, marketKeyID, buyerKeyID },
  })
  expect(paise(detail.body.responseData!.totals!.closing)).toBe(expected.outstanding! - expected.advance!)
  const open = await server.data(api.payment.openBills, {
    body: { marketKeyID, partyType: 2, partyKeyID: buyerKeyID },
  })
  expect(open.every((b) => b.asOfDate === TODAY)).toBe(true)
  expect(open.reduce((s, b) => s + paise(b.outstanding), 0)).toBe(expected.outstanding)
  expect(open.reduce((s, b) => s + (b.daysOverdue > 0 ? paise(b.outstanding) : 0), 0)).toBe(expected.overdue)
}

describe('dues and ageing agree on every screen', () => {
  it('for every demo market: the dashboard is the register, each report row adds up, buyers agree', async () => {
    for (const name of DEMO_MARKETS) {
      const { marketKeyID } = await marketNamed(server, name)
      const register = await server.call(api.ledger.collectionRegister, {
        body: { pageNo: 0, pageSize: 100, marketKeyID },
      })
      const totals = register.body.responseData!.totals!
      expectBucketsAddUp(duesOf(totals))
      const dashboard = await server.data(api.dashboard.get, { query: { MarketKeyID: marketKeyID } })
      expect(paise(dashboard.cards.buyerReceivables)).toBe(paise(totals.outstanding))
      expect(paise(dashboard.cards.buyerOverdue)).toBe(paise(totals.overdue))
      expect(duesOf(dashboard.charts.receivablesAgeing)).toEqual({
        ...duesOf(totals),
        outstanding: 0,
        advance: 0,
        overdue: 0,
      })
      // The Buyer Report over all dates lists the same buyers with the same dues, aged on today.
      const report = await reportRows(marketKeyID, '', '')
      for (const key of DUES_KEYS) expect(paise(report.totals![key]), key).toBe(paise(totals[key]))
      const rows = register.body.responseData!.data!
      for (const row of rows.slice(0, 3)) await checkBuyerToday(marketKeyID, row.buyerKeyID)
    }
  }, 120_000)

  it('for any period: the Buyer Report ages on its last day, as the statement does, and adds up', async () => {
    const markets = new Map<string, string>()
    for (const name of DEMO_MARKETS) markets.set(name, (await marketNamed(server, name)).marketKeyID)
    const period = fc.record({
      market: fc.constantFrom(...DEMO_MARKETS),
      from: fc.integer({ min: 0, max: HISTORY_DAYS }),
      length: fc.integer({ min: 0, max: 20 }),
    })
    await fc.assert(
      fc.asyncProperty(period, async ({ market, from, length }) => {
        const marketKeyID = markets.get(market)!
        const fromDate = shiftDate(TODAY, -from)
        const toDate = shiftDate(fromDate, Math.min(length, from))
        const report = await reportRows(marketKeyID, fromDate, toDate)
        const rows = report.data!
        for (const row of rows) {
          expect(row.asOfDate).toBe(toDate)
          const face = paise(row.opening) + paise(row.invoiced) - paise(row.received)
          expect(face, row.buyerName).toBe(paise(row.outstanding) - paise(row.advance))
          expectBucketsAddUp(duesOf(row))
        }
        if (report.totalCount! <= rows.length)
          for (const key of ['opening', 'invoiced', 'received', ...DUES_KEYS] as const)
            expect(paise(report.totals![key])).toBe(rows.reduce((s, r) => s + paise(r[key]), 0))
        for (const row of rows.slice(0, 2)) {
          expect(duesOf(row)).toEqual(fromDocuments(row.buyerKeyID, marketKeyID, toDate))
          const statement = await server.data(api.ledger.buyerLedger, {
            body: { marketKeyID, buyerKeyID: row.buyerKeyID, fromDate, toDate },
          })
          expect(duesOf({ ...statement, ...statement.ageing })).toEqual(duesOf(row))
          expect(paise(statement.openingBalance)).toBe(paise(row.opening))
        }
      }),
      { numRuns: 12 },
    )
  }, 120_000)

  it('after random receipts, against bills, on account or in advance, every screen still agrees', async () => {
    const scene = await moneyScene(server, 0, 1)
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 150_000 }),
            purpose: fc.constantFrom(...PAYMENT_PURPOSES),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        async (receipts) => {
          for (const { amount, purpose } of receipts)
            await server.data(api.payment.add, {
              body: receiptBody(scene, amount, { purpose, referenceNo: `UTR-${amount}` }),
            })
          await checkBuyerToday(scene.marketKeyID, scene.buyerKeyID)
        },
      ),
      { numRuns: 4 },
    )
  }, 120_000)
})
