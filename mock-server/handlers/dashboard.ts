import {
  api,
  BILL_STATUS,
  type ColumnTotals,
  type Dashboard,
  FARMER_DEFAULT_SERVICES,
  fromPaise,
  TOKEN_STATUS,
  VEHICLE_ENTRY_STATUS,
} from '../../contracts'
import { shiftDate } from '../context'
import { handlers } from '../register'
import type { Store } from '../store/store'
import { CASH_BOOK, marketMovements, UNASSIGNED_BANK_BOOK } from './cash-book'
import { collectionRows, registerTotals } from './collection-register'
import { companyMarket } from './market'
import { owedToFarmersPaise } from './report-farmer'
import {
  type MarketDocuments,
  marketDocuments,
  remembered,
  type Sale,
  salesBetween,
  tokenCrates,
} from './report-index'

/**
 * The dashboard of one market, derived from its documents (report-index.ts) and remembered until the
 * next write, so a room of screens refreshing it costs one computation.
 */

/** The commission service is the one named Aadat on both sides' bills. */
const COMMISSION = FARMER_DEFAULT_SERVICES[0]
const TOP_BUYERS = 10

const qtl = (kg: number) => Math.round(kg) / 100

function cards(
  store: Store,
  companyKeyID: string,
  marketKeyID: string,
  docs: MarketDocuments,
  today: string,
  buyers: ColumnTotals,
) {
  const monthStart = `${today.slice(0, 8)}01`
  const entries = docs.vehicleEntries.between(today, today)
  const tokens = docs.tokens.between(today, today)
  const byStatus = [0, 0, 0, 0, 0]
  let crates = 0
  for (const token of tokens) {
    byStatus[token.status - 1]! += 1
    if (token.status !== TOKEN_STATUS.Cancelled) crates += tokenCrates(token)
  }
  const todaySales = salesBetween(store, companyKeyID, docs, today, today)
  const monthSales = salesBetween(store, companyKeyID, docs, monthStart, today)
  let commission = 0
  let services = 0
  for (const bill of [
    ...docs.pattis.between(monthStart, today),
    ...docs.invoices.between(monthStart, today),
  ]) {
    if (bill.status !== BILL_STATUS.Active) continue
    services += bill.servicesPaise
    for (const line of bill.serviceLines) if (line.serviceName === COMMISSION) commission += line.amount
  }
  let unpaidToday = 0
  let unpaidTodayCount = 0
  for (const bill of docs.pattis.between(today, today)) {
    if (bill.status !== BILL_STATUS.Active) continue
    const owed = bill.finalPaise - bill.paidPaise
    if (owed !== 0) {
      unpaidToday += owed
      unpaidTodayCount += 1
    }
  }
  const balances = new Map<string, number>()
  for (const move of marketMovements(store, marketKeyID))
    balances.set(move.bookKeyID, (balances.get(move.bookKeyID) ?? 0) + move.inPaise - move.outPaise)
  const sum = (sales: readonly Sale[], value: (s: Sale) => number) => sales.reduce((t, s) => t + value(s), 0)
  return {
    date: today,
    vehiclesIn: entries.filter((e) => e.status === VEHICLE_ENTRY_STATUS.In).length,
    vehiclesOut: entries.filter((e) => e.status === VEHICLE_ENTRY_STATUS.Out).length,
    tokensByStatus: {
      open: byStatus[0]!,
      graded: byStatus[1]!,
      auctioned: byStatus[2]!,
      billed: byStatus[3]!,
      cancelled: byStatus[4]!,
    },
    crates,
    quintals: qtl(sum(todaySales, (s) => s.kg)),
    auctionsDone: byStatus[2]! + byStatus[3]!,
    auctionsPending: byStatus[0]! + byStatus[1]!,
    turnoverToday: fromPaise(sum(todaySales, (s) => s.amountPaise)),
    turnoverMonth: fromPaise(sum(monthSales, (s) => s.amountPaise)),
    commissionMonth: fromPaise(commission),
    serviceIncomeMonth: fromPaise(services),
    farmerPayables: fromPaise(owedToFarmersPaise(docs)),
    todayUnpaidPattis: { count: unpaidTodayCount, amount: fromPaise(unpaidToday) },
    buyerReceivables: buyers.outstanding!,
    buyerOverdue: buyers.overdue!,
    cashInHand: fromPaise(balances.get(CASH_BOOK) ?? 0),
    bankBalances: [...balances]
      .filter(([book]) => book !== CASH_BOOK)
      .map(([book, paise]) => ({
        bankAccountKeyID: book === UNASSIGNED_BANK_BOOK ? '' : book,
        accountName:
          book === UNASSIGNED_BANK_BOOK
            ? 'Bank (no account)'
            : (store.bankAccounts.in(companyKeyID, book)?.accountName ?? ''),
        balance: fromPaise(paise),
      })),
  }
}

/** What a token brought in kg: graded weight, else declared crates full, else its share of its trolley. */
function arrivedKg(store: Store, companyKeyID: string, token: MarketDocuments['tokens']['rows'][number]) {
  const graded = token.grades.reduce((sum, g) => sum + g.weightKg, 0)
  if (graded > 0) return graded
  const capacity = store.products.in(companyKeyID, token.productID)?.crateCapacityKg ?? 0
  if (token.declaredCrates > 0 && capacity > 0) return token.declaredCrates * capacity
  const entry = store.vehicleEntries.get(token.vehicleEntryKeyID)
  if (!entry || entry.emptyWeightKg === null) return 0
  return (entry.loadedWeightKg - entry.emptyWeightKg) / Math.max(1, entry.tokenKeyIDs.length)
}

function charts(
  store: Store,
  companyKeyID: string,
  docs: MarketDocuments,
  today: string,
  buyers: ColumnTotals,
) {
  const productName = (id: number) => store.products.in(companyKeyID, id)?.productName ?? ''
  const arrivals = new Map<string, { date: string; productID: number; kg: number }>()
  for (const token of docs.tokens.between(shiftDate(today, -13), today)) {
    if (token.status === TOKEN_STATUS.Cancelled) continue
    const key = `${token.tokenDate}|${token.productID}`
    const point = arrivals.get(key) ?? { date: token.tokenDate, productID: token.productID, kg: 0 }
    point.kg += arrivedKg(store, companyKeyID, token)
    arrivals.set(key, point)
  }
  const rates = new Map<number, { min: number; max: number; paise: number; kg: number }>()
  for (const sale of salesBetween(store, companyKeyID, docs, shiftDate(today, -29), today)) {
    if (sale.kg <= 0 || sale.amountPaise <= 0) continue
    const perQuintal = (sale.amountPaise * 100) / sale.kg
    const r = rates.get(sale.productID) ?? { min: perQuintal, max: perQuintal, paise: 0, kg: 0 }
    r.min = Math.min(r.min, perQuintal)
    r.max = Math.max(r.max, perQuintal)
    r.paise += sale.amountPaise
    r.kg += sale.kg
    rates.set(sale.productID, r)
  }
  const mix = new Map<string, { productID: number; gradeID: number; crates: number }>()
  for (const token of docs.tokens.between(today, today)) {
    if (token.status === TOKEN_STATUS.Cancelled) continue
    for (const grade of token.grades) {
      const key = `${token.productID}|${grade.gradeID}`
      const slice = mix.get(key) ?? { productID: token.productID, gradeID: grade.gradeID, crates: 0 }
      slice.crates += grade.crates
      mix.set(key, slice)
    }
  }
  const top = new Map<string, { paise: number; kg: number }>()
  for (const sale of salesBetween(store, companyKeyID, docs, `${today.slice(0, 8)}01`, today)) {
    const b = top.get(sale.buyerKeyID) ?? { paise: 0, kg: 0 }
    b.paise += sale.amountPaise
    b.kg += sale.kg
    top.set(sale.buyerKeyID, b)
  }
  return {
    arrivals: [...arrivals.values()]
      .sort((a, b) => a.date.localeCompare(b.date) || a.productID - b.productID)
      .map((p) => ({
        date: p.date,
        productID: p.productID,
        productName: productName(p.productID),
        quintals: qtl(p.kg),
      })),
    rates: [...rates]
      .sort(([a], [b]) => a - b)
      .map(([productID, r]) => ({
        productID,
        productName: productName(productID),
        minRate: fromPaise(Math.round(r.min)),
        averageRate: fromPaise(Math.round((r.paise * 100) / r.kg)),
        maxRate: fromPaise(Math.round(r.max)),
      })),
    gradeMix: [...mix.values()]
      .sort((a, b) => a.productID - b.productID || a.gradeID - b.gradeID)
      .map((s) => {
        const product = store.products.in(companyKeyID, s.productID)
        return {
          ...s,
          productName: product?.productName ?? '',
          gradeName: product?.grades.find((g) => g.gradeID === s.gradeID)?.gradeName ?? '',
        }
      }),
    receivablesAgeing: {
      days0to7: buyers.days0to7!,
      days8to15: buyers.days8to15!,
      days16to30: buyers.days16to30!,
      over30: buyers.over30!,
    },
    topBuyers: [...top]
      .sort(([, a], [, b]) => b.paise - a.paise)
      .slice(0, TOP_BUYERS)
      .map(([buyerKeyID, b]) => ({
        buyerKeyID,
        buyerName: store.buyers.get(buyerKeyID)?.firmName ?? '',
        amount: fromPaise(b.paise),
        quintals: qtl(b.kg),
      })),
  }
}

export const dashboardHandlers = handlers(api.dashboard, {
  get: ({ query, session, ctx }) => {
    const { store, today } = ctx
    const { marketKeyID } = companyMarket(ctx, session, query.MarketKeyID)
    return remembered(store, ['dashboard', marketKeyID, today], (): Dashboard => {
      const docs = marketDocuments(store, marketKeyID)
      // Receivables, overdue and ageing are the collection register's totals for the market.
      const buyers = registerTotals(collectionRows(store, session.companyKeyID, marketKeyID, today))
      return {
        marketKeyID,
        cards: cards(store, session.companyKeyID, marketKeyID, docs, today, buyers),
        charts: charts(store, session.companyKeyID, docs, today, buyers),
      }
    })
  },
})
