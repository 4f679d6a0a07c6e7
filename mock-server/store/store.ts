import type {
  CompanyRow,
  DistrictRow,
  EmployeeRow,
  FileRow,
  MarketRecord,
  MarketServicesRow,
  StateRow,
  TalukaRow,
} from './rows'
import { type Journal, Table } from './table'

export type StoreSnapshot = ReadonlyMap<string, ReadonlyMap<string, object>>

interface TableOptions<Row> {
  keyOf: (row: Row) => string
  /** Transactional tables whose rows carry marketKeyID: a referenced market can't be deleted. */
  referencesMarket?: boolean
}

/**
 * All state of the mock. Changes run inside `write`, a synchronous critical section: nothing else can
 * interleave, and if the callback throws every change it made is undone.
 */
export class Store {
  readonly #journal: Journal = { active: false, undo: [] }
  readonly #tables = new Map<string, Table<object>>()
  readonly #marketTables: Table<{ marketKeyID?: unknown }>[] = []
  readonly #commitListeners: Array<() => void> = []
  #version = 0

  readonly companies = this.#table<CompanyRow>('companies', { keyOf: (r) => r.companyKeyID })
  readonly employees = this.#table<EmployeeRow>('employees', { keyOf: (r) => r.employeeKeyID })
  readonly states = this.#table<StateRow>('states', { keyOf: (r) => String(r.stateID) })
  readonly districts = this.#table<DistrictRow>('districts', { keyOf: (r) => String(r.districtID) })
  readonly talukas = this.#table<TalukaRow>('talukas', { keyOf: (r) => String(r.talukaID) })
  readonly markets = this.#table<MarketRecord>('markets', { keyOf: (r) => r.marketKeyID })
  readonly marketServices = this.#table<MarketServicesRow>('marketServices', { keyOf: (r) => r.marketKeyID })
  readonly files = this.#table<FileRow>('files', { keyOf: (r) => r.name })

  #table<Row extends object>(name: string, options: TableOptions<Row>): Table<Row> {
    const table = new Table<Row>(name, this.#journal, options.keyOf)
    this.#tables.set(name, table as unknown as Table<object>)
    if (options.referencesMarket)
      this.#marketTables.push(table as unknown as Table<{ marketKeyID?: unknown }>)
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
    try {
      const result = change()
      if (result instanceof Promise) throw new Error('Store.write must be synchronous')
      this.#version += 1
      for (const listener of this.#commitListeners) listener()
      return result
    } catch (error) {
      for (const undo of this.#journal.undo.reverse()) undo()
      throw error
    } finally {
      this.#journal.active = false
      this.#journal.undo = []
    }
  }

  onCommit(listener: () => void): void {
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

  /** True when an employee is assigned to the market or a transactional row belongs to it. */
  isMarketReferenced(marketKeyID: string): boolean {
    if (this.employees.some((e) => e.marketKeyIDs.includes(marketKeyID))) return true
    return this.#marketTables.some((table) => table.some((row) => row.marketKeyID === marketKeyID))
  }
}
