import { CRATE_DIRECTION } from '../crate'
import { byDateThenNumber } from './document-order'

/** A live crate movement as the rules read it: cancelled ones are no movement at all. */
export interface CrateEntry {
  date: string
  movementNo: string
  direction: number
  quantity: number
  particulars: string
}

/** What a movement adds to the party's balance: out raises it, a return lowers it. */
export const crateDelta = (e: Pick<CrateEntry, 'direction' | 'quantity'>): number =>
  e.direction === CRATE_DIRECTION.Out ? e.quantity : -e.quantity

/** In date order, a day's movements by their number, so the running balance reads as they happened. */
export const byCrateDate = (a: CrateEntry, b: CrateEntry): number =>
  byDateThenNumber([a.date, a.movementNo], [b.date, b.movementNo])

/**
 * The crates still out, by the day they went out, oldest first. Returns settle the oldest crates
 * first, so a party that took 10 on the 1st and 10 on the 5th and returned 12 holds 8 of the 5th's.
 */
export function cratesStillOut(entries: readonly CrateEntry[]): { date: string; quantity: number }[] {
  const sorted = [...entries].sort(byCrateDate)
  let returned = 0
  for (const e of sorted) if (e.direction === CRATE_DIRECTION.In) returned += e.quantity
  const out: { date: string; quantity: number }[] = []
  for (const e of sorted) {
    if (e.direction !== CRATE_DIRECTION.Out) continue
    const settled = Math.min(returned, e.quantity)
    returned -= settled
    if (e.quantity > settled) out.push({ date: e.date, quantity: e.quantity - settled })
  }
  return out
}

/** The day of the oldest crates still out; empty when none are. */
export const oldestOutDate = (entries: readonly CrateEntry[]): string =>
  cratesStillOut(entries)[0]?.date ?? ''

const DAY_MS = 86_400_000

/**
 * The charge for crates kept longer than the firm's N days, at the type's lost value, in paise. A
 * crate out on the 6th is 15 days out on the 21st: charged when N is 14, not yet when N is 15. N = 0
 * means the firm does not charge.
 */
export function overdueCrateCharge(
  entries: readonly CrateEntry[],
  asOf: string,
  days: number,
  lostValuePaise: number,
): { crates: number; amountPaise: number } {
  if (days <= 0) return { crates: 0, amountPaise: 0 }
  const crates = cratesStillOut(entries)
    .filter((o) => (Date.parse(asOf) - Date.parse(o.date)) / DAY_MS > days)
    .reduce((sum, o) => sum + o.quantity, 0)
  return { crates, amountPaise: crates * lostValuePaise }
}

export interface CrateLedgerRow {
  date: string
  movementNo: string
  particulars: string
  outQty: number
  inQty: number
  balance: number
}

/**
 * A party's crate ledger over a period: what was held before it (opening), each movement in it with the
 * balance after it, and what is held at its end (closing). Empty bounds are open.
 */
export function crateLedger(
  entries: readonly CrateEntry[],
  fromDate: string,
  toDate: string,
): { opening: number; rows: CrateLedgerRow[]; closing: number } {
  let balance = 0
  let opening = 0
  const rows: CrateLedgerRow[] = []
  for (const e of [...entries].sort(byCrateDate)) {
    if (toDate && e.date > toDate) break
    balance += crateDelta(e)
    if (fromDate && e.date < fromDate) {
      opening = balance
      continue
    }
    const out = e.direction === CRATE_DIRECTION.Out
    rows.push({
      date: e.date,
      movementNo: e.movementNo,
      particulars: e.particulars,
      outQty: out ? e.quantity : 0,
      inQty: out ? 0 : e.quantity,
      balance,
    })
  }
  return { opening, rows, closing: balance }
}
