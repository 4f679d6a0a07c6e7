import { FirmTable } from './firm-table'
import { type Change, type IndexSpec, type IndexValue, type Journal, type SumValue, Table } from './table'

/** Masters other rows can point at; a referenced row can be deactivated but not deleted. */
export type ReferenceKind =
  | 'state'
  | 'district'
  | 'taluka'
  | 'currency'
  | 'vehicleType'
  | 'crateType'
  | 'product'
  | 'grade'
  | 'expenseCategory'
  | 'farmer'
  | 'buyer'
  | 'bankAccount'

/**
 * `<kind>:<firm>:<key>`, e.g. `taluka:<companyKeyID>:12` or `currency:<companyKeyID>:500`
 * (denominations are referenced by value). Masters are numbered within a firm, so the firm is part of
 * every reference: one firm's use of product 1 never holds another firm's product 1.
 */
export type Reference = `${ReferenceKind}:${string}:${string | number}`

export const reference = (kind: ReferenceKind, companyKeyID: string, key: string | number): Reference =>
  `${kind}:${companyKeyID}:${key}`

const MARKETS_INDEX = '$markets'
const REFERENCES_INDEX = '$references'

export type StoreSnapshot = ReadonlyMap<string, ReadonlyMap<string, object>>
export interface TableOptions<Row, IndexName extends string> {
  keyOf: (row: Row) => string
  /** Lookups a write needs without reading the whole table (name clashes, duplicates, a firm's rows). */
  indexes?: IndexSpec<Readonly<Row>, IndexName>
  /** Transactional tables whose rows carry marketKeyID: a referenced market can't be deleted. */
  referencesMarket?: boolean
  /** People assigned to markets by marketKeyIDs: a market with anyone assigned can't be deleted. */
  assignsMarkets?: boolean
  /** Running totals per value (store/table.ts SumIndex), read with `table.sum(name, value)`. */
  sums?: Readonly<Record<string, (row: Readonly<Row>) => SumValue>>
  /**
   * The masters a row points at. A table declares them once (the wallet's count lines name their
   * denominations, tokens their product and grades) and every delete of a master asks isReferenced.
   */
  refersTo?: (row: Row) => readonly (Reference | null)[]
}

/**
 * What every table of the mock shares: one journal, so `write` is a synchronous critical section
 * (nothing else can interleave, and if the callback throws every change it made is undone); snapshots
 * and restores of all tables at once; and the markets and masters rows point at, so one still in use
 * is never deleted.
 */
export class TableRegistry {
  readonly #journal: Journal = { active: false, undo: [], changes: [] }
  readonly #tables = new Map<string, Table<object>>()
  /** Tables whose rows belong to markets or are assigned to them, indexed by those markets. */
  readonly #marketTables: Table<object, typeof MARKETS_INDEX>[] = []
  /** Tables whose rows point at masters, indexed by the references. */
  readonly #referringTables: Table<object, typeof REFERENCES_INDEX>[] = []
  readonly #commitListeners: Array<(changes: readonly Change[]) => void> = []
  #version = 0

  protected table<Row extends object, IndexName extends string = never>(
    name: string,
    options: TableOptions<Row, IndexName>,
  ): Table<Row, IndexName> {
    return this.#register(name, options, (indexes) => new Table(name, this.#journal, options.keyOf, indexes))
  }

  /** A table of rows each firm owns, keyed `<firm>:<id>` (store/firm-table.ts). */
  protected firmTable<Row extends { companyKeyID: string }, IndexName extends string = never>(
    name: string,
    idOf: (row: Row) => string | number,
    options: Omit<TableOptions<Row, IndexName>, 'keyOf'> = {},
  ): FirmTable<Row, IndexName> {
    return this.#register(name, options, (indexes) => new FirmTable(name, this.#journal, idOf, indexes))
  }

  /** Adds the store's own indexes (markets, references) to a table's and keeps the table. */
  #register<Row extends object, IndexName extends string, T extends Table<Row, IndexName>>(
    name: string,
    options: Omit<TableOptions<Row, IndexName>, 'keyOf'>,
    create: (indexes: IndexSpec<Readonly<Row>, string>) => T,
  ): T {
    const { referencesMarket, assignsMarkets, refersTo } = options
    const indexes: Record<string, (row: Readonly<Row>) => IndexValue> = { ...options.indexes }
    if (referencesMarket || assignsMarkets) {
      indexes[MARKETS_INDEX] = (row) => {
        const { marketKeyID, marketKeyIDs } = row as { marketKeyID?: unknown; marketKeyIDs?: string[] }
        const assigned = assignsMarkets ? (marketKeyIDs ?? []) : []
        return referencesMarket && typeof marketKeyID === 'string' ? [marketKeyID, ...assigned] : assigned
      }
    }
    if (refersTo) {
      indexes[REFERENCES_INDEX] = (row) => refersTo(row).filter((ref): ref is Reference => ref !== null)
    }
    const table = create(indexes)
    for (const [sumName, addsTo] of Object.entries(options.sums ?? {})) table.addSum(sumName, addsTo)
    const any = table as unknown as Table<object, never>
    this.#tables.set(name, any)
    if (referencesMarket || assignsMarkets) this.#marketTables.push(any)
    if (refersTo) this.#referringTables.push(any)
    return table
  }

  /** Goes up with every completed write: anything derived from an older version is stale. */
  get version(): number {
    return this.#version
  }

  get tables(): ReadonlyMap<string, Table<object>> {
    return this.#tables
  }

  write<T>(change: () => T): T {
    if (this.#journal.active) return change()
    this.#journal.active = true
    this.#journal.undo = []
    this.#journal.changes = []
    try {
      const result = change()
      if (result instanceof Promise) throw new Error('Store.write must be synchronous')
      this.#version += 1
      const changes = this.#journal.changes
      for (const listener of this.#commitListeners) listener(changes)
      return result
    } catch (error) {
      for (const undo of this.#journal.undo.reverse()) undo()
      throw error
    } finally {
      this.#journal.active = false
      this.#journal.undo = []
      this.#journal.changes = []
    }
  }

  /** Called after every completed write with the rows it changed, in order. */
  onCommit(listener: (changes: readonly Change[]) => void): void {
    this.#commitListeners.push(listener)
  }

  snapshot(): StoreSnapshot {
    return new Map([...this.#tables].map(([name, table]) => [name, table.snapshot()]))
  }

  restore(snapshot: StoreSnapshot): void {
    this.write(() => {
      for (const [name, table] of this.#tables) table.restore(snapshot.get(name) ?? new Map())
    })
  }

  /** True when any row of any table points at this master of the firm. */
  isReferenced(kind: ReferenceKind, companyKeyID: string, key: string | number): boolean {
    const wanted = reference(kind, companyKeyID, key)
    return this.#referringTables.some((table) => table.holds(REFERENCES_INDEX, wanted))
  }

  /** True when an employee, farmer or buyer is assigned to the market or a transactional row belongs to it. */
  isMarketReferenced(marketKeyID: string): boolean {
    return this.#marketTables.some((table) => table.holds(MARKETS_INDEX, marketKeyID))
  }
}
