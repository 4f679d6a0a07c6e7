import type { AttemptLog, LoginLimiter } from './auth/login-limiter'
import type { Sessions } from './auth/sessions'
import type { FileDirectory } from './store/file-dir'
import type { Store } from './store/store'

/** What every handler may use: state, sessions and the server's notion of time. */
export interface ServerContext {
  readonly store: Store
  /** Where uploads are kept with `--data`; without it they stay in their rows, in memory. */
  readonly files: FileDirectory | null
  readonly sessions: Sessions
  readonly loginLimiter: LoginLimiter
  /** Sign-ups per client address (Account/Register). */
  readonly registrations: AttemptLog
  /** Reads without sign-in (the farmer's link, the rate bulletin) per client address. */
  readonly publicReads: AttemptLog
  /** The SPA's origin for links given out (the farmer's link), when configured; '' reads it from the call. */
  readonly publicOrigin: string
  /** The fixed business date (YYYY-MM-DD), MOCK_TODAY. */
  readonly today: string
  /** Milliseconds since the epoch; injectable so tests can expire tokens. */
  readonly clock: () => number
  /** scrypt N for new password hashes. */
  readonly passwordCost: number
  /** "Now" as an ISO date-time: today's date in India with the clock's time of day. */
  now(): string
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The calendar date (YYYY-MM-DD) of an ISO date-time in Asia/Kolkata (no DST, fixed +05:30). */
export const istDate = (isoDateTime: string): string =>
  new Date(Date.parse(isoDateTime) + IST_OFFSET_MS).toISOString().slice(0, 10)

/** The time of day (HH:mm) of an ISO date-time in Asia/Kolkata. */
export const istTime = (isoDateTime: string): string =>
  new Date(Date.parse(isoDateTime) + IST_OFFSET_MS).toISOString().slice(11, 16)

/** An ISO date-time (UTC) for a calendar date and time of day in India. */
export const istDateTime = (date: string, hour: number, minute: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + (hour * 60 + minute) * 60 * 1000).toISOString()

export const shiftDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

export function nowOn(today: string, clock: () => number): string {
  const timeOfDay = (((clock() + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS
  return new Date(Date.parse(`${today}T00:00:00Z`) - IST_OFFSET_MS + timeOfDay).toISOString()
}
