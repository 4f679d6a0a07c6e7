/** Undo steps of the write in progress (see Store.write). */
export interface Journal {
  active: boolean
  undo: Array<() => void>
}

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

/**
 * One in-memory table. Rows are frozen and replaced, never edited in place, so a snapshot is a
 * shallow copy of the map and restoring one takes milliseconds even for a seed of 10,000 markets.
 */
export class Table<Row extends object> {
  #rows = new Map<string, Readonly<Row>>()

  constructor(
    readonly name: string,
    private readonly journal: Journal,
    readonly keyOf: (row: Row) => string,
  ) {}

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

  /** Inserts or replaces the row under its key. */
  set(row: Row): Readonly<Row> {
    this.#guard()
    const key = this.keyOf(row)
    const frozen = freezeRow({ ...row })
    const rows = this.#rows
    const previous = rows.get(key)
    this.journal.undo.push(() => (previous === undefined ? rows.delete(key) : rows.set(key, previous)))
    rows.set(key, frozen)
    return frozen
  }

  delete(key: string): void {
    this.#guard()
    const rows = this.#rows
    const previous = rows.get(key)
    if (previous === undefined) return
    this.journal.undo.push(() => rows.set(key, previous))
    rows.delete(key)
  }

  snapshot(): ReadonlyMap<string, Readonly<Row>> {
    return new Map(this.#rows)
  }

  /** Replaces every row with a snapshot's (shared, already frozen) rows. */
  restore(snapshot: ReadonlyMap<string, Readonly<Row>>): void {
    this.#guard()
    const previous = this.#rows
    this.journal.undo.push(() => {
      this.#rows = previous
    })
    this.#rows = new Map(snapshot)
  }

  /** Replaces every row with plain rows read from a data file. */
  load(rows: readonly Row[]): void {
    this.restore(new Map(rows.map((row) => [this.keyOf(row), freezeRow({ ...row })])))
  }

  #guard(): void {
    // Every change goes through Store.write so a failure part-way is undone as a whole.
    if (!this.journal.active) throw new Error(`Table ${this.name} changed outside Store.write`)
  }
}
