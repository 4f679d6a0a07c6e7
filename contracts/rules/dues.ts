import { byDateThenNumber } from './document-order'

/**
 * What a party owes on a date and how old it is, in integer paise. Every screen that shows dues,
 * ageing or overdue derives them here, so the collection register, a statement, the reports, the
 * payment form and the dashboard can never disagree:
 *
 * - only bills and credits dated on or before the date count;
 * - every credit (a receipt allocated to a bill or not, an advance, a credit brought forward) pays
 *   off the oldest bills first, because that is the order a buyer's money is owed in;
 * - what is left of each bill ages by the days since its bill date (0–7, 8–15, 16–30, over 30) and
 *   is overdue once the date is past its due date (bill date + the party's credit days);
 * - credit left over after every bill is paid is an advance: the party owes nothing, so the
 *   outstanding and every bucket are 0 and the buckets always add up to the outstanding.
 */

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

export interface Ageing {
  days0to7: number
  days8to15: number
  days16to30: number
  over30: number
}

export const AGEING_KEYS = ['days0to7', 'days8to15', 'days16to30', 'over30'] as const

/** The bucket of an amount billed `daysOld` days ago. */
export function ageingBucket(daysOld: number): keyof Ageing {
  if (daysOld <= 7) return 'days0to7'
  if (daysOld <= 15) return 'days8to15'
  if (daysOld <= 30) return 'days16to30'
  return 'over30'
}

export interface DueBill {
  /** Tells bills of the same date apart and orders them (the bill number does). */
  key: string
  /** YYYY-MM-DD. */
  billDate: string
  /** YYYY-MM-DD: the bill date plus the party's credit days. */
  dueDate: string
  /** Paise the bill added to what the party owes. */
  amount: number
}

export interface DueCredit {
  /** YYYY-MM-DD. */
  date: string
  /** Paise the party paid or was credited; money paid back to the party is a DueBill instead. */
  amount: number
}

export type BillDues<B extends DueBill = DueBill> = B & {
  /** Paise still owed on the bill once every credit has paid off the oldest bills first. */
  unsettled: number
  /** Days since the bill date. */
  daysOld: number
  /** Days past the due date; 0 while not yet due or once settled. */
  daysOverdue: number
}

export interface Dues<B extends DueBill = DueBill> {
  asOf: string
  /** Paise owed: the bills less every credit, never below 0. Equals the sum of the buckets. */
  outstanding: number
  /** Paise paid beyond every bill: the party is in credit by this much. */
  advance: number
  /** Paise of the outstanding already past due. */
  overdue: number
  ageing: Ageing
  /** Every bill up to the date, oldest first, with what is left of it. */
  bills: BillDues<B>[]
}

const oldestFirst = (a: DueBill, b: DueBill) => byDateThenNumber([a.billDate, a.key], [b.billDate, b.key])

/** A party's dues at the end of `asOf`. */
export function duesOn<B extends DueBill>(
  bills: readonly B[],
  credits: readonly DueCredit[],
  asOf: string,
): Dues<B> {
  let credit = 0
  for (const c of credits) if (c.date <= asOf) credit += c.amount
  const ageing: Ageing = { days0to7: 0, days8to15: 0, days16to30: 0, over30: 0 }
  let outstanding = 0
  let overdue = 0
  const shown: BillDues<B>[] = []
  for (const bill of bills.filter((b) => b.billDate <= asOf).sort(oldestFirst)) {
    const covered = Math.min(credit, bill.amount)
    credit -= covered
    const unsettled = bill.amount - covered
    const daysOld = daysBetween(bill.billDate, asOf)
    const daysOverdue = unsettled > 0 ? Math.max(0, daysBetween(bill.dueDate, asOf)) : 0
    outstanding += unsettled
    ageing[ageingBucket(daysOld)] += unsettled
    if (daysOverdue > 0) overdue += unsettled
    shown.push({ ...bill, unsettled, daysOld, daysOverdue })
  }
  return { asOf, outstanding, advance: credit, overdue, ageing, bills: shown }
}
