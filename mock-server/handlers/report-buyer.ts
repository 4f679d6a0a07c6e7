import {
  type BuyerDetailRow,
  type BuyerReportRow,
  fromPaise,
  PARTY_TYPE,
  PAYMENT_MODE,
  runningBalances,
} from '../../contracts'
import type { PaymentRecord } from '../store/money-rows'
import type { BuyerBillRecord, BuyerRecord } from '../store/rows'
import type { Store } from '../store/store'
import { buyerAccount, duesFigures, positionOn } from './buyer-account'
import { billReversal, countedIn, paymentReversal } from './cancellation'
import type { MarketDocuments } from './report-index'

const invoiceDay = (bill: Readonly<BuyerBillRecord>) => bill.billDate
const paymentDay = (payment: Readonly<PaymentRecord>) => payment.paymentDate

/**
 * The buyer side of the reports: what buyers were invoiced, what they paid, and what they owe with
 * its age, over one market's invoices and receipts (the buyer's ledger of that market).
 */

export interface BuyerReportFilters {
  companyKeyID: string
  fromDate: string
  toDate: string
  buyerType: string
  city: string
  overdueOnly: boolean
  /** The dues of a report over all dates are aged on this day. */
  today: string
}

interface Tally {
  crates: number
  kgHundredths: number
  goods: number
  charges: number
  invoiced: number
}

/** One row per buyer with an invoice or a receipt of the market in the period. */
export function buyerReportRows(
  store: Store,
  documents: MarketDocuments,
  marketKeyID: string,
  filters: BuyerReportFilters,
): BuyerReportRow[] {
  const { fromDate, toDate } = filters
  const tallies = new Map<string, Tally>()
  // An invoice counts on its day, and back out on a later day it was cancelled.
  for (const { row: bill, sign } of countedIn(
    documents.invoices,
    invoiceDay,
    billReversal,
    fromDate,
    toDate,
  )) {
    const tally = tallies.get(bill.buyerKeyID) ?? {
      crates: 0,
      kgHundredths: 0,
      goods: 0,
      charges: 0,
      invoiced: 0,
    }
    tally.crates += sign * bill.totalCrates
    tally.kgHundredths += sign * bill.totalKgHundredths
    tally.goods += sign * bill.grossPaise
    tally.charges += sign * (bill.finalPaise - bill.grossPaise)
    tally.invoiced += sign * bill.finalPaise
    tallies.set(bill.buyerKeyID, tally)
  }
  const active = new Set(tallies.keys())
  for (const { row: payment } of countedIn(
    documents.payments,
    paymentDay,
    paymentReversal,
    fromDate,
    toDate,
  )) {
    if (payment.partyType === PARTY_TYPE.Buyer) active.add(payment.partyKeyID)
  }
  const city = filters.city.toLowerCase()
  const rows: BuyerReportRow[] = []
  for (const buyerKeyID of active) {
    const buyer = store.buyers.get(buyerKeyID)
    if (buyer?.companyKeyID !== filters.companyKeyID) continue
    if (filters.buyerType && buyer.buyerType !== filters.buyerType) continue
    if (city && buyer.city.toLowerCase() !== city) continue
    const row = buyerRow(store, buyer, marketKeyID, filters, tallies.get(buyerKeyID))
    if (!filters.overdueOnly || row.overdue > 0) rows.push(row)
  }
  return rows
}

/**
 * A buyer's row, adding up on its face: opening + invoiced − received = outstanding − advance, where
 * received is the period's receipts less money paid back, and the dues are aged on the period's last
 * day (today when the period is open-ended or runs on past today).
 */
function buyerRow(
  store: Store,
  buyer: Readonly<BuyerRecord>,
  marketKeyID: string,
  { fromDate, toDate, today }: BuyerReportFilters,
  tally: Tally | undefined,
): BuyerReportRow {
  const account = buyerAccount(store, buyer, marketKeyID)
  const asOf = toDate && toDate < today ? toDate : today
  let opening = account.broughtForward
  const shown = account.entries.filter((e) => {
    if (e.date < fromDate) opening += e.debit - e.credit
    return e.date >= fromDate && e.date <= asOf
  })
  const position = positionOn(buyer, account, asOf)
  const receipts = shown.filter((e) => e.credit > 0 && !e.reversal)
  // Money paid back to the buyer (a debit that is no invoice) counts against what was received; an
  // invoice cancelled later is no receipt, a receipt cancelled later takes back what it received.
  const received = shown.reduce((sum, e) => {
    const invoiceTakenBack = e.reversal && store.buyerBills.get(e.documentKeyID) !== undefined
    return invoiceTakenBack ? sum : sum + e.credit - (e.dueDate ? 0 : e.debit)
  }, 0)
  return {
    buyerKeyID: buyer.buyerKeyID,
    buyerCode: buyer.buyerCode,
    buyerName: buyer.firmName,
    buyerType: buyer.buyerType,
    city: buyer.city,
    crates: tally?.crates ?? 0,
    kg: (tally?.kgHundredths ?? 0) / 100,
    goods: fromPaise(tally?.goods ?? 0),
    charges: fromPaise(tally?.charges ?? 0),
    opening: fromPaise(opening),
    invoiced: fromPaise(tally?.invoiced ?? 0),
    received: fromPaise(received),
    ...duesFigures(position.dues),
    lastReceiptDate: receipts.at(-1)?.date ?? '',
    createdDate: shown.reduce((last, e) => (e.dateTime > last ? e.dateTime : last), ''),
  }
}

export interface BuyerStatement {
  openingPaise: number
  rows: BuyerDetailRow[]
}

/** One buyer's invoices and receipts of the market in the period, with what the buyer owes after each. */
export function buyerStatement(
  store: Store,
  buyer: Readonly<BuyerRecord>,
  marketKeyID: string,
  fromDate: string,
  toDate: string,
): BuyerStatement {
  const account = buyerAccount(store, buyer, marketKeyID)
  const upTo = toDate || '9999-12-31'
  let openingPaise = 0
  const shown = account.entries.filter((entry) => {
    if (entry.date < fromDate) openingPaise += entry.debit - entry.credit
    return entry.date >= fromDate && entry.date <= upTo
  })
  const balances = runningBalances(openingPaise, shown, (e) => e.debit - e.credit)
  const rows = shown.map((entry, i): BuyerDetailRow => {
    const invoice = store.buyerBills.get(entry.documentKeyID)
    const payment = invoice ? undefined : store.payments.get(entry.documentKeyID)
    return {
      rowKeyID: String(i).padStart(9, '0'),
      kind: invoice ? 'Invoice' : 'Receipt',
      date: entry.date,
      documentNo: entry.voucherNo,
      documentKeyID: entry.documentKeyID,
      dueDate: entry.dueDate,
      mode: payment
        ? payment.onlineSubMode || (payment.paymentMode === PAYMENT_MODE.Cash ? 'Cash' : 'Online')
        : '',
      invoiced: fromPaise(entry.debit),
      received: fromPaise(entry.credit),
      balance: fromPaise(balances[i]!),
      lines: (invoice?.lines ?? []).map((l) => ({
        tokenNo: l.tokenNo,
        productName: l.productName,
        gradeName: l.gradeName,
        partyName: l.farmerName,
        crates: l.crates,
        kg: l.weighedKg ?? l.crates * l.crateCapacityKg,
        rate: fromPaise(l.ratePaise),
        rateUnit: l.rateUnit,
        amount: fromPaise(l.amountPaise),
      })),
      allocations: (payment?.allocations ?? []).map((a) => ({
        billNo: a.billNo,
        billDate: a.billDate,
        amount: fromPaise(a.amountPaise),
      })),
      createdDate: entry.dateTime,
    }
  })
  return { openingPaise, rows }
}
