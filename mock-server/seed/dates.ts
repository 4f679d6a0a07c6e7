import { istDateTime, shiftDate } from '../context'

/** A creation time `daysAgo` days before "today", at a working hour that varies with n. */
export const createdOn = (today: string, daysAgo: number, n: number): string =>
  istDateTime(shiftDate(today, -daysAgo), 9 + (n % 9), (n * 7) % 60)

/**
 * Creation times spread over the year before "today" by a prime stride, so every date-range option of
 * a master's list finds rows: the nth row was created `(n · stride) mod 365` days ago.
 */
export const spreadOverYear = (today: string, n: number, stride: number): string =>
  createdOn(today, (n * stride) % 365, n)
