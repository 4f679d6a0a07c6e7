/**
 * Ledgers derived from documents, in integer paise: running balances and the wallet's book for a day.
 * What a party owes and its ageing are dues.ts.
 */

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
