import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Store } from '../store/store'

/**
 * A farmer's link is `<payload>.<signature>`: the payload (base64url of `tokenKeyID.expiry.version`,
 * the expiry in seconds) and an HMAC-SHA256 of exactly that text under the server's secret. Anyone can
 * read the payload; nobody without the secret can make or alter one.
 */

const SECRET_NAME = 'farmerLink'

export interface LinkClaims {
  tokenKeyID: string
  /** Milliseconds since the epoch, whole seconds. */
  expiresAt: number
  version: number
}

/** The signing secret, or null while no link was ever made (then no link can be valid). */
export const linkSecret = (store: Store): string | null =>
  store.serverSecrets.get(SECRET_NAME)?.secret ?? null

/** The secret, made on first use; call inside `store.write` so it is kept with the data. */
export function ensureLinkSecret(store: Store): string {
  const existing = linkSecret(store)
  if (existing) return existing
  return store.serverSecrets.set({ name: SECRET_NAME, secret: randomBytes(32).toString('base64url') }).secret
}

/** The version a token's links must carry: 1 until its links are first revoked. */
export const linkVersion = (store: Store, tokenKeyID: string): number =>
  store.tokenLinks.get(tokenKeyID)?.version ?? 1

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url')

export function signLink(secret: string, claims: LinkClaims): string {
  const seconds = Math.floor(claims.expiresAt / 1000)
  const payload = Buffer.from(`${claims.tokenKeyID}.${seconds}.${claims.version}`).toString('base64url')
  return `${payload}.${mac(secret, payload)}`
}

const CLAIMS = /^([0-9a-fA-F-]{8,64})\.(\d{1,12})\.(\d{1,9})$/

/**
 * The claims of a link this secret signed, else null. The signature is compared as text, so a changed
 * character anywhere (even in the unused low bits of base64url's last character) fails.
 */
export function readLink(secret: string, link: string): LinkClaims | null {
  const dot = link.indexOf('.')
  if (dot <= 0) return null
  const payload = link.slice(0, dot)
  const given = Buffer.from(link.slice(dot + 1))
  const expected = Buffer.from(mac(secret, payload))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const match = CLAIMS.exec(Buffer.from(payload, 'base64url').toString('utf8'))
  if (!match) return null
  return { tokenKeyID: match[1]!, expiresAt: Number(match[2]) * 1000, version: Number(match[3]) }
}
