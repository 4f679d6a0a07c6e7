import {
  AUCTION_LINE_STATUS,
  BILL_STATUS,
  CRATE_DIRECTION,
  CRATE_MOVEMENT_STATUS,
  PARTY_TYPE,
  TOKEN_STATUS,
  TROLLEY_AUCTION_STATUS,
  VOUCHER_STATUS,
} from '../../contracts'
import { emailKey, nameKey } from './compare-keys'
import type { CrateMovementRecord, CrateStockRecord, CrateTypeRecord } from './crate-rows'
import { FirmTable } from './firm-table'
import type {
  BankAccountRecord,
  CashBankEntryRecord,
  ExpenseRecord,
  PaymentRecord,
  WalletDayRecord,
} from './money-rows'
import type {
  AuctionLineRecord,
  BuyerBillRecord,
  BuyerRecord,
  CompanyRow,
  CurrencyRecord,
  DistrictRow,
  DocumentSeriesRow,
  EmployeeRow,
  ExpenseCategoryRecord,
  FarmerBillRecord,
  FarmerRecord,
  FileRow,
  MarketRecord,
  MarketServicesRow,
  NotificationRecord,
  ProductRecord,
  RoleRecord,
  ServerSecretRow,
  ServiceRecord,
  StateRow,
  TalukaRow,
  TokenLinkRow,
  TokenRecord,
  TrolleyAuctionRecord,
  VehicleEntryRecord,
  VehicleTypeRecord,
} from './rows'
import {
  type Change,
  type IndexSpec,
  type IndexValue,
  indexKey,
  type Journal,
  type SumValue,
  Table,
} from './table'

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

/** The key of a market's wallet day. */
export const walletDayKey = (marketKeyID: string, date: string): string => `${marketKeyID}|${date}`

/** A party's balance of a crate type in a market: the key of the crate movements' `balance` sum. */
export const crateBalanceKey = (r: {
  marketKeyID: string
  partyKeyID: string
  crateTypeID: number
}): string => indexKey(r.marketKeyID, r.partyKeyID, String(r.crateTypeID))

export const crateStockKey = (marketKeyID: string, crateTypeID: number): string =>
  `${marketKeyID}|${crateTypeID}`

/** Out (1) to the party raises its balance, in (2) lowers it. */
const crateSign = (r: { direction: 1 | 2 }): number => (r.direction === CRATE_DIRECTION.Out ? 1 : -1)

const MARKETS_INDEX = '$markets'
const REFERENCES_INDEX = '$references'

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

interface TableOptions<Row, IndexName extends string> {
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
 * All state of the mock. Changes run inside `write`, a synchronous critical section: nothing else can
 * interleave, and if the callback throws every change it made is undone.
 */
export class Store {
  readonly #journal: Journal = { active: false, undo: [], changes: [] }
  readonly #tables = new Map<string, Table<object>>()
  /** Tables whose rows belong to markets or are assigned to them, indexed by those markets. */
  readonly #marketTables: Table<object, typeof MARKETS_INDEX>[] = []
  /** Tables whose rows point at masters, indexed by the references. */
  readonly #referringTables: Table<object, typeof REFERENCES_INDEX>[] = []
  readonly #commitListeners: Array<(changes: readonly Change[]) => void> = []
  #version = 0

  readonly companies = this.#table<CompanyRow>('companies', { keyOf: (r) => r.companyKeyID })
  readonly roles = this.#firmTable<RoleRecord>('roles', (r) => r.roleTypeID)
  readonly employees = this.#table<EmployeeRow, 'mobile' | 'email'>('employees', {
    keyOf: (r) => r.employeeKeyID,
    indexes: { mobile: (r) => r.mobileNo, email: (r) => emailKey(r.emailID) || null },
    assignsMarkets: true,
  })
  readonly states = this.#firmTable<StateRow>('states', (r) => r.stateID)
  readonly districts = this.#firmTable<DistrictRow>('districts', (r) => r.districtID)
  readonly talukas = this.#firmTable<TalukaRow>('talukas', (r) => r.talukaID)
  readonly markets = this.#table<MarketRecord, 'firmName'>('markets', {
    keyOf: (r) => r.marketKeyID,
    indexes: { firmName: (r) => indexKey(r.companyKeyID, nameKey(r.marketPlaceName)) },
    refersTo: (r) => placeReferences(r),
  })
  readonly marketServices = this.#table<MarketServicesRow>('marketServices', { keyOf: (r) => r.marketKeyID })
  readonly currencies = this.#firmTable<CurrencyRecord>('currencies', (r) => r.currencyID)
  readonly vehicleTypes = this.#firmTable<VehicleTypeRecord>('vehicleTypes', (r) => r.vehicleTypeID)
  readonly crateTypes = this.#firmTable<CrateTypeRecord>('crateTypes', (r) => r.crateTypeID)
  readonly products = this.#firmTable<ProductRecord>('products', (r) => r.productID)
  readonly services = this.#firmTable<ServiceRecord>('services', (r) => r.serviceID)
  readonly expenseCategories = this.#firmTable<ExpenseCategoryRecord>(
    'expenseCategories',
    (r) => r.categoryKeyID,
  )
  readonly farmers = this.#table<FarmerRecord, 'firm' | 'mobile' | 'nameVillage'>('farmers', {
    keyOf: (r) => r.farmerKeyID,
    indexes: {
      firm: (r) => r.companyKeyID,
      mobile: (r) => indexKey(r.companyKeyID, r.mobileNo),
      nameVillage: (r) => indexKey(r.companyKeyID, nameKey(r.farmerName), nameKey(r.village)),
    },
    assignsMarkets: true,
    refersTo: (r) => placeReferences(r),
  })
  readonly buyers = this.#table<BuyerRecord, 'firm' | 'mobile' | 'gstin'>('buyers', {
    keyOf: (r) => r.buyerKeyID,
    indexes: {
      firm: (r) => r.companyKeyID,
      mobile: (r) => indexKey(r.companyKeyID, r.mobileNo),
      gstin: (r) => (r.gstin ? indexKey(r.companyKeyID, r.gstin) : null),
    },
    assignsMarkets: true,
    refersTo: (r) => placeReferences(r),
  })
  readonly files = this.#table<FileRow, 'firm'>('files', {
    keyOf: (r) => r.name,
    indexes: { firm: (r) => r.companyKeyID },
  })
  /** By market and by market day: the cash book and the wallet read a market's entry fees. */
  readonly vehicleEntries = this.#table<VehicleEntryRecord, 'market' | 'marketDay'>('vehicleEntries', {
    keyOf: (r) => r.vehicleEntryKeyID,
    indexes: { market: (r) => r.marketKeyID, marketDay: (r) => indexKey(r.marketKeyID, r.entryDate) },
    referencesMarket: true,
    refersTo: (r) => [reference('vehicleType', r.companyKeyID, r.vehicleTypeID)],
  })
  readonly tokens = this.#table<TokenRecord, 'marketDay' | 'auctioned'>('tokens', {
    keyOf: (r) => r.tokenKeyID,
    indexes: {
      marketDay: (r) => indexKey(r.marketKeyID, r.tokenDate),
      // What farmer billing waits for, by firm and by market.
      auctioned: (r) => (r.status === TOKEN_STATUS.Auctioned ? [r.companyKeyID, r.marketKeyID] : null),
    },
    referencesMarket: true,
    refersTo: (r) => [
      reference('farmer', r.companyKeyID, r.farmerKeyID),
      reference('product', r.companyKeyID, r.productID),
      ...r.grades.map((g) => reference('grade', r.companyKeyID, g.gradeID)),
    ],
  })

  readonly auctionLines = this.#table<
    AuctionLineRecord,
    'liveToken' | 'farmerProduct' | 'villageProduct' | 'marketDayProduct'
  >('auctionLines', {
    keyOf: (r) => r.auctionLineKeyID,
    indexes: {
      liveToken: (r) => (r.status === AUCTION_LINE_STATUS.Cancelled ? null : r.tokenKeyID),
      farmerProduct: (r) =>
        r.status === AUCTION_LINE_STATUS.Cancelled ? null : indexKey(r.farmerKeyID, String(r.productID)),
      // Villages are stored cleaned (a farmer's village is saved through requiredName), so case is all that differs.
      villageProduct: (r) =>
        r.status === AUCTION_LINE_STATUS.Cancelled
          ? null
          : indexKey(r.companyKeyID, r.village.toLowerCase(), String(r.productID)),
      marketDayProduct: (r) =>
        r.status === AUCTION_LINE_STATUS.Cancelled
          ? null
          : indexKey(r.marketKeyID, r.auctionDate, String(r.productID)),
    },
    sums: {
      // What a buyer owes for lines not yet invoiced (handlers/buyer-exposure.ts).
      buyerOpen: (r) =>
        r.status === AUCTION_LINE_STATUS.Sold ? { under: r.buyerKeyID, amount: r.exposurePaise } : null,
      // Crates sold of a token's grade, so a sale checks what is left without reading the token's lines.
      soldCrates: (r) =>
        r.status === AUCTION_LINE_STATUS.Cancelled
          ? null
          : { under: indexKey(r.tokenKeyID, String(r.gradeID)), amount: r.crates },
    },
    // Its market, product and grade are its token's, which the token already holds on to.
    refersTo: (r) => [reference('buyer', r.companyKeyID, r.buyerKeyID)],
  })
  readonly trolleyAuctions = this.#table<TrolleyAuctionRecord, 'liveToken'>('trolleyAuctions', {
    keyOf: (r) => r.trolleyAuctionKeyID,
    indexes: {
      liveToken: (r) => (r.status === TROLLEY_AUCTION_STATUS.Cancelled ? null : r.tokenKeyID),
    },
    sums: {
      buyerOpen: (r) =>
        r.status === TROLLEY_AUCTION_STATUS.RateFixed || r.status === TROLLEY_AUCTION_STATUS.Weighed
          ? { under: r.buyerKeyID, amount: r.exposurePaise }
          : null,
    },
    // Its market and product are its token's, which the token already holds on to.
    refersTo: (r) => [reference('buyer', r.companyKeyID, r.buyerKeyID)],
  })

  readonly farmerBills = this.#table<FarmerBillRecord, 'activeToken' | 'farmerOpen'>('farmerBills', {
    keyOf: (r) => r.farmerBillKeyID,
    indexes: {
      activeToken: (r) => (r.status === BILL_STATUS.Active ? [...r.tokenKeyIDs] : null),
      // What a payment voucher settles.
      farmerOpen: (r) =>
        r.status === BILL_STATUS.Active && r.finalPaise !== r.paidPaise ? r.farmerKeyID : null,
    },
    referencesMarket: true,
    refersTo: (r) => [reference('farmer', r.companyKeyID, r.farmerKeyID)],
  })
  readonly buyerBills = this.#table<BuyerBillRecord, 'buyerUnsettled' | 'buyer' | 'activeLine'>(
    'buyerBills',
    {
      keyOf: (r) => r.buyerBillKeyID,
      indexes: {
        // The sales an active invoice holds: they stay as billed until it is cancelled.
        activeLine: (r) => (r.status === BILL_STATUS.Active ? r.lines.map((line) => line.lineKeyID) : null),
        // What a receipt settles.
        buyerUnsettled: (r) =>
          r.status === BILL_STATUS.Active && r.finalPaise !== r.receivedPaise ? r.buyerKeyID : null,
        // The buyer's ledger reads every invoice, settled or not.
        buyer: (r) => r.buyerKeyID,
      },
      // What is left to receive on a buyer's active invoices (handlers/buyer-exposure.ts).
      sums: {
        buyerOpen: (r) =>
          r.status === BILL_STATUS.Active
            ? { under: r.buyerKeyID, amount: r.finalPaise - r.receivedPaise }
            : null,
      },
      referencesMarket: true,
      refersTo: (r) => [reference('buyer', r.companyKeyID, r.buyerKeyID)],
    },
  )
  /** The last number of each series of money documents (handlers/document-numbers.ts). */
  readonly documentSeries = this.#table<DocumentSeriesRow>('documentSeries', { keyOf: (r) => r.series })
  /** The link-signing key (handlers/share-link-sign.ts), kept so links survive a restart with `--data`. */
  readonly serverSecrets = this.#table<ServerSecretRow>('serverSecrets', { keyOf: (r) => r.name })
  readonly tokenLinks = this.#table<TokenLinkRow>('tokenLinks', { keyOf: (r) => r.tokenKeyID })

  /** Vouchers by party (and day, for the cash limit), by the bills they settle and by market day. */
  readonly payments = this.#table<PaymentRecord, 'party' | 'partyDay' | 'bill' | 'marketDay' | 'market'>(
    'payments',
    {
      keyOf: (r) => r.paymentKeyID,
      indexes: {
        party: (r) => r.partyKeyID,
        partyDay: (r) => indexKey(r.partyKeyID, r.paymentDate),
        bill: (r) => (r.status === VOUCHER_STATUS.Active ? r.allocations.map((a) => a.billKeyID) : null),
        marketDay: (r) => indexKey(r.marketKeyID, r.paymentDate),
        market: (r) => r.marketKeyID,
      },
      // What a party's live vouchers left unallocated (an advance), so a buyer's credit check on every
      // sale does not add up the buyer's receipts (handlers/buyer-exposure.ts).
      sums: {
        partyUnallocated: (r) =>
          r.status === VOUCHER_STATUS.Active
            ? {
                under: r.partyKeyID,
                amount: r.amountPaise - r.allocations.reduce((sum, a) => sum + a.amountPaise, 0),
              }
            : null,
      },
      referencesMarket: true,
      refersTo: (r) => [
        reference(r.partyType === PARTY_TYPE.Farmer ? 'farmer' : 'buyer', r.companyKeyID, r.partyKeyID),
      ],
    },
  )
  readonly expenses = this.#table<ExpenseRecord, 'marketDay' | 'market'>('expenses', {
    keyOf: (r) => r.expenseKeyID,
    indexes: { marketDay: (r) => indexKey(r.marketKeyID, r.expenseDate), market: (r) => r.marketKeyID },
    referencesMarket: true,
    refersTo: (r) => [
      reference('expenseCategory', r.companyKeyID, r.categoryKeyID),
      r.bankAccountKeyID ? reference('bankAccount', r.companyKeyID, r.bankAccountKeyID) : null,
    ],
  })
  readonly bankAccounts = this.#firmTable<BankAccountRecord>('bankAccounts', (r) => r.bankAccountKeyID, {
    referencesMarket: true,
  })
  readonly cashBankEntries = this.#table<CashBankEntryRecord, 'marketDay' | 'market'>('cashBankEntries', {
    keyOf: (r) => r.cashBankEntryKeyID,
    indexes: { marketDay: (r) => indexKey(r.marketKeyID, r.entryDate), market: (r) => r.marketKeyID },
    referencesMarket: true,
    refersTo: (r) => [
      r.bankAccountKeyID ? reference('bankAccount', r.companyKeyID, r.bankAccountKeyID) : null,
    ],
  })
  /** Keyed `<market>|<date>`; the counts refer to the currency master's denominations. */
  readonly walletDays = this.#table<WalletDayRecord, 'market'>('walletDays', {
    keyOf: (r) => walletDayKey(r.marketKeyID, r.walletDate),
    indexes: { market: (r) => r.marketKeyID },
    referencesMarket: true,
    refersTo: (r) =>
      [...r.openingCount, ...r.closingCount].map((line) =>
        reference('currency', r.companyKeyID, line.denomination),
      ),
  })

  /**
   * By market and by a market's party. A live movement adds to its party's balance of the type and to
   * what the market's farmers or buyers hold of it, so a return checks the balance without adding rows up.
   */
  readonly crateMovements = this.#table<CrateMovementRecord, 'market' | 'marketParty'>('crateMovements', {
    keyOf: (r) => r.crateMovementKeyID,
    indexes: {
      market: (r) => r.marketKeyID,
      marketParty: (r) => indexKey(r.marketKeyID, r.partyKeyID),
    },
    sums: {
      balance: (r) =>
        r.status === CRATE_MOVEMENT_STATUS.Active
          ? { under: crateBalanceKey(r), amount: crateSign(r) * r.quantity }
          : null,
      held: (r) =>
        r.status === CRATE_MOVEMENT_STATUS.Active
          ? {
              under: indexKey(r.marketKeyID, String(r.crateTypeID), String(r.partyType)),
              amount: crateSign(r) * r.quantity,
            }
          : null,
    },
    referencesMarket: true,
    refersTo: (r) => [
      reference('crateType', r.companyKeyID, r.crateTypeID),
      reference(r.partyType === PARTY_TYPE.Farmer ? 'farmer' : 'buyer', r.companyKeyID, r.partyKeyID),
    ],
  })
  /** What each market owns of each crate type, keyed `<market>|<type>`. */
  readonly crateStocks = this.#table<CrateStockRecord, 'market'>('crateStocks', {
    keyOf: (r) => crateStockKey(r.marketKeyID, r.crateTypeID),
    indexes: { market: (r) => r.marketKeyID },
    referencesMarket: true,
  })

  /** By market (a firm's own key for those about an employee's account) and by cause. */
  readonly notifications = this.#table<NotificationRecord, 'market' | 'cause'>('notifications', {
    keyOf: (r) => r.notificationKeyID,
    indexes: {
      market: (r) => r.marketKeyID || r.companyKeyID,
      cause: (r) => indexKey(r.companyKeyID, r.cause),
    },
  })

  #table<Row extends object, IndexName extends string = never>(
    name: string,
    options: TableOptions<Row, IndexName>,
  ): Table<Row, IndexName> {
    return this.#register(name, options, (indexes) => new Table(name, this.#journal, options.keyOf, indexes))
  }

  /** A table of rows each firm owns, keyed `<firm>:<id>` (store/firm-table.ts). */
  #firmTable<Row extends { companyKeyID: string }, IndexName extends string = never>(
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
