import * as v from 'valibot'
import { endpoint, QueryKeyID } from './core'
import { AgeingSchema } from './ledger'
import { MODULE } from './role'

/**
 * The market's day at a glance, derived from its documents when asked: cards for today (and this
 * month), and the chart series. Amounts in ₹, weights in quintals unless named.
 */

export const DashboardCardsSchema = v.object({
  /** The market's day the cards are of (today in India). */
  date: v.string(),
  /** Today's vehicle entries, active ones: still in, and gone out. */
  vehiclesIn: v.number(),
  vehiclesOut: v.number(),
  /** Today's tokens per status (cancelled included). */
  tokensByStatus: v.object({
    open: v.number(),
    graded: v.number(),
    auctioned: v.number(),
    billed: v.number(),
    cancelled: v.number(),
  }),
  /** Today's live tokens: crates (graded once graded, else declared) and the quintals sold. */
  crates: v.number(),
  quintals: v.number(),
  /** Today's live tokens fully sold (Auctioned or Billed) against those still to sell (Open or Graded). */
  auctionsDone: v.number(),
  auctionsPending: v.number(),
  /** Σ of the live sale amounts (crate lines and trolley lots) of today and of this calendar month. */
  turnoverToday: v.number(),
  turnoverMonth: v.number(),
  /** This month's active pattis and invoices: the commission service, and every service charged. */
  commissionMonth: v.number(),
  serviceIncomeMonth: v.number(),
  /** What the market's active pattis still owe farmers, and of it today's pattis unpaid. */
  farmerPayables: v.number(),
  todayUnpaidPattis: v.object({ count: v.number(), amount: v.number() }),
  /**
   * What buyers owe the market (their accounts' balances: invoices less receipts), and of it what is
   * past due, receipts paying the oldest amounts first: the collection register's totals.
   */
  buyerReceivables: v.number(),
  buyerOverdue: v.number(),
  /** The cash book's balance now, and each bank account's. */
  cashInHand: v.number(),
  bankBalances: v.array(
    v.object({ bankAccountKeyID: v.string(), accountName: v.string(), balance: v.number() }),
  ),
})

export const DashboardChartsSchema = v.object({
  /** Per day of the last 14 (today included) and product: quintals arrived (graded kg, else declared crates × capacity). */
  arrivals: v.array(
    v.object({ date: v.string(), productID: v.number(), productName: v.string(), quintals: v.number() }),
  ),
  /** Per product over the last 30 days of live sales: ₹ per quintal from each line's amount and kg. */
  rates: v.array(
    v.object({
      productID: v.number(),
      productName: v.string(),
      minRate: v.number(),
      averageRate: v.number(),
      maxRate: v.number(),
    }),
  ),
  /** Today's graded crates per product and grade. */
  gradeMix: v.array(
    v.object({
      productID: v.number(),
      productName: v.string(),
      gradeID: v.number(),
      gradeName: v.string(),
      crates: v.number(),
    }),
  ),
  /** What buyers owe by days past due, as the collection register ages it. */
  receivablesAgeing: AgeingSchema,
  /** This month's ten largest buyers by live sale amount. */
  topBuyers: v.array(
    v.object({ buyerKeyID: v.string(), buyerName: v.string(), amount: v.number(), quintals: v.number() }),
  ),
})

export const DashboardSchema = v.object({
  marketKeyID: v.string(),
  cards: DashboardCardsSchema,
  charts: DashboardChartsSchema,
})
export type Dashboard = v.InferOutput<typeof DashboardSchema>

export const dashboard = {
  get: endpoint({
    method: 'GET',
    path: 'Dashboard/GetDashboard',
    query: v.object({ MarketKeyID: QueryKeyID }),
    data: DashboardSchema,
    access: { moduleId: MODULE.Dashboard, action: 'view' },
  }),
} as const
