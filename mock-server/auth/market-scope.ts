import { MARKET_MESSAGES } from '../../contracts'
import type { ServerContext } from '../context'
import { forbidden } from '../errors'
import type { Store } from '../store/store'
import { isSuperAdmin } from './permissions'
import type { Session } from './sessions'

/**
 * Staff work only in the markets they are assigned to; a Super Admin works in every market of the firm.
 * Checked here once for every endpoint, from the keys a call names, so a new endpoint is covered by
 * naming its keys the way the others do.
 */
export interface MarketScope {
  /** Stands for the markets in a list's memo key: two callers with different markets never share one. */
  readonly key: string
  has(marketKeyID: string): boolean
  /** A party (farmer, buyer) is in scope when it trades in one of the caller's markets, or in none yet. */
  hasAny(marketKeyIDs: readonly string[]): boolean
}

const EVERY_MARKET: MarketScope = { key: '*', has: () => true, hasAny: () => true }

export function marketScope(ctx: ServerContext, session: Session): MarketScope {
  if (isSuperAdmin(ctx, session)) return EVERY_MARKET
  const assigned = ctx.store.employees.get(session.userKeyID)?.marketKeyIDs ?? []
  const own = new Set(assigned)
  return {
    key: [...own].sort().join(','),
    has: (marketKeyID) => own.has(marketKeyID),
    hasAny: (marketKeyIDs) => marketKeyIDs.length === 0 || marketKeyIDs.some((key) => own.has(key)),
  }
}

/**
 * The markets a row named by a key belongs to, when it is a row of the given firm: another firm's key
 * or an unknown one is left to the handler, which answers "not found" as for any other firm's row.
 */
type MarketsOf = (store: Store, companyKeyID: string, key: string) => readonly string[] | undefined

interface MarketRow {
  readonly companyKeyID: string
  readonly marketKeyID: string
}
interface PartyRow {
  readonly companyKeyID: string
  readonly marketKeyIDs: readonly string[]
}

const ofDocument =
  (table: (store: Store) => { get(key: string): MarketRow | undefined }): MarketsOf =>
  (store, firm, key) => {
    const row = table(store).get(key)
    return row?.companyKeyID === firm ? [row.marketKeyID] : undefined
  }
const ofParty =
  (...tables: ((store: Store) => { get(key: string): PartyRow | undefined })[]): MarketsOf =>
  (store, firm, key) => {
    for (const table of tables) {
      const row = table(store).get(key)
      // A party not yet assigned to any market is no market's: every market may take it on.
      if (row?.companyKeyID === firm) return row.marketKeyIDs.length ? row.marketKeyIDs : undefined
    }
    return undefined
  }

/** Key fields (as named in a body; a query's capitalised twin and a body's list of them alike) that name a market's row. */
export const MARKET_KEYS: Readonly<Record<string, MarketsOf>> = {
  marketKeyID: (store, firm, key) => (store.markets.get(key)?.companyKeyID === firm ? [key] : undefined),
  vehicleEntryKeyID: ofDocument((s) => s.vehicleEntries),
  tokenKeyID: ofDocument((s) => s.tokens),
  auctionLineKeyID: ofDocument((s) => s.auctionLines),
  trolleyAuctionKeyID: ofDocument((s) => s.trolleyAuctions),
  farmerBillKeyID: ofDocument((s) => s.farmerBills),
  buyerBillKeyID: ofDocument((s) => s.buyerBills),
  paymentKeyID: ofDocument((s) => s.payments),
  expenseKeyID: ofDocument((s) => s.expenses),
  bankAccountKeyID: (store, firm, key) => {
    const account = store.bankAccounts.in(firm, key)
    return account ? [account.marketKeyID] : undefined
  },
  cashBankEntryKeyID: ofDocument((s) => s.cashBankEntries),
  crateMovementKeyID: ofDocument((s) => s.crateMovements),
  // A notice of the whole firm (an account's change) names no market: it is every market's.
  notificationKeyID: (store, firm, key) => {
    const notice = store.notifications.get(key)
    return notice?.companyKeyID === firm && notice.marketKeyID ? [notice.marketKeyID] : undefined
  },
  farmerKeyID: ofParty((s) => s.farmers),
  buyerKeyID: ofParty((s) => s.buyers),
  // A voucher's party is a farmer or a buyer, by its partyType.
  partyKeyID: ofParty(
    (s) => s.farmers,
    (s) => s.buyers,
  ),
}

/** Fields named like keys of a market's rows that are checked another way. */
const NOT_SCOPED: Readonly<Record<string, string>> = {
  marketKeyIDs: 'the markets an employee or party is given: the caller must hold those that change',
  farmerKeyIDs: "farmers taken on by the caller's market, which the call names: any farmer of the firm",
}

/** Whose markets a body's `marketKeyIDs` assigns, by the key field that names them. */
const ASSIGNEES: Readonly<Record<string, (store: Store) => { get(key: string): PartyRow | undefined }>> = {
  employeeKeyID: (s) => s.employees,
  farmerKeyID: (s) => s.farmers,
  buyerKeyID: (s) => s.buyers,
}

/** `MarketKeyID` and `tokenKeyIDs` alike read as `marketKeyID`, `tokenKeyID`. */
export const keyFieldOf = (field: string): string =>
  (field.charAt(0).toLowerCase() + field.slice(1)).replace(/IDs$/, 'ID')

const keysIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (key): key is string => typeof key === 'string' && key !== '',
  )

function assertNamedRowsInScope(store: Store, firm: string, scope: MarketScope, input: object): void {
  for (const [field, value] of Object.entries(input)) {
    if (field in NOT_SCOPED) continue
    const marketsOf = MARKET_KEYS[keyFieldOf(field)]
    if (!marketsOf) continue
    for (const key of keysIn(value)) {
      const markets = marketsOf(store, firm, key)
      if (markets && !scope.hasAny(markets)) throw forbidden(MARKET_MESSAGES.notAssigned)
    }
  }
}

/**
 * Markets are handed out only by someone who holds them: every market a body's `marketKeyIDs` adds to
 * or takes from an employee or party must be one of the caller's; the others it keeps stay as they were.
 */
function assertAssignedMarketsHeld(store: Store, session: Session, scope: MarketScope, body: object): void {
  const firm = session.companyKeyID
  const fields = body as Record<string, unknown>
  if (!Array.isArray(fields.marketKeyIDs)) return
  let before: readonly string[] = []
  for (const [field, table] of Object.entries(ASSIGNEES)) {
    const key = fields[field]
    // One's own markets are never changed through these calls: the handler says so.
    if (key === session.userKeyID) return
    const row = typeof key === 'string' && key ? table(store).get(key) : undefined
    if (row?.companyKeyID === firm) before = row.marketKeyIDs
  }
  const after = keysIn(fields.marketKeyIDs)
  const changed = [
    ...after.filter((key) => !before.includes(key)),
    ...before.filter((k) => !after.includes(k)),
  ]
  for (const key of changed) {
    if (store.markets.get(key)?.companyKeyID === firm && !scope.has(key)) {
      throw forbidden(MARKET_MESSAGES.notAssigned)
    }
  }
}

/** Refuses a call that names a market, or a row of one, outside the caller's markets (HTTP 403). */
export function assertMarketScope(ctx: ServerContext, session: Session, query: unknown, body: unknown): void {
  const scope = marketScope(ctx, session)
  if (scope === EVERY_MARKET) return
  const { store } = ctx
  for (const input of [query, body]) {
    if (input === null || typeof input !== 'object') continue
    assertNamedRowsInScope(store, session.companyKeyID, scope, input)
  }
  if (body !== null && typeof body === 'object') {
    assertAssignedMarketsHeld(store, session, scope, body)
  }
}

/** What a firm-wide list of market documents shows the caller: rows of their firm, in their markets. */
export function listScope(ctx: ServerContext, session: Session) {
  const scope = marketScope(ctx, session)
  return {
    /** For the list's memo key, in place of the firm's. */
    key: `${session.companyKeyID}|${scope.key}`,
    shows: (row: MarketRow) => row.companyKeyID === session.companyKeyID && scope.has(row.marketKeyID),
    showsParty: (row: PartyRow) =>
      row.companyKeyID === session.companyKeyID && scope.hasAny(row.marketKeyIDs),
  }
}

/**
 * A statement over every market (a buyer's whole account) is for those who work in every market of the
 * firm; anyone else asks for one of their markets.
 */
export function assertEveryMarket(ctx: ServerContext, session: Session): void {
  const scope = marketScope(ctx, session)
  const firmMarkets = ctx.store.markets.filter((m) => m.companyKeyID === session.companyKeyID)
  if (!firmMarkets.every((m) => scope.has(m.marketKeyID))) throw forbidden(MARKET_MESSAGES.notAssigned)
}
