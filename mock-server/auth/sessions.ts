import { randomBytes } from 'node:crypto'
import type { AUTH_MESSAGES } from '../../contracts'

export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000

export interface Session {
  readonly token: string
  readonly userKeyID: string
  readonly companyKeyID: string
  readonly createdAt: number
  lastSeenAt: number
}

export type SessionCheck = { ok: true; session: Session } | { ok: false; reason: keyof typeof AUTH_MESSAGES }

/**
 * Bearer tokens: 128 random bits, ending after 2 h without use or 12 h after sign-in, whichever is first.
 * Kept in memory only: a restart signs everyone out.
 */
export class Sessions {
  readonly #byToken = new Map<string, Session>()

  constructor(private readonly clock: () => number) {}

  create(userKeyID: string, companyKeyID: string): Session {
    this.#dropExpired()
    const now = this.clock()
    const session: Session = {
      token: randomBytes(16).toString('hex'),
      userKeyID,
      companyKeyID,
      createdAt: now,
      lastSeenAt: now,
    }
    this.#byToken.set(session.token, session)
    return session
  }

  /** Checks an Authorization header; a good token's idle timer restarts. */
  authenticate(header: string | undefined): SessionCheck {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
    if (!match) return { ok: false, reason: 'missing' }
    const session = this.#byToken.get(match[1]!)
    if (!session) return { ok: false, reason: 'unknown' }
    const now = this.clock()
    if (this.#expired(session, now)) {
      this.#byToken.delete(session.token)
      return { ok: false, reason: 'expired' }
    }
    session.lastSeenAt = now
    return { ok: true, session }
  }

  revoke(token: string): void {
    this.#byToken.delete(token)
  }

  /** Signs a user out everywhere (password reset, deactivation), except the session given. */
  revokeUser(userKeyID: string, except?: string): void {
    this.retain((session) => session.userKeyID !== userKeyID || session.token === except)
  }

  /** Keeps only sessions the predicate accepts (reset drops those of users the seed no longer has). */
  retain(keep: (session: Session) => boolean): void {
    for (const session of [...this.#byToken.values()]) if (!keep(session)) this.#byToken.delete(session.token)
  }

  #expired(session: Session, now: number): boolean {
    return now - session.lastSeenAt > IDLE_TIMEOUT_MS || now - session.createdAt > ABSOLUTE_TIMEOUT_MS
  }

  #dropExpired(): void {
    const now = this.clock()
    this.retain((session) => !this.#expired(session, now))
  }
}
