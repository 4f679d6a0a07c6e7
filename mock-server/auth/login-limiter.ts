export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again in 15 minutes.'

/**
 * Counts failed sign-ins per client IP and user name: five within 15 minutes lock that pair until the
 * oldest failure ages out. Per pair, so one person mistyping can't lock a colleague out.
 */
export class LoginLimiter {
  readonly #failures = new Map<string, number[]>()

  constructor(private readonly clock: () => number) {}

  static key(ip: string, userName: string): string {
    return `${ip}\u0000${userName.trim().toLowerCase()}`
  }

  isLocked(key: string): boolean {
    return this.#recent(key).length >= MAX_FAILED_LOGINS
  }

  recordFailure(key: string): void {
    this.#failures.set(key, [...this.#recent(key), this.clock()])
  }

  clear(key: string): void {
    this.#failures.delete(key)
  }

  clearAll(): void {
    this.#failures.clear()
  }

  #recent(key: string): number[] {
    const since = this.clock() - FAILED_LOGIN_WINDOW_MS
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since)
    if (recent.length === 0) this.#failures.delete(key)
    return recent
  }
}
