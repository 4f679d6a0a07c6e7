import { AUCTION_LINE_STATUS, lineKg, TROLLEY_AUCTION_STATUS } from '../../contracts'
import type { ExpenseRecord, PaymentRecord, WalletDayRecord } from '../store/money-rows'
import type {
  AuctionLineRecord,
  BuyerBillRecord,
  FarmerBillRecord,
  TokenRecord,
  TrolleyAuctionRecord,
  VehicleEntryRecord,
} from '../store/rows'
import type { Store } from '../store/store'

/**
 * A market's documents in date order, one array per kind, so a report or the dashboard picks a date
 * range by binary search instead of scanning every market's rows. Built in one pass over the tables
 * when the store changed, and shared by every report read until the next write.
 */

/** A market's documents of one kind, sorted by their day. */
export class ByDay<Row> {
  readonly #days: string[]
  constructor(
    readonly rows: readonly Row[],
    dayOf: (row: Row) => string,
  ) {
    this.#days = rows.map(dayOf)
  }

  /** The rows of the days from `fromDate` to `toDate`, both included ('' leaves that end open). */
  between(fromDate: string, toDate: string): readonly Row[] {
    const { start, end } = this.span(fromDate, toDate)
    return this.rows.slice(start, end)
  }

  /** Where those rows start and end (exclusive) in `rows`; `start` also counts the rows before them. */
  span(fromDate: string, toDate: string): { start: number; end: number } {
    const start = fromDate ? this.#firstAtOrAfter(fromDate) : 0
    const end = toDate ? this.#firstAtOrAfter(`${toDate}\uffff`) : this.rows.length
    return { start, end: Math.max(start, end) }
  }

  #firstAtOrAfter(day: string): number {
    let low = 0
    let high = this.#days.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.#days[mid]! < day) low = mid + 1
      else high = mid
    }
    return low
  }
}

export interface MarketDocuments {
  vehicleEntries: ByDay<Readonly<VehicleEntryRecord>>
  tokens: ByDay<Readonly<TokenRecord>>
  auctionLines: ByDay<Readonly<AuctionLineRecord>>
  trolleyLots: ByDay<Readonly<TrolleyAuctionRecord>>
  pattis: ByDay<Readonly<FarmerBillRecord>>
  invoices: ByDay<Readonly<BuyerBillRecord>>
  payments: ByDay<Readonly<PaymentRecord>>
  expenses: ByDay<Readonly<ExpenseRecord>>
  walletDays: ByDay<Readonly<WalletDayRecord>>
}

interface Index {
  version: number
  markets: Map<string, MarketDocuments>
}
const indexes = new WeakMap<Store, Index>()

function grouped<Row extends { marketKeyID: string }>(
  rows: Iterable<Row>,
  dayOf: (row: Row) => string,
): Map<string, ByDay<Row>> {
  const byMarket = new Map<string, Row[]>()
  for (const row of rows) {
    const list = byMarket.get(row.marketKeyID)
    if (list) list.push(row)
    else byMarket.set(row.marketKeyID, [row])
  }
  const sorted = new Map<string, ByDay<Row>>()
  for (const [market, list] of byMarket) {
    list.sort((a, b) => (dayOf(a) < dayOf(b) ? -1 : dayOf(a) > dayOf(b) ? 1 : 0))
    sorted.set(market, new ByDay(list, dayOf))
  }
  return sorted
}

function build(store: Store): Map<string, MarketDocuments> {
  const kinds = {
    vehicleEntries: grouped(store.vehicleEntries.values(), (r) => r.entryDate),
    tokens: grouped(store.tokens.values(), (r) => r.tokenDate),
    auctionLines: grouped(store.auctionLines.values(), (r) => r.auctionDate),
    trolleyLots: grouped(store.trolleyAuctions.values(), (r) => r.auctionDate),
    pattis: grouped(store.farmerBills.values(), (r) => r.billDate),
    invoices: grouped(store.buyerBills.values(), (r) => r.billDate),
    payments: grouped(store.payments.values(), (r) => r.paymentDate),
    expenses: grouped(store.expenses.values(), (r) => r.expenseDate),
    walletDays: grouped(store.walletDays.values(), (r) => r.walletDate),
  }
  const markets = new Map<string, MarketDocuments>()
  for (const market of store.markets.values()) {
    const of = <Row>(kind: Map<string, ByDay<Row>>): ByDay<Row> =>
      kind.get(market.marketKeyID) ?? new ByDay<Row>([], () => '')
    markets.set(market.marketKeyID, {
      vehicleEntries: of(kinds.vehicleEntries),
      tokens: of(kinds.tokens),
      auctionLines: of(kinds.auctionLines),
      trolleyLots: of(kinds.trolleyLots),
      pattis: of(kinds.pattis),
      invoices: of(kinds.invoices),
      payments: of(kinds.payments),
      expenses: of(kinds.expenses),
      walletDays: of(kinds.walletDays),
    })
  }
  return markets
}

/** The market's documents as of the store's current version. */
export function marketDocuments(store: Store, marketKeyID: string): MarketDocuments {
  let index = indexes.get(store)
  if (!index || index.version !== store.version) {
    index = { version: store.version, markets: build(store) }
    indexes.set(store, index)
  }
  return index.markets.get(marketKeyID)!
}

interface Remembered {
  version: number
  values: Map<string, unknown>
}
const rememberedValues = new WeakMap<Store, Remembered>()
const REMEMBERED_SIZE = 64

/**
 * One derived value (a report's rows, a statement, the dashboard) remembered until the next write. Kept
 * apart from the sorted lists, so a run of new searches, each a list of its own, does not push out the
 * rows they all search.
 */
export function remembered<T>(store: Store, key: unknown[], compute: () => T): T {
  let memo = rememberedValues.get(store)
  if (!memo || memo.version !== store.version) {
    memo = { version: store.version, values: new Map() }
    rememberedValues.set(store, memo)
  }
  const name = JSON.stringify(key)
  if (memo.values.has(name)) return memo.values.get(name) as T
  const value = compute()
  if (memo.values.size >= REMEMBERED_SIZE) memo.values.delete(memo.values.keys().next().value!)
  memo.values.set(name, value)
  return value
}

/** A sale as reports count it: a crate line or a trolley lot that is not cancelled. */
export interface Sale {
  tokenKeyID: string
  buyerKeyID: string
  productID: number
  gradeID: number
  /** Weighed kg, or crates × the product's crate capacity for a line sold by the crate. */
  kg: number
  /** The kg were weighed; false for a crate line never weighed, whose kg are estimated. */
  weighed: boolean
  crates: number
  amountPaise: number
  auctionDate: string
  auctionDateTime: string
}

/** The live sales of the days, crate lines and trolley lots together. */
export function salesBetween(
  store: Store,
  companyKeyID: string,
  documents: MarketDocuments,
  fromDate: string,
  toDate: string,
): Sale[] {
  const sales: Sale[] = []
  for (const line of documents.auctionLines.between(fromDate, toDate)) {
    if (line.status !== AUCTION_LINE_STATUS.Cancelled) sales.push(crateSale(store, companyKeyID, line))
  }
  for (const lot of documents.trolleyLots.between(fromDate, toDate)) {
    if (lot.status !== TROLLEY_AUCTION_STATUS.Cancelled) sales.push(trolleySale(lot))
  }
  return sales
}

/** The live sales of one token. */
export function salesOfToken(store: Store, companyKeyID: string, tokenKeyID: string): Sale[] {
  return [
    ...store.auctionLines
      .lookup('liveToken', tokenKeyID)
      .filter((line) => line.status !== AUCTION_LINE_STATUS.Cancelled)
      .map((line) => crateSale(store, companyKeyID, line)),
    ...store.trolleyAuctions
      .lookup('liveToken', tokenKeyID)
      .filter((lot) => lot.status !== TROLLEY_AUCTION_STATUS.Cancelled)
      .map(trolleySale),
  ]
}

function crateSale(store: Store, companyKeyID: string, line: Readonly<AuctionLineRecord>): Sale {
  const capacity = store.products.in(companyKeyID, line.productID)?.crateCapacityKg ?? 0
  return {
    tokenKeyID: line.tokenKeyID,
    buyerKeyID: line.buyerKeyID,
    productID: line.productID,
    gradeID: line.gradeID,
    kg: lineKg({ crates: line.crates, netWeightKg: line.netWeightKg, crateCapacityKg: capacity }),
    weighed: line.netWeightKg !== null,
    crates: line.crates,
    amountPaise: line.amountPaise,
    auctionDate: line.auctionDate,
    auctionDateTime: line.auctionDateTime,
  }
}

const trolleySale = (lot: Readonly<TrolleyAuctionRecord>): Sale => ({
  tokenKeyID: lot.tokenKeyID,
  buyerKeyID: lot.buyerKeyID,
  productID: lot.productID,
  gradeID: 0,
  kg: lot.netWeightKg ?? 0,
  weighed: lot.netWeightKg !== null,
  crates: 0,
  amountPaise: lot.amountPaise,
  auctionDate: lot.auctionDate,
  auctionDateTime: lot.auctionDateTime,
})

/** Crates of a token as the gate knows them: graded once graded, else those declared. */
export const tokenCrates = (token: Readonly<TokenRecord>): number => {
  const graded = token.grades.reduce((sum, grade) => sum + grade.crates, 0)
  return graded > 0 ? graded : token.declaredCrates
}
