import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  api,
  FARMER_DEFAULT_SERVICES,
  type FarmerReportRow,
  type GradingReportRow,
  PARTY_TYPE,
} from '../contracts'
import { marketNamed } from './test/market-day'
import { farmerBill, moneyScene, paymentBody } from './test/money'
import { DEMO_MARKETS, demoMarkets, rangeOf, scenario } from './test/report-periods'
import { seededServer, TODAY } from './test/support'

/**
 * The farmer side of the reports and the dashboard against the store's documents, over the seeded
 * history of every demo market and arbitrary periods: each Farmer Report row adds up on its face and
 * equals the pattis and payments it comes from, the Grading Report's kg are the sale lines' kg, and the
 * dashboard's farmer, cash, turnover and commission figures are those of the reports and documents.
 */
const server = seededServer()

const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100)
const PAYMENT_OUT = 2
const CANCELLED_LINE = 3
const CANCELLED_LOT = 4
const ACTIVE = 1

/** The market's documents in the store, as the reports must count them. */
function documentsOf(marketKeyID: string) {
  const store = server.app.mockStore
  const ofMarket = <Row extends { marketKeyID: string }>(rows: Iterable<Row>) =>
    [...rows].filter((r) => r.marketKeyID === marketKeyID)
  return {
    pattis: ofMarket(store.farmerBills.values()).filter((b) => b.status === ACTIVE),
    invoices: ofMarket(store.buyerBills.values()).filter((b) => b.status === ACTIVE),
    farmerPayments: ofMarket(store.payments.values()).filter(
      (p) => p.partyType === PARTY_TYPE.Farmer && p.status === ACTIVE,
    ),
    crateLines: ofMarket(store.auctionLines.values()).filter((l) => l.status !== CANCELLED_LINE),
    // Every patti and payment, cancelled ones too: one cancelled on a later day stood until then.
    everyPatti: ofMarket(store.farmerBills.values()),
    everyFarmerPayment: ofMarket(store.payments.values()).filter((p) => p.partyType === PARTY_TYPE.Farmer),
    trolleyLots: ofMarket(store.trolleyAuctions.values()).filter((l) => l.status !== CANCELLED_LOT),
  }
}

const paidOf = (p: { transactionType: number; amountPaise: number }) =>
  p.transactionType === PAYMENT_OUT ? p.amountPaise : -p.amountPaise

/**
 * How a document counts in the days `within` picks: on its own day, and back out on the day it was
 * cancelled (its own day when the row keeps none).
 */
const countedIn = (
  doc: { status: number; cancelledDate?: string },
  day: string,
  within: (day: string) => boolean,
) => (within(day) ? 1 : 0) - (doc.status !== ACTIVE && within(doc.cancelledDate || day) ? 1 : 0)

async function todaysFarmerMoney() {
  const scene = await moneyScene(server, 3)
  await farmerBill(server, scene, 20, 250)
  await server.data(api.payment.add, { body: paymentBody(scene, 1500) })
  // A payment set against no patti yet: an advance lowers what the farmer is owed.
  const other = await moneyScene(server, 6)
  await server.data(api.payment.add, { body: paymentBody(other, 700) })
}

describe('the farmer side of the reports reconciles with the documents', () => {
  it('every Farmer Report row adds up and equals its pattis and payments; grading kg are the lines kg', async () => {
    await todaysFarmerMoney()
    const markets = await demoMarkets(server)

    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const marketKeyID = markets.get(s.market)!
        const range = rangeOf(s)
        const within = (day: string) =>
          (!range.fromDate || day >= range.fromDate) && (!range.toDate || day <= range.toDate)
        const beforePeriod = (day: string) => range.fromDate !== '' && day < range.fromDate
        const docs = documentsOf(marketKeyID)

        const rows = (await server.allRows(api.report.farmer, { marketKeyID, ...range })) as FarmerReportRow[]
        const answer = await server.call(api.report.farmer, {
          body: { marketKeyID, ...range, pageNo: 0, pageSize: 1 },
        })
        const totals = answer.body.responseData!.totals!
        for (const row of rows) {
          const services = row.serviceDeductions.reduce((t, x) => t + paise(x.amount), 0)
          const deductions = services + paise(row.otherDeductions) + paise(row.roundOff) + paise(row.waived)
          expect(paise(row.deductions), row.farmerName).toBe(deductions)
          expect(paise(row.net), row.farmerName).toBe(paise(row.gross) - deductions)
          expect(paise(row.balance), row.farmerName).toBe(
            paise(row.opening) + paise(row.net) - paise(row.paid),
          )

          const pattis = docs.everyPatti.filter((b) => b.farmerKeyID === row.farmerKeyID)
          const payments = docs.everyFarmerPayment.filter((p) => p.partyKeyID === row.farmerKeyID)
          const sum = <T>(items: T[], value: (item: T) => number) => items.reduce((t, i) => t + value(i), 0)
          const inPeriod = (b: (typeof pattis)[number]) => countedIn(b, b.billDate, within)
          const paidIn = (p: (typeof payments)[number]) => countedIn(p, p.paymentDate, within)
          expect(paise(row.gross), row.farmerName).toBe(sum(pattis, (b) => inPeriod(b) * b.grossPaise))
          expect(paise(row.net), row.farmerName).toBe(sum(pattis, (b) => inPeriod(b) * b.finalPaise))
          expect(paise(row.paid), row.farmerName).toBe(sum(payments, (p) => paidIn(p) * paidOf(p)))
          expect(paise(row.opening), row.farmerName).toBe(
            sum(pattis, (b) => countedIn(b, b.billDate, beforePeriod) * b.finalPaise) -
              sum(payments, (p) => countedIn(p, p.paymentDate, beforePeriod) * paidOf(p)),
          )
        }
        // The farmer's statement over the same period opens and closes where the row does.
        const [first] = rows
        if (first) {
          const statement = await server.call(api.report.farmerDetail, {
            body: { marketKeyID, farmerKeyID: first.farmerKeyID, ...range, pageNo: 0, pageSize: 1 },
          })
          const { opening, closing } = statement.body.responseData!.totals!
          expect([paise(opening), paise(closing)]).toEqual([paise(first.opening), paise(first.balance)])
        }
        for (const column of ['opening', 'gross', 'otherDeductions', 'roundOff', 'waived'] as const)
          expect(paise(totals[column]), column).toBe(rows.reduce((t, r) => t + paise(r[column]), 0))
        for (const column of ['deductions', 'net', 'paid', 'balance'] as const)
          expect(paise(totals[column]), column).toBe(rows.reduce((t, r) => t + paise(r[column]), 0))

        // Grading Report: weighed kg of the period's live sales, and crate lines never weighed apart.
        const store = server.app.mockStore
        const capacity = (productID: number) =>
          store.products.in(server.demo.companyKeyID, productID)?.crateCapacityKg ?? 0
        const lines = docs.crateLines.filter((l) => within(l.auctionDate))
        const lots = docs.trolleyLots.filter((l) => within(l.auctionDate))
        const hundredths = (kg: number) => Math.round(kg * 100)
        const weighed =
          lines.reduce((t, l) => t + (l.netWeightKg === null ? 0 : hundredths(l.netWeightKg)), 0) +
          lots.reduce((t, l) => t + hundredths(l.netWeightKg ?? 0), 0)
        const estimated = lines.reduce(
          (t, l) => t + (l.netWeightKg === null ? hundredths(l.crates * capacity(l.productID)) : 0),
          0,
        )
        const grades = (await server.allRows(api.report.grading, {
          marketKeyID,
          ...range,
        })) as GradingReportRow[]
        expect(grades.reduce((t, r) => t + hundredths(r.kg), 0)).toBe(weighed)
        expect(grades.reduce((t, r) => t + hundredths(r.estimatedKg), 0)).toBe(estimated)
      }),
      { numRuns: 20 },
    )
  })

  it('the dashboard shows the Farmer Report balance, the cash book, and the sales and bills of the month', async () => {
    await todaysFarmerMoney()
    const monthStart = `${TODAY.slice(0, 8)}01`
    const thisMonth = (day: string) => day >= monthStart && day <= TODAY
    for (const name of DEMO_MARKETS) {
      const { marketKeyID } = await marketNamed(server, name)
      const docs = documentsOf(marketKeyID)
      const { cards } = await server.data(api.dashboard.get, { query: { MarketKeyID: marketKeyID } })
      const report = await server.call(api.report.farmer, {
        body: { marketKeyID, fromDate: '', toDate: '', pageNo: 0, pageSize: 1 },
      })
      const owed =
        docs.pattis.reduce((t, b) => t + b.finalPaise, 0) -
        docs.farmerPayments.reduce((t, p) => t + paidOf(p), 0)
      expect(paise(cards.farmerPayables), name).toBe(paise(report.body.responseData!.totals!.balance))
      expect(paise(cards.farmerPayables), name).toBe(owed)

      const book = await server.call(api.ledger.cashBankLedger, {
        body: { marketKeyID, pageNo: 0, pageSize: 1 },
      })
      expect(cards.cashInHand, name).toBe(book.body.responseData!.totals!.cashClosing)

      const sales = [...docs.crateLines, ...docs.trolleyLots].filter((l) => thisMonth(l.auctionDate))
      expect(paise(cards.turnoverMonth), name).toBe(sales.reduce((t, l) => t + l.amountPaise, 0))
      // The Auction List it opens: its Crate Sales and Trolley Lots tabs' totals add up to it.
      const month = { marketKeyID, fromDate: monthStart, toDate: TODAY, pageNo: 0, pageSize: 1 }
      const crates = await server.call(api.auction.list, { body: month })
      const trolleys = await server.call(api.trolleyAuction.list, { body: month })
      expect(
        paise(crates.body.responseData!.totals!.amount) + paise(trolleys.body.responseData!.totals!.amount),
        name,
      ).toBe(paise(cards.turnoverMonth))
      const commission = [...docs.pattis, ...docs.invoices]
        .filter((b) => thisMonth(b.billDate))
        .flatMap((b) => b.serviceLines)
        .filter((line) => line.serviceName === FARMER_DEFAULT_SERVICES[0])
        .reduce((t, line) => t + line.amount, 0)
      expect(paise(cards.commissionMonth), name).toBe(commission)
      expect(commission, name).toBeGreaterThan(0)
    }
  })
})
