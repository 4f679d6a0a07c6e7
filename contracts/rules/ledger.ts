/**
 * Ledgers derived from documents, in integer paise: running balances, a buyer's outstanding aged by
 * how long it is past due, and the wallet's book for a day.
 */

const DAY_MS = 86_400_000
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

/**
 * The balance after each row, starting from `opening`: `delta` says what a row adds (a buyer's
 * invoice adds, a receipt takes away; cash in adds, cash out takes away).
 */
export function runningBalances<Row>(
  opening: number,
  rows: readonly Row[],
  delta: (row: Row) => number,
): number[] {
  let balance = opening
  return rows.map((row) => {
    balance += delta(row)
    return balance
  })
}

export interface Ageing {
  days0to7: number
  days8to15: number
  days16to30: number
  over30: number
}

export interface DueItem {
  /** YYYY-MM-DD the amount fell due. */
  dueDate: string
  /** Paise still owed on it. */
  balance: number
}

/** The bucket of an amount `daysPastDue` days past its due date; not yet due counts as current (0–7). */
export function ageingBucket(daysPastDue: number): keyof Ageing {
  if (daysPastDue <= 7) return 'days0to7'
  if (daysPastDue <= 15) return 'days8to15'
  if (daysPastDue <= 30) return 'days16to30'
  return 'over30'
}

/**
 * What is left of each amount owed once money received but not allocated to a bill
 * (`unallocatedCredit`: advances, receipts on account) has paid off the oldest first; amounts fully
 * paid off are left out.
 */
export function settleOldestFirst(items: readonly DueItem[], unallocatedCredit: number): DueItem[] {
  let credit = Math.max(0, unallocatedCredit)
  const left: DueItem[] = []
  const oldest = [...items].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))
  for (const item of oldest) {
    const covered = Math.min(credit, Math.max(0, item.balance))
    credit -= covered
    if (item.balance - covered !== 0) left.push({ dueDate: item.dueDate, balance: item.balance - covered })
  }
  return left
}

/**
 * What a buyer owes, by how long it is past due on `asOf`, after unallocated money has paid off the
 * oldest amounts (settleOldestFirst): the buckets add up to the outstanding balance (0 everywhere
 * when the buyer is in credit).
 */
export function ageingOf(items: readonly DueItem[], unallocatedCredit: number, asOf: string): Ageing {
  const ageing: Ageing = { days0to7: 0, days8to15: 0, days16to30: 0, over30: 0 }
  for (const item of settleOldestFirst(items, unallocatedCredit))
    ageing[ageingBucket(daysFrom(item.dueDate, asOf))] += item.balance
  return ageing
}

/** The days an amount due on `dueDate` is overdue on `asOf` (0 when not yet due). */
export const daysOverdue = (dueDate: string, asOf: string): number => Math.max(0, daysFrom(dueDate, asOf))

export interface WalletBook {
  /** The opening note count's value, paise. */
  opening: number
  cashIn: number
  cashOut: number
}

/** The cash the drawer should hold: opening + in − out. */
export const bookClosing = (book: WalletBook): number => book.opening + book.cashIn - book.cashOut

/** Counted cash less the book: positive is cash over, negative is cash short. */
export const walletVariance = (countedPaise: number, book: WalletBook): number =>
  countedPaise - bookClosing(book)
