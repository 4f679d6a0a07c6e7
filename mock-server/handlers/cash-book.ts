import {
  bookClosing,
  CASH_BANK_ENTRY_TYPE,
  CASH_BANK_ENTRY_TYPES,
  cashOutProblem,
  countTotal,
  type DenominationCount,
  MONEY_MESSAGES,
  PARTY_TYPE,
  PAYMENT_MODE,
  TRANSACTION_TYPE,
  WALLET_DAY_STATUS,
  WALLET_MESSAGES,
  type WalletBook,
} from '../../contracts'
import { badRequest, refused } from '../errors'
import type { CashBankEntryRecord, WalletDayRecord } from '../store/money-rows'
import type { MarketRecord } from '../store/rows'
import { type Store, walletDayKey } from '../store/store'
import { indexKey } from '../store/table'
import { mainBankAccount } from './bank-account'
import {
  entryReversal,
  expenseReversal,
  gateFeeReversal,
  laterReversal,
  paymentReversal,
} from './cancellation'
import { sortedList } from './list-query'

/**
 * Every movement of a market's money, derived from its documents: receipts and payments, expenses,
 * the gate's entry fees and the manual Cash & Bank entries, plus the cash book's own rows (the first
 * wallet day's opening count, each closed day's variance). Cash movements of documents are the
 * wallet's; the book's own rows are not, so a market's cash book always ends where its wallet does.
 */

/** The cash book's key; a bank account's book is its key, online money without an account this one. */
export const CASH_BOOK = ''
export const UNASSIGNED_BANK_BOOK = 'bank'

export interface Movement {
  rowKeyID: string
  date: string
  /** Orders the movements of a day: the opening first, the variance last, documents as made. */
  order: 0 | 1 | 2
  dateTime: string
  voucherNo: string
  source: string
  particulars: string
  paymentMode: 1 | 2
  bookKeyID: string
  inPaise: number
  outPaise: number
  documentKeyID: string
  /** A cash document's movement: it counts in the wallet day's in and out. */
  inWallet: boolean
}

const partyName = (store: Store, partyType: number, key: string) =>
  partyType === PARTY_TYPE.Farmer
    ? (store.farmers.get(key)?.farmerName ?? '')
    : (store.buyers.get(key)?.firmName ?? '')

const entryTypeLabel = (type: number) => CASH_BANK_ENTRY_TYPES.find((t) => t.value === type)?.label ?? ''

const bookOf = (mode: number, bankAccountKeyID: string) =>
  mode === PAYMENT_MODE.Cash ? CASH_BOOK : bankAccountKeyID || UNASSIGNED_BANK_BOOK

interface Sources {
  payments: ReturnType<Store['payments']['lookup']>
  expenses: ReturnType<Store['expenses']['lookup']>
  entries: ReturnType<Store['cashBankEntries']['lookup']>
  vehicles: ReturnType<Store['vehicleEntries']['lookup']>
}

/** The two sides of a manual entry: which books it moves, in or out. */
function entrySides(entry: Readonly<CashBankEntryRecord>): { book: string; in: boolean }[] {
  const bank = entry.bankAccountKeyID || CASH_BOOK
  switch (entry.entryType) {
    case CASH_BANK_ENTRY_TYPE.Deposit:
      return [
        { book: CASH_BOOK, in: false },
        { book: bank, in: true },
      ]
    case CASH_BANK_ENTRY_TYPE.Withdrawal:
      return [
        { book: bank, in: false },
        { book: CASH_BOOK, in: true },
      ]
    case CASH_BANK_ENTRY_TYPE.Drawings:
    case CASH_BANK_ENTRY_TYPE.BankCharges:
      return [{ book: bank, in: false }]
    default:
      return [{ book: bank, in: true }]
  }
}

/**
 * A document's movement, and when it was cancelled on a later day its reverse on that day. One
 * cancelled on its own day moved nothing. A cancelled document never counts in a drawer: cash can be
 * cancelled only while its own wallet day is open, whose count then no longer holds it.
 */
function pushDocument(moves: Movement[], move: Movement, reversal: string | null, reason: string): void {
  const later = laterReversal(move.date, reversal)
  if (reversal !== null && later === null) return
  moves.push(reversal === null ? move : { ...move, inWallet: false })
  if (later === null) return
  moves.push({
    ...move,
    rowKeyID: `${move.rowKeyID}:C`,
    date: later,
    dateTime: later,
    voucherNo: `${move.voucherNo}/C`,
    particulars: `Cancelled: ${reason}`,
    inPaise: move.outPaise,
    outPaise: move.inPaise,
    inWallet: false,
  })
}

function documentMovements(store: Store, { payments, expenses, entries, vehicles }: Sources): Movement[] {
  const moves: Movement[] = []
  for (const p of payments) {
    const inward = p.transactionType === TRANSACTION_TYPE.Credit
    const book = bookOf(p.paymentMode, p.bankAccountKeyID)
    pushDocument(
      moves,
      {
        rowKeyID: p.paymentKeyID,
        date: p.paymentDate,
        order: 1,
        dateTime: p.createdDate,
        voucherNo: p.voucherNo,
        source: inward ? 'Receipt' : 'Payment',
        particulars: partyName(store, p.partyType, p.partyKeyID),
        paymentMode: p.paymentMode,
        bookKeyID: book,
        inPaise: inward ? p.amountPaise : 0,
        outPaise: inward ? 0 : p.amountPaise,
        documentKeyID: p.paymentKeyID,
        inWallet: book === CASH_BOOK,
      },
      paymentReversal(p),
      p.cancelReason,
    )
  }
  for (const e of expenses) {
    const book = bookOf(e.paymentMode, e.bankAccountKeyID)
    const category = store.expenseCategories.in(e.companyKeyID, e.categoryKeyID)?.categoryName ?? ''
    pushDocument(
      moves,
      {
        rowKeyID: e.expenseKeyID,
        date: e.expenseDate,
        order: 1,
        dateTime: e.createdDate,
        voucherNo: e.expenseNo,
        source: 'Expense',
        particulars: e.paidTo ? `${category}: ${e.paidTo}` : category,
        paymentMode: e.paymentMode,
        bookKeyID: book,
        inPaise: 0,
        outPaise: e.amountPaise,
        documentKeyID: e.expenseKeyID,
        inWallet: book === CASH_BOOK,
      },
      expenseReversal(e),
      e.cancelReason,
    )
  }
  // An entry recorded before the gate kept its account: the market's main account, as it would be now.
  const mainAccounts = new Map<string, string>()
  const mainOf = (v: (typeof vehicles)[number]) => {
    const key = `${v.companyKeyID}:${v.marketKeyID}`
    if (!mainAccounts.has(key)) mainAccounts.set(key, mainBankAccount(store, v.companyKeyID, v.marketKeyID))
    return mainAccounts.get(key)!
  }
  for (const v of vehicles) {
    if (v.entryFeePaise <= 0) continue
    const book = bookOf(v.entryFeeMode, v.bankAccountKeyID ?? mainOf(v))
    pushDocument(
      moves,
      {
        rowKeyID: v.vehicleEntryKeyID,
        date: v.entryDate,
        order: 1,
        dateTime: v.entryDateTime,
        voucherNo: `Entry ${v.entryNo}`,
        source: 'Entry fee',
        particulars: v.vehicleNo,
        paymentMode: v.entryFeeMode,
        bookKeyID: book,
        inPaise: v.entryFeePaise,
        outPaise: 0,
        documentKeyID: v.vehicleEntryKeyID,
        inWallet: book === CASH_BOOK,
      },
      gateFeeReversal(v),
      v.cancelReason,
    )
  }
  for (const entry of entries) {
    for (const side of entrySides(entry)) {
      pushDocument(
        moves,
        {
          rowKeyID: `${entry.cashBankEntryKeyID}:${side.book}`,
          date: entry.entryDate,
          order: entry.entryType === CASH_BANK_ENTRY_TYPE.OpeningBalance ? 0 : 1,
          dateTime: entry.createdDate,
          voucherNo: entry.voucherNo,
          source: entryTypeLabel(entry.entryType),
          particulars: entry.narration,
          paymentMode: side.book === CASH_BOOK ? PAYMENT_MODE.Cash : PAYMENT_MODE.Online,
          bookKeyID: side.book,
          inPaise: side.in ? entry.amountPaise : 0,
          outPaise: side.in ? 0 : entry.amountPaise,
          documentKeyID: entry.cashBankEntryKeyID,
          inWallet: side.book === CASH_BOOK,
        },
        entryReversal(entry),
        entry.cancelReason,
      )
    }
  }
  return moves
}

const byTime = (a: Movement, b: Movement) =>
  a.date.localeCompare(b.date) ||
  a.order - b.order ||
  a.dateTime.localeCompare(b.dateTime) ||
  a.rowKeyID.localeCompare(b.rowKeyID)

/** The wallet movements of one market day (cash documents only), in the order they were made. */
export function dayMovements(store: Store, marketKeyID: string, date: string): Movement[] {
  const day = indexKey(marketKeyID, date)
  return documentMovements(store, {
    payments: store.payments.lookup('marketDay', day),
    expenses: store.expenses.lookup('marketDay', day),
    entries: store.cashBankEntries.lookup('marketDay', day),
    vehicles: store.vehicleEntries.lookup('marketDay', day),
  })
    .filter((m) => m.inWallet)
    .sort(byTime)
}

export const walletDayOf = (store: Store, marketKeyID: string, date: string) =>
  store.walletDays.get(walletDayKey(marketKeyID, date))

/** A wallet day's book: its opening count, and the cash in and out of its movements. */
export function walletBookOf(
  day: Pick<WalletDayRecord, 'openingCount'>,
  movements: readonly Movement[],
): WalletBook {
  let cashIn = 0
  let cashOut = 0
  for (const m of movements) {
    cashIn += m.inPaise
    cashOut += m.outPaise
  }
  return { opening: countTotal(day.openingCount), cashIn, cashOut }
}

/**
 * Every movement of the market in time order, with the cash book's own rows, remembered for the
 * store's version: the ledger pages through it without recomputing.
 */
export function marketMovements(store: Store, marketKeyID: string): readonly Movement[] {
  return sortedList(store, ['marketMovements', marketKeyID], () => {
    const moves = documentMovements(store, {
      payments: store.payments.lookup('market', marketKeyID),
      expenses: store.expenses.lookup('market', marketKeyID),
      entries: store.cashBankEntries.lookup('market', marketKeyID),
      vehicles: store.vehicleEntries.lookup('market', marketKeyID),
    })
    const days = store.walletDays
      .lookup('market', marketKeyID)
      .sort((a, b) => a.walletDate.localeCompare(b.walletDate))
    const walletMoves = new Map<string, WalletBook>()
    for (const m of moves) {
      if (!m.inWallet) continue
      const book = walletMoves.get(m.date) ?? { opening: 0, cashIn: 0, cashOut: 0 }
      book.cashIn += m.inPaise
      book.cashOut += m.outPaise
      walletMoves.set(m.date, book)
    }
    const first = days[0]
    if (first) {
      moves.push({
        ...bookRow(first, 'opening'),
        order: 0,
        source: 'Opening balance',
        particulars: 'Opening note count',
        inPaise: countTotal(first.openingCount),
        outPaise: 0,
      })
    }
    for (const day of days) {
      if (day.status !== WALLET_DAY_STATUS.Closed) continue
      const moved = walletMoves.get(day.walletDate) ?? { opening: 0, cashIn: 0, cashOut: 0 }
      const variance =
        countTotal(day.closingCount) - bookClosing({ ...moved, opening: countTotal(day.openingCount) })
      if (variance === 0) continue
      moves.push({
        ...bookRow(day, 'variance'),
        order: 2,
        source: 'Wallet variance',
        particulars: day.varianceReason,
        inPaise: Math.max(variance, 0),
        outPaise: Math.max(-variance, 0),
      })
    }
    return moves.sort(byTime)
  })
}

function bookRow(day: Readonly<WalletDayRecord>, kind: string) {
  return {
    rowKeyID: `${walletDayKey(day.marketKeyID, day.walletDate)}:${kind}`,
    date: day.walletDate,
    dateTime: kind === 'opening' ? day.openedOn : day.closedOn,
    voucherNo: '',
    paymentMode: PAYMENT_MODE.Cash,
    bookKeyID: CASH_BOOK,
    documentKeyID: '',
    inWallet: false,
  }
}

/**
 * Cash dated `date` may move only while that wallet day is open, and what goes out can't take the
 * day's book below zero. `outPaise` is what this change takes out of the drawer (0 for cash coming in).
 */
export function assertCashDay(
  store: Store,
  market: Readonly<MarketRecord>,
  date: string,
  outPaise: number,
): void {
  const day = walletDayOf(store, market.marketKeyID, date)
  const shown = displayDate(date)
  if (day?.status === WALLET_DAY_STATUS.Closed) throw refused(MONEY_MESSAGES.walletClosed(shown))
  if (!day) throw refused(MONEY_MESSAGES.walletNotOpen(shown))
  if (outPaise <= 0) return
  const book = bookClosing(walletBookOf(day, dayMovements(store, market.marketKeyID, date)))
  const problem = cashOutProblem(book, outPaise)
  if (problem) throw refused(problem)
}

/** The gate takes entry fees whether or not the drawer was opened, but never on a closed day. */
export function assertDayNotClosed(store: Store, marketKeyID: string, date: string): void {
  if (walletDayOf(store, marketKeyID, date)?.status === WALLET_DAY_STATUS.Closed)
    throw refused(MONEY_MESSAGES.walletClosed(displayDate(date)))
}

/** dd-MM-yyyy, as the screens show dates. */
export const displayDate = (date: string) => date.split('-').reverse().join('-')

/** A note count names only the firm's active denominations (the currency master's). */
export function assertDenominations(
  store: Store,
  companyKeyID: string,
  field: string,
  lines: readonly DenominationCount[],
): void {
  const active = new Set(store.currencies.of(companyKeyID, (c) => c.isActive).map((c) => c.denomination))
  lines.forEach((line, i) => {
    if (!active.has(line.denomination))
      throw badRequest(`${field}.${i}.denomination`, WALLET_MESSAGES.denominationNotActive)
  })
}
