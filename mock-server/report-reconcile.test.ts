import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  api,
  BILL_STATUS,
  type EndpointDef,
  PARTY_TYPE,
  TRANSACTION_TYPE,
  VOUCHER_STATUS,
} from '../contracts'
import { marketNamed, partiesOf, sellCrateToken } from './test/market-day'
import { buyerInvoices, farmerBill, moneyScene, receiptBody } from './test/money'
import { DEMO_MARKETS, demoMarkets, rangeOf, scenario } from './test/report-periods'
import { seededServer, TODAY } from './test/support'

/**
 * The reports' totals against the documents they cover, recomputed here from the store's rows, over
 * the seeded history of every demo market and arbitrary date ranges, with today's bills added first.
 */
const server = seededServer()

async function totalsOf(
  endpoint: EndpointDef,
  body: Record<string, unknown>,
): Promise<Record<string, number>> {
  const answer = await server.call(endpoint, { body: { pageNo: 0, pageSize: 10, ...body } })
  expect(answer.status, answer.body.errorMessage ?? '').toBe(200)
  return { ...answer.body.responseData!.totals!, totalCount: answer.body.responseData!.totalCount! }
}

const toPaiseOf = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100)

/** Today's sales, bills and money in Narayangaon, so the history holds every kind of document. */
async function addTodaysDocuments() {
  const scene = await moneyScene(server, 2, 3)
  await farmerBill(server, scene, 20, 250)
  await farmerBill(server, scene, 7, 90)
  await buyerInvoices(server, scene, [210, 190])
  await server.data(api.payment.add, { body: receiptBody(scene, 300) })
  const { farmers, buyers } = await partiesOf(server, scene.marketKeyID)
  await sellCrateToken(server, {
    marketKeyID: scene.marketKeyID,
    farmerKeyID: farmers[5]!.farmerKeyID,
    buyerKeyID: buyers[4]!.buyerKeyID,
    productID: 1,
    gradingType: 1,
    sales: [
      { gradeID: 1, crates: 12, rateUnit: 2, rate: 310 },
      { gradeID: 2, crates: 8, rateUnit: 2, rate: 180 },
    ],
  })
}

const within = (day: string, { fromDate, toDate }: { fromDate: string; toDate: string }) =>
  (!fromDate || day >= fromDate) && (!toDate || day <= toDate)

/**
 * How a document counts in a range: on its own day, and back out on the day it was cancelled (its own
 * day when the row keeps none).
 */
const countedIn = (
  doc: { cancelled: boolean; cancelledDate?: string },
  day: string,
  range: { fromDate: string; toDate: string },
) => (within(day, range) ? 1 : 0) - (doc.cancelled && within(doc.cancelledDate || day, range) ? 1 : 0)
const bill = (b: { status: number; cancelledDate?: string }) => ({
  cancelled: b.status === BILL_STATUS.Cancelled,
  cancelledDate: b.cancelledDate,
})
const voucher = (p: { status: number; cancelledDate?: string }) => ({
  cancelled: p.status === VOUCHER_STATUS.Cancelled,
  cancelledDate: p.cancelledDate,
})

describe('report totals reconcile with the documents', () => {
  it('hold for every demo market and date range', async () => {
    await addTodaysDocuments()
    const store = server.app.mockStore
    const markets = await demoMarkets(server)

    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const marketKeyID = markets.get(s.market)!
        const range = rangeOf(s)
        const body = { marketKeyID, ...range }
        const ofMarket = <Row extends { marketKeyID: string }>(rows: Iterable<Row>) =>
          [...rows].filter((r) => r.marketKeyID === marketKeyID)

        // Farmer Report: the pattis' money and the payments of the period.
        const pattis = ofMarket(store.farmerBills.values()).map((b) => ({
          ...b,
          sign: countedIn(bill(b), b.billDate, range),
        }))
        const farmerPayments = ofMarket(store.payments.values())
          .filter((p) => p.partyType === PARTY_TYPE.Farmer)
          .map((p) => ({ ...p, sign: countedIn(voucher(p), p.paymentDate, range) }))
        const farmer = await totalsOf(api.report.farmer, body)
        expect(toPaiseOf(farmer.gross)).toBe(pattis.reduce((t, b) => t + b.sign * b.grossPaise, 0))
        expect(toPaiseOf(farmer.net)).toBe(pattis.reduce((t, b) => t + b.sign * b.finalPaise, 0))
        expect(toPaiseOf(farmer.paid)).toBe(
          farmerPayments.reduce(
            (t, p) =>
              t + p.sign * (p.transactionType === TRANSACTION_TYPE.Debit ? p.amountPaise : -p.amountPaise),
            0,
          ),
        )

        // Buyer Report over everything up to the end: outstanding − advance = invoices − receipts
        // (+ refunds); a buyer in credit owes nothing and holds an advance.
        const upTo = { fromDate: '', toDate: range.toDate }
        const invoices = ofMarket(store.buyerBills.values()).filter(
          (b) => countedIn(bill(b), b.billDate, upTo) === 1,
        )
        const receipts = ofMarket(store.payments.values()).filter(
          (p) => p.partyType === PARTY_TYPE.Buyer && countedIn(voucher(p), p.paymentDate, upTo) === 1,
        )
        const buyer = await totalsOf(api.report.buyer, { ...body, ...upTo })
        expect(toPaiseOf(buyer.outstanding) - toPaiseOf(buyer.advance)).toBe(
          invoices.reduce((t, b) => t + b.finalPaise, 0) -
            receipts.reduce((t, p) => t + (p.transactionType === 1 ? p.amountPaise : -p.amountPaise), 0),
        )
        expect(toPaiseOf(buyer.invoiced)).toBe(invoices.reduce((t, b) => t + b.finalPaise, 0))

        // Token Report: every token of the period, cancelled ones included.
        const tokens = ofMarket(store.tokens.values()).filter((t) => within(t.tokenDate, range))
        const token = await totalsOf(api.report.token, body)
        expect([token.tokens, token.totalCount]).toEqual([tokens.length, tokens.length])

        // Grading Report: each product's shares make 100 %, give or take the rounding of each share.
        const answer = await server.call(api.report.grading, { body: { pageNo: 0, pageSize: 100, ...body } })
        const shares = new Map<number, { sum: number; count: number }>()
        for (const row of answer.body.responseData!.data) {
          const share = shares.get(row.productID) ?? { sum: 0, count: 0 }
          shares.set(row.productID, { sum: share.sum + row.sharePercent, count: share.count + 1 })
        }
        for (const { sum, count } of shares.values()) {
          if (sum > 0) expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.005 * count + 1e-9)
        }
      }),
      { numRuns: 25 },
    )
  })

  it("puts today's live sales, and only those, in the dashboard's turnover", async () => {
    await addTodaysDocuments()
    const store = server.app.mockStore
    for (const name of DEMO_MARKETS) {
      const { marketKeyID } = await marketNamed(server, name)
      const lines = [...store.auctionLines.values()].filter(
        (l) => l.marketKeyID === marketKeyID && l.auctionDate === TODAY && l.status !== 3,
      )
      const lots = [...store.trolleyAuctions.values()].filter(
        (l) => l.marketKeyID === marketKeyID && l.auctionDate === TODAY && l.status !== 4,
      )
      const dashboard = await server.data(api.dashboard.get, { query: { MarketKeyID: marketKeyID } })
      const expected = [...lines, ...lots].reduce((t, l) => t + l.amountPaise, 0)
      expect(toPaiseOf(dashboard.cards.turnoverToday), name).toBe(expected)
      if (name === 'Narayangaon') expect(expected).toBeGreaterThan(0)
    }
  })
})
