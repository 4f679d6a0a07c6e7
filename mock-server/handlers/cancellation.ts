import { BILL_STATUS, VEHICLE_ENTRY_STATUS, VOUCHER_STATUS } from '../../contracts'
import { shiftDate } from '../context'
import type { CashBankEntryRecord, ExpenseRecord, PaymentRecord } from '../store/money-rows'
import type { BuyerBillRecord, FarmerBillRecord, VehicleEntryRecord } from '../store/rows'
import type { ByDay } from './report-index'

/**
 * A money document posts on its own day; cancelling it posts the reverse on the day it was cancelled,
 * so a statement, a book or the journal read as of any date shows what stood on that date. A row of an
 * older data file keeps no cancellation day: it was cancelled on its own day.
 */

/** The day a document's reversal falls on, or null while it stands. */
export const reversalDay = (
  cancelled: boolean,
  documentDate: string,
  cancelledDate?: string,
): string | null => (cancelled ? cancelledDate || documentDate : null)

/**
 * How a document counts in a period ('' leaves an end open): +1 for its own day, −1 for the day it was
 * cancelled, so one cancelled within the period counts nothing and one cancelled on its own day never.
 */
export function countIn(documentDate: string, reversal: string | null, fromDate: string, toDate: string) {
  const within = (date: string) => (!fromDate || date >= fromDate) && (!toDate || date <= toDate)
  return (within(documentDate) ? 1 : 0) - (reversal !== null && within(reversal) ? 1 : 0)
}

/**
 * The day a statement shows a document's reversal on: only a document cancelled on a later day than
 * its own shows at all (then twice); one cancelled the same day nets to nothing and is left out.
 */
export const laterReversal = (documentDate: string, reversal: string | null): string | null =>
  reversal !== null && reversal > documentDate ? reversal : null

/** The days a statement up to `toDate` ('' for all) shows a document on: its own, then the reversal's. */
export function statementDays(
  documentDate: string,
  reversal: string | null,
  toDate: string,
): { date: string; sign: 1 | -1 }[] {
  if (reversal !== null && reversal <= documentDate) return []
  const days: { date: string; sign: 1 | -1 }[] = [{ date: documentDate, sign: 1 }]
  if (reversal !== null && (!toDate || reversal <= toDate)) days.push({ date: reversal, sign: -1 })
  return days
}

/**
 * The period's documents of one kind as they count in it: each dated in the period (+1), and each
 * dated before it that was cancelled within it (−1); a document cancelled within its own period
 * counts nothing.
 */
export function countedIn<Row>(
  rows: ByDay<Row>,
  dateOf: (row: Row) => string,
  reversalOf: (row: Row) => string | null,
  fromDate: string,
  toDate: string,
): { row: Row; sign: number }[] {
  const earlier = fromDate ? rows.between('', shiftDate(fromDate, -1)) : []
  const counted: { row: Row; sign: number }[] = []
  for (const row of [...rows.between(fromDate, toDate), ...earlier.filter((r) => reversalOf(r) !== null)]) {
    const sign = countIn(dateOf(row), reversalOf(row), fromDate, toDate)
    if (sign !== 0) counted.push({ row, sign })
  }
  return counted
}

export const billReversal = (bill: Readonly<FarmerBillRecord | BuyerBillRecord>) =>
  reversalDay(bill.status === BILL_STATUS.Cancelled, bill.billDate, bill.cancelledDate)

export const paymentReversal = (p: Readonly<PaymentRecord>) =>
  reversalDay(p.status === VOUCHER_STATUS.Cancelled, p.paymentDate, p.cancelledDate)

export const expenseReversal = (e: Readonly<ExpenseRecord>) =>
  reversalDay(e.status === VOUCHER_STATUS.Cancelled, e.expenseDate, e.cancelledDate)

export const entryReversal = (e: Readonly<CashBankEntryRecord>) =>
  reversalDay(e.status === VOUCHER_STATUS.Cancelled, e.entryDate, e.cancelledDate)

export const gateFeeReversal = (v: Readonly<VehicleEntryRecord>) =>
  reversalDay(v.status === VEHICLE_ENTRY_STATUS.Cancelled, v.entryDate, v.cancelledDate)
