import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Store } from './store'

const FORMAT = 'mandidesk-mock-data'
/**
 * 2: reference masters, roles, farmers and buyers; employees and places gained fields.
 * 3: roles, masters and places belong to a firm (companyKeyID, keyed `<firm>:<id>`).
 */
const VERSION = 3

interface DataFile {
  format: typeof FORMAT
  version: number
  savedAt: string
  tables: Record<string, object[]>
}

/** Bytes travel as base64 so uploaded images survive a restart. */
function encodeBytes(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key]
  return raw instanceof Uint8Array ? { $base64: Buffer.from(raw).toString('base64') } : value
}

function decodeBytes(_key: string, value: unknown): unknown {
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { $base64?: unknown }).$base64 === 'string'
  ) {
    return Buffer.from((value as { $base64: string }).$base64, 'base64')
  }
  return value
}

export function serialize(store: Store, savedAt: string): string {
  const tables: Record<string, object[]> = {}
  for (const [name, table] of store.tables) tables[name] = [...table.values()]
  const file: DataFile = { format: FORMAT, version: VERSION, savedAt, tables }
  return JSON.stringify(file, encodeBytes)
}

/** Loads a data file into the store; tables the file lacks (added since it was written) keep the seed. */
export function deserializeInto(store: Store, text: string, source: string): void {
  let file: DataFile
  try {
    file = JSON.parse(text, decodeBytes) as DataFile
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`)
  }
  if (file?.format === FORMAT && typeof file.version === 'number' && file.version < VERSION) {
    // Rows of older files lack fields every answer now carries; starting from them would answer broken data.
    throw new Error(
      `${source} was written by an older mock server (version ${file.version}); delete it to start from the demo data.`,
    )
  }
  if (file?.format !== FORMAT || file.version !== VERSION || typeof file.tables !== 'object') {
    throw new Error(`${source} is not a MandiDesk mock data file (version ${VERSION}).`)
  }
  store.write(() => {
    for (const [name, table] of store.tables) {
      const rows = file.tables[name]
      if (Array.isArray(rows)) table.load(rows)
    }
  })
}

/** Writes to a temporary file and renames it over the target, so a crash never leaves half a file. */
export function writeAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true })
  const temp = `${path}.${process.pid}.tmp`
  writeFileSync(temp, text)
  renameSync(temp, path)
}

export interface Persistence {
  /** Marks the store changed; the file is written once the current burst of requests is done. */
  schedule(): void
  /** Writes now if anything changed (server close). */
  flush(): void
}

export function readDataFile(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

export function createPersistence(store: Store, path: string, now: () => string): Persistence {
  let pending: NodeJS.Immediate | null = null
  const flush = () => {
    if (pending) clearImmediate(pending)
    pending = null
    writeAtomic(path, serialize(store, now()))
  }
  return {
    schedule() {
      pending ??= setImmediate(flush)
    },
    flush() {
      if (pending) flush()
    },
  }
}
