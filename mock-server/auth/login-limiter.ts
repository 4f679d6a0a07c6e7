import { ACCOUNT_MESSAGES } from '../../contracts'

/** Failures of one address at one account (or user name) that lock that pair. */
export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000
/** Failures from one address at any accounts that lock the address: guessing across many user names. */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20
/** Failures at one account from any addresses that lock it, for a short while, to unknown addresses. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 10
export const ACCOUNT_LOCK_WINDOW_MS = 5 * 60 * 1000
/** How long a successful sign-in makes an address known to an account. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000

/** Timestamps per key within a sliding window: the one counting primitive of every throttle. */
export class AttemptLog {
  readonly #times = new Map<string, number[]>()

  constructor(
    private readonly clock: () => number,
    readonly windowMs: number,
  ) {}

  count(key: string): number {
    return this.#recent(key).length
  }

  add(key: string): number {
    const at = this.clock()
    this.#times.set(key, [...this.#recent(key), at])
    return at
  }

  /** Takes back one attempt (the one recorded at `at`), e.g. a sign-in that turned out right. */
  remove(key: string, at: number): void {
    const times = this.#recent(key)
    const index = times.indexOf(at)
    if (index >= 0) times.splice(index, 1)
    if (times.length === 0) this.#times.delete(key)
  }

  clear(key: string): void {
    this.#times.delete(key)
  }

  clearAll(): void {
    this.#times.clear()
  }

  #recent(key: string): number[] {
    const since = this.clock() - this.windowMs
    const recent = (this.#times.get(key) ?? []).filter((at) => at > since)
    if (recent.length === 0) this.#times.delete(key)
    else this.#times.set(key, recent)
    return recent
  }
}

/** An attempt admitted by `LoginLimiter.begin`: already counted as a failure until `succeeded`. */
export interface LoginAttempt {
  readonly address: string
  readonly account: string
  readonly at: number
}

export type LoginRefusal = (typeof ACCOUNT_MESSAGES)['tooManyAttempts' | 'accountLocked']

/**
 * Throttles password checks (docs/decisions/0010-sign-in-throttle.md). An attempt is counted before
 * its password is hashed, so parallel requests cannot all slip in before the first failure is known:
 * - 5 failures of one address at one account in 15 minutes lock that pair;
 * - 20 failures of one address in 15 minutes lock the address (guessing across user names);
 * - 10 failures at one account from anywhere in 5 minutes lock the account, but not for an address
 *   that signed in to it before, so a stranger cannot keep a user out of their own account.
 * `account` is a stable key for the account (its employee key), or the user name when nobody has it.
 */
export class LoginLimiter {
  readonly #pairs: AttemptLog
  readonly #addresses: AttemptLog
  readonly #accounts: AttemptLog
  readonly #known = new Map<string, number>()

  constructor(private readonly clock: () => number) {
    this.#pairs = new AttemptLog(clock, FAILED_LOGIN_WINDOW_MS)
    this.#addresses = new AttemptLog(clock, FAILED_LOGIN_WINDOW_MS)
    this.#accounts = new AttemptLog(clock, ACCOUNT_LOCK_WINDOW_MS)
  }

  /** The refusal for this attempt, or the attempt itself, counted as a failure from now on. */
  begin(address: string, account: string): LoginAttempt | LoginRefusal {
    const pair = pairKey(address, account)
    if (this.#pairs.count(pair) >= MAX_FAILED_LOGINS) return ACCOUNT_MESSAGES.tooManyAttempts
    if (this.#addresses.count(address) >= MAX_FAILED_LOGINS_PER_ADDRESS)
      return ACCOUNT_MESSAGES.tooManyAttempts
    if (this.#accounts.count(account) >= MAX_FAILED_LOGINS_PER_ACCOUNT && !this.#isKnown(pair)) {
      return ACCOUNT_MESSAGES.accountLocked
    }
    const at = this.#pairs.add(pair)
    this.#addresses.add(address)
    this.#accounts.add(account)
    return { address, account, at }
  }

  /** The password was right: the attempt was no failure, the pair starts afresh, the address is known. */
  succeeded({ address, account, at }: LoginAttempt): void {
    const pair = pairKey(address, account)
    this.#pairs.clear(pair)
    this.#addresses.remove(address, at)
    this.#accounts.remove(account, at)
    this.#known.set(pair, this.clock())
  }

  clearAll(): void {
    this.#pairs.clearAll()
    this.#addresses.clearAll()
    this.#accounts.clearAll()
    this.#known.clear()
  }

  #isKnown(pair: string): boolean {
    const since = this.#known.get(pair)
    return since !== undefined && this.clock() - since < KNOWN_ADDRESS_MS
  }
}

const pairKey = (address: string, account: string) => `${address}\u0000${account}`

/** The key of a user name nobody has: case and surrounding spaces do not make another one. */
export const userNameKey = (userName: string): string => `name:${userName.trim().toLowerCase()}`

/** Sign-ups from one address: every attempt counts, right or wrong. */
export const MAX_REGISTRATIONS_PER_ADDRESS = 10
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000

/** Reads without sign-in from one address: a phone refreshing its lot now and then stays far below. */
export const MAX_PUBLIC_READS_PER_ADDRESS = 60
export const PUBLIC_READ_WINDOW_MS = 60 * 1000
