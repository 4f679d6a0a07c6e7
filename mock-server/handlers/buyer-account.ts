import {
  type DueBill,
  type DueCredit,
  type Dues,
  type DuesFigures,
  duesOn,
  fromPaise,
  PAYMENT_MODES,
  TRANSACTION_TYPE,
  toPaise,
} from '../../contracts'
import { istDate } from '../context'
import type { BuyerRecord } from '../store/rows'
import type { Store } from '../store/store'
import { billReversal, paymentReversal, statementDays } from './cancellation'

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
  /** Takes back a document cancelled on a later day than its own ("/C" after its number). */
  reversal: boolean
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
  // A document cancelled on a later day shows on its own day and, reversed, on the day it was cancelled.
  const push = (entry: AccountEntry, reversal: string | null, reason: string) => {
    for (const { date, sign } of statementDays(entry.date, reversal, '')) {
      if (sign === 1) entries.push(entry)
      else
        entries.push({
          ...entry,
          date,
          dateTime: date,
          voucherNo: `${entry.voucherNo}/C`,
          particulars: `Cancelled: ${reason}`,
          debit: entry.credit,
          credit: entry.debit,
          dueDate: '',
          reversal: true,
        })
    }
  }
  for (const bill of store.buyerBills.lookup('buyer', buyer.buyerKeyID)) {
    if (marketKeyID && bill.marketKeyID !== marketKeyID) continue
    const entry = {
      date: bill.billDate,
      dateTime: bill.createdDate,
      voucherNo: bill.billNo,
      particulars: bill.isGroup ? `Invoice for ${bill.fromDate} to ${bill.toDate}` : 'Invoice',
      debit: bill.finalPaise,
      credit: 0,
      documentKeyID: bill.buyerBillKeyID,
      dueDate: bill.dueDate,
      reversal: false,
    }
    push(entry, billReversal(bill), bill.cancelReason)
  }
  for (const receipt of store.payments.lookup('party', buyer.buyerKeyID)) {
    if (marketKeyID && receipt.marketKeyID !== marketKeyID) continue
    const via = receipt.onlineSubMode
      ? `${receipt.onlineSubMode} ${receipt.referenceNo}`
      : modeLabel(receipt.paymentMode)
    const inward = receipt.transactionType === TRANSACTION_TYPE.Credit
    const entry = {
      date: receipt.paymentDate,
      dateTime: receipt.createdDate,
      voucherNo: receipt.voucherNo,
      particulars: `${inward ? 'Receipt' : 'Payment'} (${via.trim()})`,
      debit: inward ? 0 : receipt.amountPaise,
      credit: inward ? receipt.amountPaise : 0,
      documentKeyID: receipt.paymentKeyID,
      dueDate: '',
      reversal: false,
    }
    push(entry, paymentReversal(receipt), receipt.cancelReason)
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
  /** What the account stands at, paise: positive the buyer owes, negative the buyer is in credit. */
  balance: number
  dues: Dues<DueEntry>
  oldestDueDate: string
}

type DueEntry = DueBill & { documentKeyID: string }

/**
 * Where the account stands at the end of `asOf`: its balance and its dues (contracts' duesOn): every
 * invoice, money paid back and debit brought forward is a bill; every receipt and credit brought
 * forward pays off the oldest first.
 */
export function positionOn(
  buyer: Readonly<BuyerRecord>,
  account: BuyerAccount,
  asOf: string,
): AccountPosition {
  const bills: DueEntry[] = []
  const credits: DueCredit[] = []
  const opened = istDate(buyer.createdDate)
  if (account.broughtForward > 0)
    bills.push({
      key: '',
      billDate: opened,
      dueDate: opened,
      amount: account.broughtForward,
      documentKeyID: '',
    })
  else if (account.broughtForward < 0) credits.push({ date: opened, amount: -account.broughtForward })
  // A document cancelled by then never owed or paid anything: neither it nor its reversal counts.
  const cancelled = new Set(
    account.entries.filter((e) => e.reversal && e.date <= asOf).map((e) => e.documentKeyID),
  )
  for (const entry of account.entries) {
    if (entry.date > asOf) break
    if (cancelled.has(entry.documentKeyID)) continue
    const { date, voucherNo: key, documentKeyID } = entry
    if (entry.debit > 0)
      bills.push({ key, billDate: date, dueDate: entry.dueDate || date, amount: entry.debit, documentKeyID })
    if (entry.credit > 0) credits.push({ date, amount: entry.credit })
  }
  const dues = duesOn(bills, credits, asOf)
  return {
    balance: dues.outstanding - dues.advance,
    dues,
    oldestDueDate: dues.bills.find((bill) => bill.unsettled > 0)?.dueDate ?? '',
  }
}

/** Dues as the contracts carry them: ₹, with the date they are aged on. */
export const duesFigures = ({ asOf, outstanding, advance, overdue, ageing }: Dues): DuesFigures => ({
  asOfDate: asOf,
  outstanding: fromPaise(outstanding),
  advance: fromPaise(advance),
  overdue: fromPaise(overdue),
  days0to7: fromPaise(ageing.days0to7),
  days8to15: fromPaise(ageing.days8to15),
  days16to30: fromPaise(ageing.days16to30),
  over30: fromPaise(ageing.over30),
})
