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
import { indexKey } from './table'
import { type Reference, reference, TableRegistry } from './table-registry'

export type { Reference, ReferenceKind, StoreSnapshot } from './table-registry'
export { reference } from './table-registry'

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

/** A vehicle entry's index finds the empties that came back with it at the gate. */
type CrateMovementIndex = 'market' | 'marketParty' | 'vehicleEntry' | 'source'

/** Out (1) to the party raises its balance, in (2) lowers it. */
const crateSign = (r: { direction: 1 | 2 }): number => (r.direction === CRATE_DIRECTION.Out ? 1 : -1)

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

/**
 * All state of the mock: its tables, each with the indexes and running totals its reads need, and the
 * markets and masters its rows point at. Changes run inside `write` (see TableRegistry).
 */
export class Store extends TableRegistry {
  readonly companies = this.table<CompanyRow>('companies', { keyOf: (r) => r.companyKeyID })
  readonly roles = this.firmTable<RoleRecord>('roles', (r) => r.roleTypeID)
  readonly employees = this.table<EmployeeRow, 'mobile' | 'email'>('employees', {
    keyOf: (r) => r.employeeKeyID,
    indexes: { mobile: (r) => r.mobileNo, email: (r) => emailKey(r.emailID) || null },
    assignsMarkets: true,
  })
  readonly states = this.firmTable<StateRow>('states', (r) => r.stateID)
  readonly districts = this.firmTable<DistrictRow>('districts', (r) => r.districtID)
  readonly talukas = this.firmTable<TalukaRow>('talukas', (r) => r.talukaID)
  readonly markets = this.table<MarketRecord, 'firmName'>('markets', {
    keyOf: (r) => r.marketKeyID,
    indexes: { firmName: (r) => indexKey(r.companyKeyID, nameKey(r.marketPlaceName)) },
    refersTo: (r) => placeReferences(r),
  })
  readonly marketServices = this.table<MarketServicesRow>('marketServices', { keyOf: (r) => r.marketKeyID })
  readonly currencies = this.firmTable<CurrencyRecord>('currencies', (r) => r.currencyID)
  readonly vehicleTypes = this.firmTable<VehicleTypeRecord>('vehicleTypes', (r) => r.vehicleTypeID)
  readonly crateTypes = this.firmTable<CrateTypeRecord>('crateTypes', (r) => r.crateTypeID)
  readonly products = this.firmTable<ProductRecord>('products', (r) => r.productID)
  readonly services = this.firmTable<ServiceRecord>('services', (r) => r.serviceID)
  readonly expenseCategories = this.firmTable<ExpenseCategoryRecord>(
    'expenseCategories',
    (r) => r.categoryKeyID,
  )
  readonly farmers = this.table<FarmerRecord, 'firm' | 'mobile' | 'nameVillage'>('farmers', {
    keyOf: (r) => r.farmerKeyID,
    indexes: {
      firm: (r) => r.companyKeyID,
      mobile: (r) => indexKey(r.companyKeyID, r.mobileNo),
      nameVillage: (r) => indexKey(r.companyKeyID, nameKey(r.farmerName), nameKey(r.village)),
    },
    assignsMarkets: true,
    refersTo: (r) => placeReferences(r),
  })
  readonly buyers = this.table<BuyerRecord, 'firm' | 'mobile' | 'gstin'>('buyers', {
    keyOf: (r) => r.buyerKeyID,
    indexes: {
      firm: (r) => r.companyKeyID,
      mobile: (r) => indexKey(r.companyKeyID, r.mobileNo),
      gstin: (r) => (r.gstin ? indexKey(r.companyKeyID, r.gstin) : null),
    },
    assignsMarkets: true,
    refersTo: (r) => placeReferences(r),
  })
  readonly files = this.table<FileRow, 'firm'>('files', {
    keyOf: (r) => r.name,
    indexes: { firm: (r) => r.companyKeyID },
  })
  /** By market and by market day: the cash book and the wallet read a market's entry fees. */
  readonly vehicleEntries = this.table<VehicleEntryRecord, 'market' | 'marketDay'>('vehicleEntries', {
    keyOf: (r) => r.vehicleEntryKeyID,
    indexes: { market: (r) => r.marketKeyID, marketDay: (r) => indexKey(r.marketKeyID, r.entryDate) },
    referencesMarket: true,
    refersTo: (r) => [reference('vehicleType', r.companyKeyID, r.vehicleTypeID)],
  })
  readonly tokens = this.table<TokenRecord, 'marketDay' | 'auctioned'>('tokens', {
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

  readonly auctionLines = this.table<
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
  readonly trolleyAuctions = this.table<TrolleyAuctionRecord, 'liveToken'>('trolleyAuctions', {
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

  readonly farmerBills = this.table<FarmerBillRecord, 'activeToken' | 'farmerOpen'>('farmerBills', {
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
  readonly buyerBills = this.table<BuyerBillRecord, 'buyerUnsettled' | 'buyer' | 'activeLine'>('buyerBills', {
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
  })
  /** The last number of each series of money documents (handlers/document-numbers.ts). */
  readonly documentSeries = this.table<DocumentSeriesRow>('documentSeries', { keyOf: (r) => r.series })
  /** The link-signing key (handlers/share-link-sign.ts), kept so links survive a restart with `--data`. */
  readonly serverSecrets = this.table<ServerSecretRow>('serverSecrets', { keyOf: (r) => r.name })
  readonly tokenLinks = this.table<TokenLinkRow>('tokenLinks', { keyOf: (r) => r.tokenKeyID })

  /** Vouchers by party (and day, for the cash limit), by the bills they settle and by market day. */
  readonly payments = this.table<PaymentRecord, 'party' | 'partyDay' | 'bill' | 'marketDay' | 'market'>(
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
  readonly expenses = this.table<ExpenseRecord, 'marketDay' | 'market'>('expenses', {
    keyOf: (r) => r.expenseKeyID,
    indexes: { marketDay: (r) => indexKey(r.marketKeyID, r.expenseDate), market: (r) => r.marketKeyID },
    referencesMarket: true,
    refersTo: (r) => [
      reference('expenseCategory', r.companyKeyID, r.categoryKeyID),
      r.bankAccountKeyID ? reference('bankAccount', r.companyKeyID, r.bankAccountKeyID) : null,
    ],
  })
  readonly bankAccounts = this.firmTable<BankAccountRecord>('bankAccounts', (r) => r.bankAccountKeyID, {
    referencesMarket: true,
  })
  readonly cashBankEntries = this.table<CashBankEntryRecord, 'marketDay' | 'market'>('cashBankEntries', {
    keyOf: (r) => r.cashBankEntryKeyID,
    indexes: { marketDay: (r) => indexKey(r.marketKeyID, r.entryDate), market: (r) => r.marketKeyID },
    referencesMarket: true,
    refersTo: (r) => [
      r.bankAccountKeyID ? reference('bankAccount', r.companyKeyID, r.bankAccountKeyID) : null,
    ],
  })
  /** Keyed `<market>|<date>`; the counts refer to the currency master's denominations. */
  readonly walletDays = this.table<WalletDayRecord, 'market'>('walletDays', {
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
  readonly crateMovements = this.table<CrateMovementRecord, CrateMovementIndex>('crateMovements', {
    keyOf: (r) => r.crateMovementKeyID,
    indexes: {
      market: (r) => r.marketKeyID,
      marketParty: (r) => indexKey(r.marketKeyID, r.partyKeyID),
      vehicleEntry: (r) => r.vehicleEntryKeyID,
      // The piece of the day's work a movement follows (a sale line, else a gate token's farmer): a
      // change of a sale finds its movement without reading every movement of a big buyer.
      source: (r) =>
        r.partyType === PARTY_TYPE.Farmer && r.tokenKeyID
          ? [r.tokenKeyID, ...(r.auctionLineKeyID ? [r.auctionLineKeyID] : [])]
          : r.auctionLineKeyID || null,
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
  readonly crateStocks = this.table<CrateStockRecord, 'market'>('crateStocks', {
    keyOf: (r) => crateStockKey(r.marketKeyID, r.crateTypeID),
    indexes: { market: (r) => r.marketKeyID },
    referencesMarket: true,
  })

  /** By market (a firm's own key for those about an employee's account) and by cause. */
  readonly notifications = this.table<NotificationRecord, 'market' | 'cause'>('notifications', {
    keyOf: (r) => r.notificationKeyID,
    indexes: {
      market: (r) => r.marketKeyID || r.companyKeyID,
      cause: (r) => indexKey(r.companyKeyID, r.cause),
    },
  })
}
