/** One row set or deleted (`row: null`), or a whole table replaced (`rows`), by a committed write. */
export type Change =
  | { table: string; key: string; row: object | null }
  | { table: string; rows: readonly object[] }

/** Undo steps and changed rows of the write in progress (see Store.write). */
export interface Journal {
  active: boolean
  undo: Array<() => void>
  changes: Change[]
}

/** What an index files a row under: one value, several (a row in many markets), or none. */
export type IndexValue = string | readonly string[] | null | undefined

/** Named indexes of a table: each maps a row to the values it can be looked up by. */
export type IndexSpec<Row, Name extends string> = Readonly<Record<Name, (row: Row) => IndexValue>>

/** Freezes a row and the arrays (and their plain-object items) it holds, so no handler edits in place. */
function freezeRow<Row extends object>(row: Row): Readonly<Row> {
  for (const value of Object.values(row)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') Object.freeze(item)
      Object.freeze(value)
    }
  }
  return Object.freeze(row)
}

const valuesOf = (value: IndexValue): readonly string[] =>
  value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value

/** Keys of the rows filed under each value of one index. */
class Index<Row> {
  #keys = new Map<string, Set<string>>()
  /**
   * The values whose key set this index may change in place. The others are shared with another
   * table's index (see `share`/`adopt`) and copied on their first change.
   */
  readonly #owned = new Set<string>()

  constructor(readonly filedUnder: (row: Row) => IndexValue) {}

  /** The index as it stands, to be adopted by another table holding the same rows. */
  share(): SharedIndex {
    this.#owned.clear()
    return { keys: new Map(this.#keys) }
  }

  /** Takes a shared index as its own, copying a value's key set only when it first changes. */
  adopt(shared: SharedIndex): void {
    if (!('keys' in shared)) throw new Error('A running total cannot adopt an index')
    this.#keys = new Map(shared.keys)
    this.#owned.clear()
  }

  add(key: string, row: Row): void {
    for (const value of valuesOf(this.filedUnder(row))) this.#addTo(key, value)
  }

  remove(key: string, row: Row): void {
    this.#removeFrom(key, valuesOf(this.filedUnder(row)))
  }

  /**
   * Refiles a replaced row. A row usually stays under the same values (a token re-saved after a sale
   * keeps its market and product), and taking its key out of a set of 100,000 and putting it back
   * costs more than the whole save, so only the values that changed are touched.
   */
  move(key: string, from: Row, to: Row): void {
    const before = valuesOf(this.filedUnder(from))
    const after = valuesOf(this.filedUnder(to))
    this.#removeFrom(
      key,
      before.filter((value) => !after.includes(value)),
    )
    for (const value of after) if (!before.includes(value)) this.#addTo(key, value)
  }

  #addTo(key: string, value: string): void {
    const keys = this.#writable(value)
    if (keys) keys.add(key)
    else {
      this.#keys.set(value, new Set([key]))
      this.#owned.add(value)
    }
  }

  #removeFrom(key: string, values: readonly string[]): void {
    for (const value of values) {
      const keys = this.#writable(value)
      keys?.delete(key)
      if (keys?.size === 0) this.#keys.delete(value)
    }
  }

  /** The key set under `value`, copied first when it is still shared. */
  #writable(value: string): Set<string> | undefined {
    const keys = this.#keys.get(value)
    if (!keys || this.#owned.has(value)) return keys
    const own = new Set(keys)
    this.#keys.set(value, own)
    this.#owned.add(value)
    return own
  }

  keys(value: string): ReadonlySet<string> | undefined {
    return this.#keys.get(value)
  }

  clear(): void {
    this.#keys.clear()
    this.#owned.clear()
  }
}

/** An index's state handed from one table to another holding the same rows (see Table.#replace). */
type SharedIndex = { keys: ReadonlyMap<string, Set<string>> } | { totals: ReadonlyMap<string, number> }

/**
 * Indexes already built for a set of rows, by that set. A second server in one process restores the
 * first one's seed (the same rows map); building every index again for ~400,000 rows cost seconds.
 */
const builtIndexes = new WeakMap<ReadonlyMap<string, unknown>, ReadonlyMap<string, SharedIndex>>()

/** What a row adds to a running total (an amount under a buyer, say), or null for nothing. */
export type SumValue = { under: string; amount: number } | null

/** Totals of an amount per value, kept up to date as rows come and go, so no read adds rows up. */
class SumIndex<Row> {
  #totals = new Map<string, number>()

  constructor(readonly addsTo: (row: Row) => SumValue) {}

  share(): SharedIndex {
    return { totals: new Map(this.#totals) }
  }

  adopt(shared: SharedIndex): void {
    if (!('totals' in shared)) throw new Error('An index cannot adopt a running total')
    this.#totals = new Map(shared.totals)
  }

  add(_key: string, row: Row): void {
    const value = this.addsTo(row)
    if (value) this.#totals.set(value.under, (this.#totals.get(value.under) ?? 0) + value.amount)
  }

  remove(_key: string, row: Row): void {
    const value = this.addsTo(row)
    if (!value) return
    const total = (this.#totals.get(value.under) ?? 0) - value.amount
    if (total === 0) this.#totals.delete(value.under)
    else this.#totals.set(value.under, total)
  }

  move(key: string, from: Row, to: Row): void {
    this.remove(key, from)
    this.add(key, to)
  }

  total(value: string): number {
    return this.#totals.get(value) ?? 0
  }

  clear(): void {
    this.#totals.clear()
  }
}

/**
 * One in-memory table. Rows are frozen and replaced, never edited in place, so a snapshot shares the
 * map until the next change copies it, and restoring one takes milliseconds even for a seed of 10,000
 * markets.
 * Indexes answer "which rows have this value" without reading the table, so a write that checks a
 * name or a reference costs the same with ten rows or a hundred thousand.
 */
export class Table<Row extends object, IndexName extends string = never> {
  #rows = new Map<string, Readonly<Row>>()
  /** `#rows` was handed out by `snapshot`: the next change copies it first (copy on write). */
  #shared = false
  /**
   * The rows of the last snapshot taken or restored, and the keys changed since: every other key
   * still holds the very row `#base` holds. Restoring `#base` (a reset back to the seed) then refiles
   * only those keys instead of rebuilding every index of a table of 40,000 rows after one change.
   */
  #base: ReadonlyMap<string, Readonly<Row>> | null = null
  readonly #changed = new Set<string>()
  readonly #indexes = new Map<string, Index<Readonly<Row>> | SumIndex<Readonly<Row>>>()

  constructor(
    readonly name: string,
    private readonly journal: Journal,
    readonly keyOf: (row: Row) => string,
    indexes: IndexSpec<Readonly<Row>, string> = {},
  ) {
    for (const [indexName, filedUnder] of Object.entries(indexes)) {
      this.#indexes.set(indexName, new Index(filedUnder))
    }
  }

  get size(): number {
    return this.#rows.size
  }

  get(key: string): Readonly<Row> | undefined {
    return this.#rows.get(key)
  }

  has(key: string): boolean {
    return this.#rows.has(key)
  }

  values(): IterableIterator<Readonly<Row>> {
    return this.#rows.values()
  }

  find(predicate: (row: Readonly<Row>) => boolean): Readonly<Row> | undefined {
    for (const row of this.#rows.values()) if (predicate(row)) return row
    return undefined
  }

  some(predicate: (row: Readonly<Row>) => boolean): boolean {
    return this.find(predicate) !== undefined
  }

  filter(predicate: (row: Readonly<Row>) => boolean): Readonly<Row>[] {
    const rows: Readonly<Row>[] = []
    for (const row of this.#rows.values()) if (predicate(row)) rows.push(row)
    return rows
  }

  /** The rows an index files under `value`, in no particular order. */
  lookup(index: IndexName, value: string): Readonly<Row>[] {
    const keys = this.#index(index).keys(value)
    return keys ? [...keys].map((key) => this.#rows.get(key)!) : []
  }

  /** True when a row other than the one under `except` is filed under `value`. */
  holds(index: IndexName, value: string, except?: string): boolean {
    const keys = this.#index(index).keys(value)
    if (!keys) return false
    return except === undefined ? keys.size > 0 : keys.size > (keys.has(except) ? 1 : 0)
  }

  /** Adds a running total to the table (see SumIndex), read with `sum`. Only while it is empty. */
  addSum(name: string, addsTo: (row: Readonly<Row>) => SumValue): void {
    if (this.#rows.size > 0) throw new Error(`Table ${this.name} has rows: add sum ${name} before any`)
    this.#indexes.set(name, new SumIndex(addsTo))
  }

  /** The running total `name` keeps under `value` (0 when no row adds to it). */
  sum(name: string, value: string): number {
    const index = this.#indexes.get(name)
    if (!(index instanceof SumIndex)) throw new Error(`Table ${this.name} has no sum ${name}`)
    return index.total(value)
  }

  /** Inserts or replaces the row under its key. */
  set(row: Row): Readonly<Row> {
    this.#guard()
    const key = this.keyOf(row)
    const frozen = freezeRow({ ...row })
    const previous = this.#rows.get(key)
    this.journal.undo.push(() => this.#put(key, frozen, previous))
    this.journal.changes.push({ table: this.name, key, row: frozen })
    this.#put(key, previous, frozen)
    return frozen
  }

  delete(key: string): void {
    this.#guard()
    const previous = this.#rows.get(key)
    if (previous === undefined) return
    this.journal.undo.push(() => this.#put(key, undefined, previous))
    this.journal.changes.push({ table: this.name, key, row: null })
    this.#put(key, previous, undefined)
  }

  /** The rows as they are now, unaffected by later changes; costs nothing until the next change. */
  snapshot(): ReadonlyMap<string, Readonly<Row>> {
    this.#shared = true
    this.#base = this.#rows
    this.#changed.clear()
    return this.#rows
  }

  /** Replaces every row with a snapshot's (shared, already frozen) rows. */
  restore(snapshot: ReadonlyMap<string, Readonly<Row>>): void {
    this.#guard()
    // Nothing changed since that snapshot (the rows are still its map): a reset after reads is free.
    if (snapshot === this.#rows) return
    const previous = this.#rows
    this.journal.undo.push(() => this.#replace(previous))
    this.journal.changes.push({ table: this.name, rows: [...snapshot.values()] })
    this.#replace(snapshot as Map<string, Readonly<Row>>)
  }

  /** Replaces every row with plain rows read from a data file. */
  load(rows: readonly Row[]): void {
    this.restore(new Map(rows.map((row) => [this.keyOf(row), freezeRow({ ...row })])))
  }

  #index(name: string): Index<Readonly<Row>> {
    const index = this.#indexes.get(name)
    if (!(index instanceof Index)) throw new Error(`Table ${this.name} has no index ${name}`)
    return index
  }

  /** Moves the row under `key` from `from` to `to` (undefined: absent), keeping every index in step. */
  #put(key: string, from: Readonly<Row> | undefined, to: Readonly<Row> | undefined): void {
    this.#refile(key, from, to)
    this.#changed.add(key)
    if (this.#shared) {
      this.#rows = new Map(this.#rows)
      this.#shared = false
    }
    if (to === undefined) this.#rows.delete(key)
    else this.#rows.set(key, to)
  }

  /** Takes `rows` as its own without copying: they are shared until the next change copies them. */
  #replace(rows: Map<string, Readonly<Row>>): void {
    if (rows === this.#base) this.#refileChanged(rows)
    else this.#rebuildIndexes(rows)
    this.#rows = rows
    this.#shared = true
    this.#base = rows
    this.#changed.clear()
  }

  /** Files every row of `rows` anew, or adopts what another table built for the very same rows. */
  #rebuildIndexes(rows: Map<string, Readonly<Row>>): void {
    const built = builtIndexes.get(rows)
    const shared = new Map<string, SharedIndex>()
    for (const [name, index] of this.#indexes) {
      const ready = built?.get(name)
      if (ready) index.adopt(ready)
      else {
        index.clear()
        for (const [key, row] of rows) index.add(key, row)
      }
      shared.set(name, ready ?? index.share())
    }
    if (!built) builtIndexes.set(rows, shared)
  }

  /** Back to `#base`: only the keys changed since are refiled, from the row they hold now to its row. */
  #refileChanged(base: ReadonlyMap<string, Readonly<Row>>): void {
    for (const key of this.#changed) this.#refile(key, this.#rows.get(key), base.get(key))
  }

  /** Files the row under `key` in every index as `to` instead of `from` (undefined: absent). */
  #refile(key: string, from: Readonly<Row> | undefined, to: Readonly<Row> | undefined): void {
    for (const index of this.#indexes.values()) {
      if (from !== undefined && to !== undefined) index.move(key, from, to)
      else if (from !== undefined) index.remove(key, from)
      else if (to !== undefined) index.add(key, to)
    }
  }

  #guard(): void {
    // Every change goes through Store.write so a failure part-way is undone as a whole.
    if (!this.journal.active) throw new Error(`Table ${this.name} changed outside Store.write`)
  }
}

/** One index value made of several parts, e.g. a firm and a name: unique within a firm. */
export const indexKey = (...parts: readonly string[]): string => parts.join('\u001f')
