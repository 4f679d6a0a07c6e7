import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/** Production cost: N = 2^17, r = 8, p = 1 (OWASP's scrypt minimum). */
export const SCRYPT_COST = 2 ** 17
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer, N: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node's default 32 MiB cap is below N = 2^17.
    const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r }
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })

/** `scrypt$N$r$p$salt$hash` (hex): the parameters travel with the hash, so a cost change keeps old hashes valid. */
export async function hashPassword(password: string, cost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM)
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('hex'), key.toString('hex')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'hex')
  const actual = await derive(password, Buffer.from(salt, 'hex'), Number(n), Number(r), Number(p))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export interface HashParameters {
  N: number
  r: number
  p: number
  saltBytes: number
  keyBytes: number
}

export function hashParameters(stored: string): HashParameters | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return null
  return { N: Number(n), r: Number(r), p: Number(p), saltBytes: salt.length / 2, keyBytes: hash.length / 2 }
}

const cache = new Map<string, Promise<string>>()

/**
 * Hashes computed once per process and shared by every server built in it: one costs ~0.5 s at
 * production cost; reset restores the stored hashes and never rehashes.
 */
export function cachedHash(slot: string, password: string, cost: number): Promise<string> {
  const key = `${slot}\u0000${password}\u0000${cost}`
  let hash = cache.get(key)
  if (!hash) {
    hash = hashPassword(password, cost)
    cache.set(key, hash)
  }
  return hash
}
