import { financialYearStartYear } from '../core/date-range'

/**
 * The open period of the books: the dates a money document may carry. It starts on 1 April of the
 * previous financial year, so the year just ended can still take its late entries while its accounts
 * are finalised, and ends today, since money cannot move on a day that has not come. Anything older
 * belongs to a closed year: a voucher dated there would rewrite statements already sent and take a
 * number in a series that has ended.
 */
export interface OpenPeriod {
  fromDate: string
  toDate: string
}

export function openPeriod(today: string): OpenPeriod {
  return { fromDate: `${financialYearStartYear(today) - 1}-04-01`, toDate: today }
}

const dayFirst = (date: string) => date.split('-').reverse().join('-')

export const PERIOD_MESSAGES = {
  outside: ({ fromDate, toDate }: OpenPeriod) =>
    `The date must be between ${dayFirst(fromDate)} and ${dayFirst(toDate)} (today): earlier years are closed.`,
} as const

/** Why a document cannot be dated `date` today, or null when the date is in the open period. */
export function openPeriodProblem(date: string, today: string): string | null {
  const period = openPeriod(today)
  return date < period.fromDate || date > period.toDate ? PERIOD_MESSAGES.outside(period) : null
}
