import {
  type Ageing,
  ageingOf,
  type DueItem,
  daysOverdue,
  PAYMENT_MODES,
  settleOldestFirst,
  toPaise,
} from '../../contracts'
import { istDate } from '../context'
import type { BuyerRecord } from '../store/rows'
import type { Store } from '../store/store'

/**
 * A buyer's account, derived from the documents: invoices owed (debit), receipts paid (credit), in the
 * order they happened. With a market, that market's documents; without one, the firm's, from the
 * balance brought forward on the buyer's master.
 */

export interface AccountEntry {
  date: string
  dateTime: string
  voucherNo: string
  particulars: string
  /** Paise. */
  debit: number
  credit: number
  documentKeyID: string
  /** Invoices only: when they fall due. */
  dueDate: string
}

export interface BuyerAccount {
  /** The balance brought forward on the master (firm-wide only), paise: positive the buyer owes. */
  broughtForward: number
  entries: AccountEntry[]
}

const modeLabel = (mode: number) => PAYMENT_MODES.find((m) => m.value === mode)?.label ?? ''

export function buyerAccount(
  store: Store,
  buyer: Readonly<BuyerRecord>,
  marketKeyID: string | null,
): BuyerAccount {
  const entries: AccountEntry[] = []
  for (const bill of store.buyerBills.lookup('buyer', buyer.buyerKeyID)) {
    if (bill.status !== 1 || (marketKeyID && bill.marketKeyID !== marketKeyID)) continue
    entries.push({
      date: bill.billDate,
      dateTime: bill.createdDate,
      voucherNo: bill.billNo,
      particulars: bill.isGroup ? `Invoice for ${bill.fromDate} to ${bill.toDate}` : 'Invoice',
      debit: bill.totalPaise,
      credit: 0,
      documentKeyID: bill.buyerBillKeyID,
      dueDate: bill.dueDate,
    })
  }
  for (const receipt of store.payments.lookup('party', buyer.buyerKeyID)) {
    if (receipt.status !== 1 || (marketKeyID && receipt.marketKeyID !== marketKeyID)) continue
    const via = receipt.onlineSubMode
      ? `${receipt.onlineSubMode} ${receipt.referenceNo}`
      : modeLabel(receipt.paymentMode)
    const inward = receipt.transactionType === 1
    entries.push({
      date: receipt.paymentDate,
      dateTime: receipt.createdDate,
      voucherNo: receipt.voucherNo,
      particulars: `${inward ? 'Receipt' : 'Payment'} (${via.trim()})`,
      debit: inward ? 0 : receipt.amountPaise,
      credit: inward ? receipt.amountPaise : 0,
      documentKeyID: receipt.paymentKeyID,
      dueDate: '',
    })
  }
  entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.dateTime.localeCompare(b.dateTime) ||
      a.voucherNo.localeCompare(b.voucherNo),
  )
  const opening = toPaise(buyer.openingBalance)
  const broughtForward = marketKeyID ? 0 : buyer.openingBalanceType === 'Receivable' ? opening : -opening
  return { broughtForward, entries }
}

export interface AccountPosition {
  balance: number
  ageing: Ageing
  overdue: number
  oldestDueDate: string
}

/**
 * Where the account stands at the end of `asOf`: its balance, and what is owed aged by due date, money
 * received paying off the oldest amounts first (so the buckets add up to the balance when it is owed).
 */
export function positionOn(
  buyer: Readonly<BuyerRecord>,
  account: BuyerAccount,
  asOf: string,
): AccountPosition {
  const items: DueItem[] = []
  let credit = 0
  if (account.broughtForward > 0)
    items.push({ dueDate: istDate(buyer.createdDate), balance: account.broughtForward })
  else credit -= account.broughtForward
  for (const entry of account.entries) {
    if (entry.date > asOf) break
    if (entry.debit > 0) items.push({ dueDate: entry.dueDate || entry.date, balance: entry.debit })
    credit += entry.credit
  }
  const owed = items.reduce((sum, item) => sum + item.balance, 0)
  const left = settleOldestFirst(items, credit)
  return {
    balance: owed - credit,
    ageing: ageingOf(items, credit, asOf),
    overdue: left.reduce((sum, item) => sum + (daysOverdue(item.dueDate, asOf) > 0 ? item.balance : 0), 0),
    oldestDueDate: left[0]?.dueDate ?? '',
  }
}
