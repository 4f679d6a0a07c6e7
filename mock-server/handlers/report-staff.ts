import {
  type AccountantReportRow,
  AUCTION_LINE_STATUS,
  BILL_STATUS,
  countTotal,
  type EmployeeReportRow,
  fromPaise,
  PAYMENT_MODE,
  TOKEN_STATUS,
  TRANSACTION_TYPE,
  TROLLEY_AUCTION_STATUS,
  VEHICLE_ENTRY_STATUS,
  VOUCHER_STATUS,
  WALLET_DAY_STATUS,
  walletVariance,
} from '../../contracts'
import type { Store } from '../store/store'
import { dayMovements, walletBookOf } from './cash-book'
import type { MarketDocuments } from './report-index'

/**
 * What the staff did in a market over a period, credited to the user each document records (who made
 * it, or last changed it: a cancellation is the canceller's).
 */

export interface StaffFilters {
  companyKeyID: string
  fromDate: string
  toDate: string
  roleTypeID: number | null
  employeeKeyID: string
}

interface Person {
  employeeKeyID: string
  employeeName: string
  roleTypeID: number
  roleName: string
  mobileNo: string
  isActive: boolean
}

/** The firm's employee behind a document's user key, if the filters keep them. */
function personOf(store: Store, userKeyID: string, filters: StaffFilters): Person | null {
  const employee = store.employees.get(userKeyID)
  if (employee?.companyKeyID !== filters.companyKeyID) return null
  if (filters.employeeKeyID && employee.employeeKeyID !== filters.employeeKeyID) return null
  if (filters.roleTypeID && employee.roleTypeID !== filters.roleTypeID) return null
  return {
    employeeKeyID: employee.employeeKeyID,
    employeeName: employee.employeeName,
    roleTypeID: employee.roleTypeID,
    roleName: store.roles.in(filters.companyKeyID, employee.roleTypeID)?.roleName ?? '',
    mobileNo: employee.mobileNo,
    isActive: employee.isActive,
  }
}

/** Rows keyed by user, created on a user's first document; `lastActivity` follows the latest one. */
function perPerson<Row extends { createdDate: string }>(
  store: Store,
  filters: StaffFilters,
  blank: (person: Person) => Row,
) {
  const rows = new Map<string, Row>()
  return {
    rows,
    of(userKeyID: string, createdDate: string): Row | null {
      let row = rows.get(userKeyID)
      if (!row) {
        const person = personOf(store, userKeyID, filters)
        if (!person) return null
        row = blank(person)
        rows.set(userKeyID, row)
      }
      if (createdDate > row.createdDate) row.createdDate = createdDate
      return row
    },
  }
}

export function employeeReportRows(
  store: Store,
  documents: MarketDocuments,
  filters: StaffFilters,
): EmployeeReportRow[] {
  const { fromDate, toDate } = filters
  const staff = perPerson<EmployeeReportRow>(store, filters, (p) => ({
    ...p,
    vehicleEntries: 0,
    tokens: 0,
    auctionLines: 0,
    bills: 0,
    cancellations: 0,
    createdDate: '',
  }))
  const count = (
    userKeyID: string,
    createdDate: string,
    column: 'vehicleEntries' | 'tokens' | 'auctionLines' | 'bills',
    cancelled: boolean,
  ) => {
    const row = staff.of(userKeyID, createdDate)
    if (!row) return
    row[column] += 1
    if (cancelled) row.cancellations += 1
  }
  for (const e of documents.vehicleEntries.between(fromDate, toDate))
    count(e.userKeyID, e.entryDateTime, 'vehicleEntries', e.status === VEHICLE_ENTRY_STATUS.Cancelled)
  for (const t of documents.tokens.between(fromDate, toDate))
    count(t.userKeyID, t.createdDate, 'tokens', t.status === TOKEN_STATUS.Cancelled)
  for (const l of documents.auctionLines.between(fromDate, toDate))
    count(l.userKeyID, l.auctionDateTime, 'auctionLines', l.status === AUCTION_LINE_STATUS.Cancelled)
  for (const l of documents.trolleyLots.between(fromDate, toDate))
    count(l.userKeyID, l.auctionDateTime, 'auctionLines', l.status === TROLLEY_AUCTION_STATUS.Cancelled)
  for (const b of [
    ...documents.pattis.between(fromDate, toDate),
    ...documents.invoices.between(fromDate, toDate),
  ])
    count(b.userKeyID, b.createdDate, 'bills', b.status === BILL_STATUS.Cancelled)
  return [...staff.rows.values()]
}

const MONEY_COLUMNS = [
  'billAmount',
  'cashReceipts',
  'onlineReceipts',
  'cashPayments',
  'onlinePayments',
  'expenses',
  'walletVariance',
] as const
type MoneyColumn = (typeof MONEY_COLUMNS)[number]

export function accountantReportRows(
  store: Store,
  documents: MarketDocuments,
  marketKeyID: string,
  filters: StaffFilters,
): AccountantReportRow[] {
  const { fromDate, toDate } = filters
  const paise = new Map<string, Record<MoneyColumn, number>>()
  const staff = perPerson<AccountantReportRow>(store, filters, (p) => ({
    employeeKeyID: p.employeeKeyID,
    employeeName: p.employeeName,
    roleTypeID: p.roleTypeID,
    roleName: p.roleName,
    bills: 0,
    billAmount: 0,
    cashReceipts: 0,
    onlineReceipts: 0,
    cashPayments: 0,
    onlinePayments: 0,
    expenses: 0,
    walletVariance: 0,
    createdDate: '',
  }))
  const add = (userKeyID: string, createdDate: string, column: MoneyColumn, amount: number) => {
    const row = staff.of(userKeyID, createdDate)
    if (!row) return null
    const sums =
      paise.get(userKeyID) ??
      (Object.fromEntries(MONEY_COLUMNS.map((c) => [c, 0])) as Record<MoneyColumn, number>)
    sums[column] += amount
    paise.set(userKeyID, sums)
    return row
  }
  for (const b of [
    ...documents.pattis.between(fromDate, toDate),
    ...documents.invoices.between(fromDate, toDate),
  ]) {
    if (b.status === BILL_STATUS.Cancelled) continue
    const row = add(b.userKeyID, b.createdDate, 'billAmount', b.finalPaise)
    if (row) row.bills += 1
  }
  for (const p of documents.payments.between(fromDate, toDate)) {
    if (p.status !== VOUCHER_STATUS.Active) continue
    const inward = p.transactionType === TRANSACTION_TYPE.Credit
    const cash = p.paymentMode === PAYMENT_MODE.Cash
    const column = inward
      ? cash
        ? 'cashReceipts'
        : 'onlineReceipts'
      : cash
        ? 'cashPayments'
        : 'onlinePayments'
    add(p.userKeyID, p.createdDate, column, p.amountPaise)
  }
  for (const e of documents.expenses.between(fromDate, toDate)) {
    if (e.status === VOUCHER_STATUS.Active) add(e.userKeyID, e.createdDate, 'expenses', e.amountPaise)
  }
  for (const day of documents.walletDays.between(fromDate, toDate)) {
    if (day.status !== WALLET_DAY_STATUS.Closed) continue
    const book = walletBookOf(day, dayMovements(store, marketKeyID, day.walletDate))
    add(day.userKeyID, day.closedOn, 'walletVariance', walletVariance(countTotal(day.closingCount), book))
  }
  return [...staff.rows.values()].map((row) => {
    const sums = paise.get(row.employeeKeyID)!
    return {
      ...row,
      ...Object.fromEntries(Object.entries(sums).map(([column, total]) => [column, fromPaise(total)])),
    }
  })
}
