import {
  BILL_STATUS,
  type FarmerDetailRow,
  type FarmerReportRow,
  farmerRowFigures,
  fromPaise,
  PARTY_TYPE,
  pattiDeductions,
  runningBalances,
  TOKEN_STATUS,
  TRANSACTION_TYPE,
  tokenLabel,
} from '../../contracts'
import { shiftDate } from '../context'
import type { PaymentRecord } from '../store/money-rows'
import type { FarmerBillRecord } from '../store/rows'
import type { Store } from '../store/store'
import { billReversal, countedIn, countIn, paymentReversal, statementDays } from './cancellation'
import { type MarketDocuments, tokenCrates } from './report-index'

const billDay = (bill: Readonly<FarmerBillRecord>) => bill.billDate
const paymentDay = (payment: Readonly<PaymentRecord>) => payment.paymentDate

/**
 * The farmer side of the reports: what farmers brought, what their pattis credited them, what we paid
 * them, and what we still owe. Money in paise until the rows are answered.
 */

/** A farmer's payment as it moves the balance we owe: a payment out lowers it, money back raises it. */
export const paidPaise = (payment: Readonly<PaymentRecord>) =>
  payment.transactionType === TRANSACTION_TYPE.Debit ? payment.amountPaise : -payment.amountPaise

const isFarmerPayment = (p: Readonly<PaymentRecord>) => p.partyType === PARTY_TYPE.Farmer

export interface FarmerReportFilters {
  companyKeyID: string
  fromDate: string
  toDate: string
  talukaID: number | null
  village: string
  productID: number | null
  withBalance: boolean
}

interface Tally {
  tokens: number
  crates: number
  kgHundredths: number
  gross: number
  services: Map<number, { serviceName: string; amount: number }>
  other: number
  roundOff: number
  waived: number
  paid: number
  lastActivity: string
}

/** The farmers a product filter lists: those with a token of it or a patti holding it in the period. */
function broughtProduct(documents: MarketDocuments, fromDate: string, toDate: string, productID: number) {
  const farmers = new Set<string>()
  for (const token of documents.tokens.between(fromDate, toDate))
    if (token.status !== TOKEN_STATUS.Cancelled && token.productID === productID)
      farmers.add(token.farmerKeyID)
  for (const bill of documents.pattis.between(fromDate, toDate))
    if (bill.status === BILL_STATUS.Active && bill.lines.some((line) => line.productID === productID))
      farmers.add(bill.farmerKeyID)
  return farmers
}

/**
 * One row per farmer with a token, a patti or a payment in the period (narrowed by the filters). A
 * product filter chooses the farmers and counts only that product's tokens and crates; their money
 * stays whole, so the row still adds up to the balance we owe them.
 */
export function farmerReportRows(
  store: Store,
  documents: MarketDocuments,
  filters: FarmerReportFilters,
): FarmerReportRow[] {
  const { fromDate, toDate, productID } = filters
  const brought = productID === null ? null : broughtProduct(documents, fromDate, toDate, productID)
  const tallies = new Map<string, Tally>()
  const tallyOf = (farmerKeyID: string, createdDate: string) => {
    let tally = tallies.get(farmerKeyID)
    if (!tally) {
      tally = {
        tokens: 0,
        crates: 0,
        kgHundredths: 0,
        gross: 0,
        services: new Map(),
        other: 0,
        roundOff: 0,
        waived: 0,
        paid: 0,
        lastActivity: '',
      }
      tallies.set(farmerKeyID, tally)
    }
    if (createdDate > tally.lastActivity) tally.lastActivity = createdDate
    return tally
  }
  const listed = (farmerKeyID: string) => brought === null || brought.has(farmerKeyID)
  for (const token of documents.tokens.between(fromDate, toDate)) {
    if (token.status === TOKEN_STATUS.Cancelled || (productID !== null && token.productID !== productID))
      continue
    const tally = tallyOf(token.farmerKeyID, token.createdDate)
    tally.tokens += 1
    tally.crates += tokenCrates(token)
  }
  for (const { row: bill, sign } of countedIn(documents.pattis, billDay, billReversal, fromDate, toDate)) {
    if (!listed(bill.farmerKeyID)) continue
    const tally = tallyOf(bill.farmerKeyID, bill.createdDate)
    tally.kgHundredths += sign * bill.totalKgHundredths
    tally.gross += sign * bill.grossPaise
    const deductions = pattiDeductions(bill)
    tally.other += sign * deductions.other
    tally.roundOff += sign * deductions.roundOff
    tally.waived += sign * deductions.waived
    for (const line of bill.serviceLines) {
      const service = tally.services.get(line.serviceID)
      if (service) service.amount += sign * line.amount
      else tally.services.set(line.serviceID, { serviceName: line.serviceName, amount: sign * line.amount })
    }
  }
  const payments = countedIn(documents.payments, paymentDay, paymentReversal, fromDate, toDate)
  for (const { row: payment, sign } of payments) {
    if (!isFarmerPayment(payment) || !listed(payment.partyKeyID)) continue
    tallyOf(payment.partyKeyID, payment.createdDate).paid += sign * paidPaise(payment)
  }
  const openings = fromDate ? farmerBalances(documents, shiftDate(fromDate, -1)) : new Map<string, number>()
  const village = filters.village.toLowerCase()
  const rows: FarmerReportRow[] = []
  for (const [farmerKeyID, tally] of tallies) {
    const farmer = store.farmers.get(farmerKeyID)
    if (farmer?.companyKeyID !== filters.companyKeyID) continue
    if (filters.talukaID && farmer.talukaID !== filters.talukaID) continue
    if (village && farmer.village.toLowerCase() !== village) continue
    const services = [...tally.services].sort(([a], [b]) => a - b)
    const opening = openings.get(farmerKeyID) ?? 0
    const figures = farmerRowFigures({
      opening,
      gross: tally.gross,
      services: services.map(([, s]) => s.amount),
      other: tally.other,
      roundOff: tally.roundOff,
      waived: tally.waived,
      paid: tally.paid,
    })
    if (filters.withBalance && figures.balance === 0) continue
    rows.push({
      farmerKeyID,
      farmerCode: farmer.farmerCode,
      farmerName: farmer.farmerName,
      village: farmer.village,
      tokens: tally.tokens,
      crates: tally.crates,
      quintals: tally.kgHundredths / 10_000,
      opening: fromPaise(opening),
      gross: fromPaise(tally.gross),
      serviceDeductions: services.map(([serviceID, s]) => ({
        serviceID,
        serviceName: s.serviceName,
        amount: fromPaise(s.amount),
      })),
      otherDeductions: fromPaise(tally.other),
      roundOff: fromPaise(tally.roundOff),
      waived: fromPaise(tally.waived),
      deductions: fromPaise(figures.deductions),
      net: fromPaise(figures.net),
      paid: fromPaise(tally.paid),
      balance: fromPaise(figures.balance),
      createdDate: tally.lastActivity,
    })
  }
  return rows
}

/**
 * What we owe each farmer at the end of `toDate` ('' for today and on): every patti up to then, less
 * every payment, leaving out those cancelled by then. The Farmer Report's opening and balance and the
 * dashboard's "owed to farmers" all come from here.
 */
export function farmerBalances(documents: MarketDocuments, toDate: string): Map<string, number> {
  const balances = new Map<string, number>()
  const add = (farmerKeyID: string, paise: number) =>
    balances.set(farmerKeyID, (balances.get(farmerKeyID) ?? 0) + paise)
  for (const bill of documents.pattis.between('', toDate)) {
    add(bill.farmerKeyID, countIn(bill.billDate, billReversal(bill), '', toDate) * bill.finalPaise)
  }
  for (const payment of documents.payments.between('', toDate)) {
    if (isFarmerPayment(payment))
      add(
        payment.partyKeyID,
        -countIn(payment.paymentDate, paymentReversal(payment), '', toDate) * paidPaise(payment),
      )
  }
  return balances
}

/**
 * What the market owes its farmers today: the Farmer Report's balance over all dates. Payments not
 * set against a patti (an advance) lower it too, so it is not the pattis' unpaid parts.
 */
export const owedToFarmersPaise = (documents: MarketDocuments): number =>
  [...farmerBalances(documents, '').values()].reduce((sum, paise) => sum + paise, 0)

/** Service deductions as totals columns `service<ID>`, besides the named columns. */
export function serviceTotals(rows: readonly FarmerReportRow[]): Record<string, number> {
  const paise = new Map<number, number>()
  for (const row of rows) {
    for (const s of row.serviceDeductions)
      paise.set(s.serviceID, (paise.get(s.serviceID) ?? 0) + Math.round(s.amount * 100))
  }
  return Object.fromEntries([...paise].map(([id, total]) => [`service${id}`, fromPaise(total)]))
}

export interface FarmerStatement {
  openingPaise: number
  rows: FarmerDetailRow[]
}

/** One farmer's pattis and payments of the period in date order, with what we owe after each. */
export function farmerStatement(
  documents: MarketDocuments,
  farmerKeyID: string,
  fromDate: string,
  toDate: string,
): FarmerStatement {
  let openingPaise = 0
  const events: {
    date: string
    createdDate: string
    net: number
    paid: number
    row: () => Omit<FarmerDetailRow, 'balance' | 'rowKeyID'>
  }[] = []
  // A document cancelled on a later day shows on its own day and, with its figures negated and "/C"
  // after its number, on the day it was cancelled.
  const shown = (date: string, sign: 1 | -1, made: string) => ({
    date,
    createdDate: sign === 1 ? made : date,
    suffix: sign === 1 ? '' : '/C',
  })
  for (const bill of documents.pattis.between('', toDate)) {
    if (bill.farmerKeyID !== farmerKeyID) continue
    for (const { date, sign } of statementDays(bill.billDate, billReversal(bill), toDate)) {
      if (date < fromDate) {
        openingPaise += sign * bill.finalPaise
        continue
      }
      const { createdDate, suffix } = shown(date, sign, bill.createdDate)
      events.push({
        date,
        createdDate,
        net: sign * bill.finalPaise,
        paid: 0,
        row: () => ({
          kind: 'Patti',
          date,
          documentNo: bill.billNo + suffix,
          documentKeyID: bill.farmerBillKeyID,
          tokenNos: [...new Set(bill.lines.map((l) => tokenLabel(l.tokenNo)))].join(', '),
          crates: sign * bill.totalCrates,
          kg: (sign * bill.totalKgHundredths) / 100,
          gross: fromPaise(sign * bill.grossPaise),
          deductions: fromPaise(sign * (bill.grossPaise - bill.finalPaise)),
          net: fromPaise(sign * bill.finalPaise),
          payment: 0,
          lines: sign === -1 ? [] : pattiLines(bill),
          createdDate,
        }),
      })
    }
  }
  for (const payment of documents.payments.between('', toDate)) {
    if (!isFarmerPayment(payment) || payment.partyKeyID !== farmerKeyID) continue
    for (const { date, sign } of statementDays(payment.paymentDate, paymentReversal(payment), toDate)) {
      if (date < fromDate) {
        openingPaise -= sign * paidPaise(payment)
        continue
      }
      const { createdDate, suffix } = shown(date, sign, payment.createdDate)
      events.push({
        date,
        createdDate,
        net: 0,
        paid: sign * paidPaise(payment),
        row: () => ({
          kind: 'Payment',
          date,
          documentNo: payment.voucherNo + suffix,
          documentKeyID: payment.paymentKeyID,
          tokenNos: '',
          crates: 0,
          kg: 0,
          gross: 0,
          deductions: 0,
          net: 0,
          payment: fromPaise(sign * paidPaise(payment)),
          lines: [],
          createdDate,
        }),
      })
    }
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.createdDate.localeCompare(b.createdDate))
  const balances = runningBalances(openingPaise, events, (e) => e.net - e.paid)
  return {
    openingPaise,
    rows: events.map((event, i) => ({
      // The place in the statement keeps rows of one day in the order they happened, whatever the sort.
      rowKeyID: String(i).padStart(9, '0'),
      ...event.row(),
      balance: fromPaise(balances[i]!),
    })),
  }
}

const pattiLines = (bill: Readonly<FarmerBillRecord>) =>
  bill.lines.map((l) => ({
    tokenNo: l.tokenNo,
    productName: l.productName,
    gradeName: l.gradeName,
    partyName: l.buyerName,
    crates: l.crates,
    kg: l.weighedKg ?? l.crates * l.crateCapacityKg,
    rate: fromPaise(l.ratePaise),
    rateUnit: l.rateUnit,
    amount: fromPaise(l.amountPaise),
  }))
