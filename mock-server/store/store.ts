import { FirmTable } from './firm-table'
import type {
  BuyerRecord,
  CompanyRow,
  CurrencyRecord,
  DistrictRow,
  EmployeeRow,
  ExpenseCategoryRecord,
  FarmerRecord,
  FileRow,
  MarketRecord,
  MarketServicesRow,
  ProductRecord,
  RoleRecord,
  ServiceRecord,
  StateRow,
  TalukaRow,
  TokenRecord,
  VehicleEntryRecord,
  VehicleTypeRecord,
} from './rows'
import { type Journal, Table } from './table'

/** Masters other rows can point at; a referenced row can be deactivated but not deleted. */
export type ReferenceKind =
  | 'state'
  | 'district'
  | 'taluka'
  | 'currency'
  | 'vehicleType'
  | 'product'
  | 'grade'
  | 'expenseCategory'
  | 'farmer'
  | 'buyer'

/**
 * `<kind>:<firm>:<key>`, e.g. `taluka:<companyKeyID>:12` or `currency:<companyKeyID>:500`
 * (denominations are referenced by value). Masters are numbered within a firm, so the firm is part of
 * every reference: one firm's use of product 1 never holds another firm's product 1.
 */
export type Reference = `${ReferenceKind}:${string}:${string | number}`

export const reference = (kind: ReferenceKind, companyKeyID: string, key: string | number): Reference =>
  `${kind}:${companyKeyID}:${key}`

export type StoreSnapshot = ReadonlyMap<string, ReadonlyMap<string, object>>

interface Place {
  companyKeyID: string
  stateID?: number | null
  districtID?: number | null
  talukaID?: number | null
}

const placeReferences = (row: Place): (Reference | null)[] => [
  row.stateID ? reference('state', row.companyKeyID, row.stateID) : null,
  row.districtID ? reference('district', row.companyKeyID, row.districtID) : null,
  row.talukaID ? reference('taluka', row.companyKeyID, row.talukaID) : null,
]

interface TableOptions<Row> {
  keyOf: (row: Row) => string
  /** Transactional tables whose rows carry marketKeyID: a referenced market can't be deleted. */
  referencesMarket?: boolean
  /** People assigned to markets by marketKeyIDs: a market with anyone assigned can't be deleted. */
  assignsMarkets?: boolean
  /**
   * The masters a row points at. A table declares them once (the wallet's count lines name their
   * denominations, tokens their product and grades) and every delete of a master asks isReferenced.
   */
  refersTo?: (row: Row) => readonly (Reference | null)[]
}

/**
 * All state of the mock. Changes run inside `write`, a synchronous critical section: nothing else can
 * interleave, and if the callback throws every change it made is undone.
 */
export class Store {
  readonly #journal: Journal = { active: false, undo: [] }
  readonly #tables = new Map<string, Table<object>>()
  readonly #marketTables: Table<{ marketKeyID?: unknown }>[] = []
  readonly #assignmentTables: Table<{ marketKeyIDs: readonly string[] }>[] = []
  readonly #referringTables: {
    table: Table<object>
    refersTo: (row: object) => readonly (Reference | null)[]
  }[] = []
  readonly #commitListeners: Array<() => void> = []
  #version = 0

  readonly companies = this.#table<CompanyRow>('companies', { keyOf: (r) => r.companyKeyID })
  readonly roles = this.#firmTable<RoleRecord>('roles', (r) => r.roleTypeID)
  readonly employees = this.#table<EmployeeRow>('employees', {
    keyOf: (r) => r.employeeKeyID,
    assignsMarkets: true,
  })
  readonly states = this.#firmTable<StateRow>('states', (r) => r.stateID)
  readonly districts = this.#firmTable<DistrictRow>('districts', (r) => r.districtID)
  readonly talukas = this.#firmTable<TalukaRow>('talukas', (r) => r.talukaID)
  readonly markets = this.#table<MarketRecord>('markets', {
    keyOf: (r) => r.marketKeyID,
    refersTo: (r) => placeReferences(r),
  })
  readonly marketServices = this.#table<MarketServicesRow>('marketServices', { keyOf: (r) => r.marketKeyID })
  readonly currencies = this.#firmTable<CurrencyRecord>('currencies', (r) => r.currencyID)
  readonly vehicleTypes = this.#firmTable<VehicleTypeRecord>('vehicleTypes', (r) => r.vehicleTypeID)
  readonly products = this.#firmTable<ProductRecord>('products', (r) => r.productID)
  readonly services = this.#firmTable<ServiceRecord>('services', (r) => r.serviceID)
  readonly expenseCategories = this.#firmTable<ExpenseCategoryRecord>(
    'expenseCategories',
    (r) => r.categoryKeyID,
  )
  readonly farmers = this.#table<FarmerRecord>('farmers', {
    keyOf: (r) => r.farmerKeyID,
    assignsMarkets: true,
    refersTo: (r) => placeReferences(r),
  })
  readonly buyers = this.#table<BuyerRecord>('buyers', {
    keyOf: (r) => r.buyerKeyID,
    assignsMarkets: true,
    refersTo: (r) => placeReferences(r),
  })
  readonly files = this.#table<FileRow>('files', { keyOf: (r) => r.name })
  readonly vehicleEntries = this.#table<VehicleEntryRecord>('vehicleEntries', {
    keyOf: (r) => r.vehicleEntryKeyID,
    referencesMarket: true,
    refersTo: (r) => [reference('vehicleType', r.companyKeyID, r.vehicleTypeID)],
  })
  readonly tokens = this.#table<TokenRecord>('tokens', {
    keyOf: (r) => r.tokenKeyID,
    referencesMarket: true,
    refersTo: (r) => [
      reference('farmer', r.companyKeyID, r.farmerKeyID),
      reference('product', r.companyKeyID, r.productID),
      ...r.grades.map((g) => reference('grade', r.companyKeyID, g.gradeID)),
    ],
  })

  #table<Row extends object>(name: string, options: TableOptions<Row>): Table<Row> {
    return this.#register(name, new Table<Row>(name, this.#journal, options.keyOf), options)
  }

  #firmTable<Row extends { companyKeyID: string }>(
    name: string,
    idOf: (row: Row) => string | number,
    options: Omit<TableOptions<Row>, 'keyOf'> = {},
  ): FirmTable<Row> {
    return this.#register(name, new FirmTable<Row>(name, this.#journal, idOf), options)
  }

  #register<Row extends object, T extends Table<Row>>(
    name: string,
    table: T,
    options: Omit<TableOptions<Row>, 'keyOf'>,
  ): T {
    this.#tables.set(name, table as unknown as Table<object>)
    if (options.referencesMarket)
      this.#marketTables.push(table as unknown as Table<{ marketKeyID?: unknown }>)
    if (options.assignsMarkets)
      this.#assignmentTables.push(table as unknown as Table<{ marketKeyIDs: readonly string[] }>)
    if (options.refersTo) {
      this.#referringTables.push({
        table: table as unknown as Table<object>,
        refersTo: options.refersTo as (row: object) => readonly (Reference | null)[],
      })
    }
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

  /** True when any row of any table points at this master of the firm. */
  isReferenced(kind: ReferenceKind, companyKeyID: string, key: string | number): boolean {
    const wanted = reference(kind, companyKeyID, key)
    return this.#referringTables.some(({ table, refersTo }) =>
      table.some((row) => refersTo(row).includes(wanted)),
    )
  }

  /** True when an employee, farmer or buyer is assigned to the market or a transactional row belongs to it. */
  isMarketReferenced(marketKeyID: string): boolean {
    if (this.#assignmentTables.some((table) => table.some((row) => row.marketKeyIDs.includes(marketKeyID))))
      return true
    return this.#marketTables.some((table) => table.some((row) => row.marketKeyID === marketKeyID))
  }
}
