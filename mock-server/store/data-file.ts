import { closeSync, fsyncSync, openSync, readFileSync, readSync, renameSync, writeSync } from 'node:fs'
import { open, rename } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Store, StoreSnapshot } from './store'
import type { Change } from './table'

/**
 * `--data <file>` keeps the state in three places beside each other:
 * - `<file>`: a snapshot, JSON Lines: a header line, then one `{ table, row }` line per row;
 * - `<file>.journal`: one line per committed write since (`{ sequence, changes }`), appended and
 *   fsynced before the write's answer goes out, so an answered change survives a crash;
 * - `<file>.files/`: uploaded images (see file-dir.ts).
 * When the journal outgrows the last snapshot (and COMPACT_AFTER_BYTES) it is renamed to `<file>.journal.old`, a new
 * journal takes the next writes, and a snapshot of the state at that moment is written beside the old
 * one and renamed over it; then the old journal is deleted. Starting replays whatever journals exist
 * over the snapshot, skipping records the snapshot already holds.
 */
const FORMAT = 'mandidesk-mock-data'
/**
 * 8: a cancelled document records the day it was cancelled (cancelledDate). A version 7 file still
 * loads as it is: a cancelled row without that day was cancelled on its own date, which is how the
 * books read it then. 7: a patti's net payable and an invoice's total share one field, finalPaise. 6: vouchers, expenses, bank accounts, Cash & Bank entries and wallet days. 4: crate sale lines and trolley lots, the tokens they sold Auctioned. 3: a snapshot plus a journal, uploads as files; roles, masters and places belong to a firm
 * (companyKeyID, keyed `<firm>:<id>`). 2: one JSON document with images in it.
 */
const VERSION = 8
/** The oldest version read as it is; older files are refused. */
const OLDEST_READ = 7
/**
 * Snapshot text built per step: about a millisecond of work, so answers keep flowing while a
 * compaction runs (1 MB steps doubled the p99 of creates during one).
 */
const CHUNK_CHARS = 128 * 1024

interface SnapshotHeader {
  format: typeof FORMAT
  version: number
  /** The journal record the snapshot includes last. */
  sequence: number
  savedAt: string
  /** Tables the snapshot holds, empty ones included; tables added since keep the seed. */
  tables: string[]
}

export const dataPaths = (file: string) => ({
  snapshot: file,
  journal: `${file}.journal`,
  oldJournal: `${file}.journal.old`,
  temp: `${file}.tmp`,
  files: `${file}.files`,
})

/** Bytes (seed images) travel as base64. */
export function encodeBytes(this: Record<string, unknown>, key: string, value: unknown): unknown {
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

/** The snapshot's text in pieces of about CHUNK_CHARS. */
function* snapshotChunks(snapshot: StoreSnapshot, sequence: number, savedAt: string): Generator<string> {
  const header: SnapshotHeader = {
    format: FORMAT,
    version: VERSION,
    sequence,
    savedAt,
    tables: [...snapshot.keys()],
  }
  let chunk = `${JSON.stringify(header)}\n`
  for (const [table, rows] of snapshot) {
    for (const row of rows.values()) {
      chunk += `${JSON.stringify({ table, row }, encodeBytes)}\n`
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk
        chunk = ''
      }
    }
  }
  yield chunk
}

/** Makes a rename or unlink in the directory itself survive a crash. */
export function syncDirectory(path: string): void {
  const fd = openSync(dirname(path), 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Writes a snapshot whole or not at all: a temporary file, fsync, rename, fsync of the directory. */
export function writeSnapshotSync(
  file: string,
  snapshot: StoreSnapshot,
  sequence: number,
  savedAt: string,
): void {
  const { temp } = dataPaths(file)
  const fd = openSync(temp, 'w')
  try {
    for (const chunk of snapshotChunks(snapshot, sequence, savedAt)) writeSync(fd, chunk)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, file)
  syncDirectory(file)
}

/** As writeSnapshotSync, yielding to requests between chunks. */
export async function writeSnapshot(
  file: string,
  snapshot: StoreSnapshot,
  sequence: number,
  savedAt: string,
): Promise<number> {
  const { temp } = dataPaths(file)
  const handle = await open(temp, 'w')
  let bytes = 0
  try {
    for (const chunk of snapshotChunks(snapshot, sequence, savedAt))
      bytes += (await handle.write(chunk)).bytesWritten
    await handle.datasync()
  } finally {
    await handle.close()
  }
  await rename(temp, file)
  syncDirectory(file)
  return bytes
}

/** The lines of a file; `torn` is text after the last newline, i.e. a line whose writing was cut off. */
function readLines(path: string): { lines: string[]; torn: string } {
  const buffer = readFileSync(path)
  const lines: string[] = []
  let start = 0
  for (let end = buffer.indexOf(10); end !== -1; end = buffer.indexOf(10, start)) {
    lines.push(buffer.toString('utf8', start, end))
    start = end + 1
  }
  return { lines, torn: buffer.toString('utf8', start) }
}

function parseLine(path: string, lineNo: number, line: string): unknown {
  try {
    return JSON.parse(line, decodeBytes)
  } catch (error) {
    throw new Error(
      `${path} line ${lineNo} is not valid JSON (${(error as Error).message}); the data is not loaded.`,
    )
  }
}

function tableOf(store: Store, name: unknown, where: string) {
  const table = typeof name === 'string' ? store.tables.get(name) : undefined
  if (!table) throw new Error(`${where} names an unknown table "${String(name)}"; the data is not loaded.`)
  return table
}

// Rows of older files lack fields every answer now carries; starting from them would answer broken data.
const olderFile = (path: string, version: number) =>
  new Error(
    `${path} was written by an older mock server (version ${version}); delete it to start from the demo data.`,
  )

/** The version an older data file names at its very start, read without loading the file. */
function olderVersion(path: string): number | null {
  const head = Buffer.alloc(256)
  const fd = openSync(path, 'r')
  try {
    readSync(fd, head, 0, head.length, 0)
  } finally {
    closeSync(fd)
  }
  const version = Number(
    /^\{"format":"mandidesk-mock-data","version":(\d+)[,}]/.exec(head.toString('utf8'))?.[1],
  )
  return version < OLDEST_READ ? version : null
}

/** Loads a snapshot into the store and answers the journal sequence it includes. */
export function loadSnapshot(store: Store, path: string): number {
  // Version 2 files held images as base64 in one line, which may be too long for a string.
  const older = olderVersion(path)
  if (older !== null) throw olderFile(path, older)
  const { lines, torn } = readLines(path)
  let header: Partial<SnapshotHeader> | null = null
  try {
    header = JSON.parse(lines[0] ?? torn) as Partial<SnapshotHeader>
  } catch {
    // Not JSON at all: the message below.
  }
  if (header?.format === FORMAT && typeof header.version === 'number' && header.version < OLDEST_READ) {
    throw olderFile(path, header.version)
  }
  if (
    header?.format !== FORMAT ||
    !(typeof header.version === 'number' && header.version >= OLDEST_READ && header.version <= VERSION) ||
    typeof header.sequence !== 'number' ||
    !Array.isArray(header.tables)
  ) {
    throw new Error(`${path} is not a MandiDesk mock data file (version ${VERSION}).`)
  }
  // A snapshot is renamed into place whole, so a line cut short means the file was damaged afterwards.
  if (torn !== '') throw new Error(`${path} ends in a cut-off line; the data is not loaded.`)
  const rows = new Map(header.tables.map((name) => [name, [] as object[]]))
  lines.slice(1).forEach((line, i) => {
    const entry = parseLine(path, i + 2, line) as { table?: unknown; row?: unknown }
    const list = rows.get(String(entry?.table))
    if (!list || entry.row === null || typeof entry.row !== 'object') {
      throw new Error(`${path} line ${i + 2} is not a row of a listed table; the data is not loaded.`)
    }
    list.push(entry.row)
  })
  store.write(() => {
    for (const [name, list] of rows) tableOf(store, name, path).load(list)
  })
  return header.sequence
}

function applyChange(store: Store, change: Change, where: string): void {
  const table = tableOf(store, change.table, where)
  if ('rows' in change && Array.isArray(change.rows)) table.load(change.rows)
  else if ('key' in change && typeof change.key === 'string' && change.row === null) table.delete(change.key)
  else if ('key' in change && change.row !== null && typeof change.row === 'object') table.set(change.row)
  else throw new Error(`${where} holds a change that is not a row; the data is not loaded.`)
}

export interface JournalRecord {
  sequence: number
  changes: Change[]
}

/**
 * Applies a journal's records after `sequence` and answers the last sequence applied. A torn last line
 * (the crash came while it was written, so its write was never answered) is skipped and logged when
 * `last` says this is the newest journal; anything else unreadable stops the start.
 */
export function replayJournal(
  store: Store,
  path: string,
  sequence: number,
  last: boolean,
  log: (message: string) => void,
): number {
  const { lines, torn } = readLines(path)
  if (torn !== '') {
    if (!last) throw new Error(`${path} ends in a cut-off record; the data is not loaded.`)
    log(`${path}: skipped a cut-off last record (${Buffer.byteLength(torn)} bytes) left by a crash.`)
  }
  let applied = sequence
  lines.forEach((line, i) => {
    const where = `${path} line ${i + 1}`
    const record = parseLine(path, i + 1, line) as Partial<JournalRecord> | null
    if (typeof record?.sequence !== 'number' || !Array.isArray(record.changes)) {
      throw new Error(`${where} is not a journal record; the data is not loaded.`)
    }
    if (record.sequence <= applied) return
    if (record.sequence !== applied + 1) {
      throw new Error(
        `${where}: records ${applied + 1} to ${record.sequence - 1} are missing; the data is not loaded.`,
      )
    }
    store.write(() => {
      for (const change of record.changes!) applyChange(store, change, where)
    })
    applied = record.sequence
  })
  return applied
}
