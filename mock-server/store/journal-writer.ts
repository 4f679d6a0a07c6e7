import { existsSync, renameSync, statSync } from 'node:fs'
import { type FileHandle, open, unlink } from 'node:fs/promises'
import { dataPaths, encodeBytes, type JournalRecord, syncDirectory, writeSnapshot } from './data-file'
import type { Store } from './store'
import type { Change } from './table'

/**
 * The journal is compacted once it is larger than the last snapshot and at least this size: writing a
 * snapshot then costs each write a constant share however large the state, and a start never replays
 * more than one snapshot's worth.
 */
const COMPACT_AFTER_BYTES = 32 * 1024 * 1024
/**
 * Groups whose fsyncs may run at once. A group need not wait for the previous fsync to end before its
 * own starts, and the file system commits overlapping ones together; more would crowd the thread pool.
 */
const MAX_SYNCS_IN_FLIGHT = 3

export interface DataFileOptions {
  now: () => string
  log: (message: string) => void
  /** Journal size that starts a compaction (default COMPACT_AFTER_BYTES). */
  compactAfterBytes?: number
}

export interface Persistence {
  /** Settles once every change committed so far is on disk; null when it already is. */
  whenDurable(): Promise<void> | null
  /** Writes what is pending, waits for a running compaction and closes the journal. */
  close(): Promise<void>
}

interface Waiter {
  sequence: number
  resolve: () => void
  reject: (error: Error) => void
}

/**
 * The journal of committed writes. Every write of one event-loop turn joins one group; a group is
 * appended and fsynced as one, and the answers of its writes wait for that (group commit). While
 * groups are being synced the next one gathers.
 */
export class JournalWriter implements Persistence {
  #handle: FileHandle
  #size = 0
  #pending: string[] = []
  #sequence: number
  #durable: number
  #waiters: Waiter[] = []
  #scheduled = false
  #pumping: Promise<void> | null = null
  /** fsyncs under way (they never reject). */
  #syncing: Promise<void>[] = []
  /** Set by a failed fsync: what was written may be lost, so nothing is acknowledged any more. */
  #broken: Error | null = null
  #compacting: Promise<void> | null = null
  #snapshotBytes: number

  constructor(
    private readonly store: Store,
    private readonly file: string,
    handle: FileHandle,
    sequence: number,
    private readonly options: DataFileOptions,
  ) {
    this.#handle = handle
    this.#snapshotBytes = statSync(file).size
    this.#sequence = sequence
    this.#durable = sequence
    store.onCommit((changes) => this.#append(changes))
  }

  #append(changes: readonly Change[]): void {
    this.#sequence += 1
    const record: JournalRecord = { sequence: this.#sequence, changes: changes as Change[] }
    this.#pending.push(`${JSON.stringify(record, encodeBytes)}\n`)
    this.#kick()
  }

  /** Starts writing pending records unless that is under way; they then join the next group. */
  #kick(): void {
    if (this.#pumping || this.#scheduled || this.#pending.length === 0) return
    this.#scheduled = true
    // The writes of this turn of the event loop share one append and one fsync.
    setImmediate(() => {
      this.#scheduled = false
      this.#pumping = this.#pump().then((appended) => {
        this.#pumping = null
        if (appended) this.#kick()
      })
    })
  }

  /** Appends and syncs pending groups; answers false when an append failed (retried on the next write). */
  async #pump(): Promise<boolean> {
    while (this.#pending.length > 0) {
      const text = this.#pending.join('')
      const upTo = this.#sequence
      this.#pending = []
      try {
        // Appends stay one at a time, in order; only their fsyncs overlap.
        await this.#handle.write(text)
        this.#size += Buffer.byteLength(text)
      } catch (error) {
        // Cut off what may have been half-written and keep the records for the next write to retry:
        // dropping them would leave a gap in the sequence that no start could replay past.
        await this.#handle.truncate(this.#size).catch(() => {})
        this.#pending.unshift(text)
        this.#settle(upTo, new Error(`The change could not be saved: ${(error as Error).message}`))
        return false
      }
      // An fsync makes durable everything appended before it began, earlier groups included: a
      // slow fsync is overtaken by a later one that returns first.
      const synced = this.#handle.datasync().then(
        () => this.#settle(upTo),
        (error: Error) => this.#fail(error),
      )
      this.#syncing.push(synced)
      void synced.then(() => this.#syncing.splice(this.#syncing.indexOf(synced), 1))
      if (this.#syncing.length >= MAX_SYNCS_IN_FLIGHT) await Promise.race(this.#syncing)
      const limit = Math.max(this.options.compactAfterBytes ?? COMPACT_AFTER_BYTES, this.#snapshotBytes)
      if (this.#size >= limit && !this.#compacting) {
        await Promise.all(this.#syncing)
        await this.#startCompaction()
      }
    }
    return true
  }

  #settle(upTo: number, error?: Error): void {
    if (!error && !this.#broken) this.#durable = Math.max(this.#durable, upTo)
    const due = this.#waiters.filter((w) => w.sequence <= upTo)
    this.#waiters = this.#waiters.filter((w) => w.sequence > upTo)
    for (const waiter of due) {
      if (error ?? this.#broken) waiter.reject(error ?? this.#broken!)
      else waiter.resolve()
    }
  }

  /**
   * After a failed fsync the kernel may have dropped the pages it could not write and a later fsync
   * can succeed without them, so no later success proves anything: every answer from now on is an error.
   */
  #fail(error: Error): void {
    this.#broken ??= new Error(
      `The data file can no longer be written (${error.message}); restart the server.`,
    )
    this.options.log(this.#broken.message)
    this.#settle(this.#sequence, this.#broken)
  }

  /** Between groups: the journal so far becomes the old journal and a snapshot of now replaces both. */
  async #startCompaction(): Promise<void> {
    try {
      await this.#rotate()
    } catch (error) {
      this.options.log(
        `Compacting ${this.file} failed, the journal keeps growing: ${(error as Error).message}`,
      )
    }
  }

  async #rotate(): Promise<void> {
    const paths = dataPaths(this.file)
    // An old journal still there means the last snapshot failed: it keeps its records until one lands.
    if (!existsSync(paths.oldJournal)) {
      await this.#handle.close()
      renameSync(paths.journal, paths.oldJournal)
      this.#handle = await open(paths.journal, 'a')
      this.#size = 0
      syncDirectory(paths.journal)
    }
    const snapshot = this.store.snapshot()
    const sequence = this.#sequence
    this.#compacting = writeSnapshot(this.file, snapshot, sequence, this.options.now())
      .then(async (bytes) => {
        this.#snapshotBytes = bytes
        await unlink(paths.oldJournal)
      })
      .catch((error: Error) =>
        this.options.log(`Compacting ${this.file} failed, the journal keeps growing: ${error.message}`),
      )
      .finally(() => {
        this.#compacting = null
      })
  }

  whenDurable(): Promise<void> | null {
    if (this.#broken) return Promise.reject(this.#broken)
    if (this.#durable >= this.#sequence) return null
    const sequence = this.#sequence
    return new Promise((resolve, reject) => this.#waiters.push({ sequence, resolve, reject }))
  }

  async close(): Promise<void> {
    // One more attempt for records a failed append left pending.
    this.#kick()
    while (this.#pumping || this.#scheduled) {
      await (this.#pumping ?? new Promise((resolve) => setImmediate(resolve)))
    }
    await Promise.all(this.#syncing)
    if (this.#pending.length > 0) {
      this.options.log(`${this.file}: the last ${this.#pending.length} write(s) could not be saved.`)
    }
    await this.#compacting
    await this.#handle.close()
  }
}
