import { randomUUID } from 'node:crypto'
import {
  api,
  BILL_STATUS,
  BILLING_MESSAGES,
  billTotals,
  DOCUMENT_PREFIX,
  type FARMER_BILL_SORT_COLUMNS,
  type FarmerBill,
  type FarmerBillRequest,
  type FarmerBillRow,
  farmerServiceCharges,
  fromPaise,
  PARTY_TYPE,
  type PENDING_TOKEN_SORT_COLUMNS,
  type PendingTokenRow,
  pattiTotalDeductionsPaise,
  paymentStatusOf,
  type ServiceCharge,
  TOKEN_STATUS,
  TRANSPORT,
  tokenLabel,
  toPaise,
  waiverFor,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type {
  BillLineRecord,
  FarmerBillRecord,
  MarketRecord,
  OtherChargeRecord,
  TokenRecord,
} from '../store/rows'
import type { Store } from '../store/store'
import { billListPage } from './bill-list'
import {
  chargesReader,
  crateLineSnapshot,
  isUnweighedByWeight,
  otherChargeRecords,
  type SnapshotCache,
  snapshotCache,
  soldLineOf,
  toBillLine,
  toServiceLine,
  totalKgOf,
  trolleyLotSnapshot,
} from './billing'
import { billReversal } from './cancellation'
import { cratesHeldOn } from './crate-balances'
import { pattiCrateCharges, restorePattiCrates, toCrateCharges, writeOffPattiCrates } from './crate-charge'
import { takeDocumentNo } from './document-numbers'
import { firmRow } from './firm-row'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue } from './master'
import { notify } from './notify'
import { transportOf } from './sale-checks'
import { tokenParties } from './token'

const MESSAGES = BILLING_MESSAGES

const firmFarmerBill = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.farmerBills, session, key, MESSAGES.farmerBillNotFound)

const unroundedNet = (bill: Readonly<FarmerBillRecord>) =>
  bill.grossPaise - bill.servicesPaise - bill.otherPaise

function toFarmerBill(store: Store, bill: Readonly<FarmerBillRecord>): FarmerBill {
  const tokens = new Map(bill.lines.map((line) => [line.tokenKeyID, line]))
  return {
    farmerBillKeyID: bill.farmerBillKeyID,
    billNo: bill.billNo,
    billDate: bill.billDate,
    marketKeyID: bill.marketKeyID,
    marketPlaceName: store.markets.get(bill.marketKeyID)?.marketPlaceName ?? '',
    farmerKeyID: bill.farmerKeyID,
    farmerCode: bill.farmerCode,
    farmerName: bill.farmerName,
    village: bill.village,
    mobileNo: bill.mobileNo,
    transportationType: bill.transportationType,
    tokenKeyIDs: [...bill.tokenKeyIDs],
    tokenNos: bill.tokenKeyIDs.map((key) => tokens.get(key)?.tokenNo ?? 0),
    vehicleNos: [...new Set(bill.lines.map((line) => line.vehicleNo))],
    lines: bill.lines.map(toBillLine),
    totalCrates: bill.totalCrates,
    totalWeightKg: totalKgOf(bill.totalKgHundredths),
    estimatedWeight: bill.estimatedWeight,
    grossAmount: fromPaise(bill.grossPaise),
    serviceLines: bill.serviceLines.map(toServiceLine),
    otherDeductions: bill.otherDeductions.map(({ amountPaise, ...other }) => ({
      ...other,
      amount: fromPaise(amountPaise),
    })),
    crateCharges: toCrateCharges(bill),
    waivedAmount: fromPaise(bill.waivedPaise),
    totalDeductions: fromPaise(pattiTotalDeductionsPaise(bill)),
    roundOff: fromPaise(bill.roundOffPaise),
    netPayable: fromPaise(bill.finalPaise),
    cratesHeld: cratesHeldOn(store, bill.marketKeyID, bill.farmerKeyID, bill.billDate),
    paidAmount: fromPaise(bill.paidPaise),
    balance: fromPaise(bill.finalPaise - bill.paidPaise),
    paymentStatus: paymentStatusOf(bill.finalPaise, bill.paidPaise),
    status: bill.status,
    isLocked: bill.isLocked,
    waiveReason: bill.waiveReason,
    cancelReason: bill.cancelReason,
    cancelledDate: billReversal(bill),
    createdDate: bill.createdDate,
  }
}

/** A token's live sale: its crate lines or its trolley lot, as the bill keeps them. */
function tokenLines(store: Store, token: Readonly<TokenRecord>, cache: SnapshotCache): BillLineRecord[] {
  if (transportOf(store, token) === TRANSPORT.Trolley)
    return store.trolleyAuctions
      .lookup('liveToken', token.tokenKeyID)
      .map((lot) => trolleyLotSnapshot(store, lot, token))
  return store.auctionLines
    .lookup('liveToken', token.tokenKeyID)
    .sort((a, b) => a.gradeID - b.gradeID || a.auctionDateTime.localeCompare(b.auctionDateTime))
    .map((line) => crateLineSnapshot(store, line, token, cache))
}

/** The tokens a patti may take: the market's Auctioned tokens, all of one farmer, day and transport. */
function billableTokens(
  ctx: ServerContext,
  session: Session,
  marketKeyID: string,
  tokenKeyIDs: readonly string[],
): Readonly<TokenRecord>[] {
  const { store } = ctx
  const tokens = tokenKeyIDs.map((key, i) => {
    const token = store.tokens.get(key)
    const field = `tokenKeyIDs.${i}`
    if (token?.companyKeyID !== session.companyKeyID || token.marketKeyID !== marketKeyID)
      throw badRequest(field, MESSAGES.tokenNotFound)
    const label = tokenLabel(token.tokenNo)
    const [bill] = store.farmerBills.lookup('activeToken', token.tokenKeyID)
    if (bill) throw refused(MESSAGES.tokenBilled(label, bill.billNo))
    if (token.status !== TOKEN_STATUS.Auctioned) throw refused(MESSAGES.tokenNotAuctioned(label))
    return token
  })
  const first = tokens[0]!
  if (tokens.some((t) => t.farmerKeyID !== first.farmerKeyID)) throw refused(MESSAGES.oneFarmer)
  if (tokens.some((t) => t.tokenDate !== first.tokenDate)) throw refused(MESSAGES.oneDay)
  const transport = transportOf(store, first)
  if (tokens.some((t) => transportOf(store, t) !== transport)) throw refused(MESSAGES.oneTransport)
  for (const token of tokens) {
    if (store.auctionLines.lookup('liveToken', token.tokenKeyID).some(isUnweighedByWeight))
      throw refused(MESSAGES.awaitingWeight(tokenLabel(token.tokenNo)))
  }
  return tokens
}

/** What a patti is made of once its tokens and deductions are known to be billable. */
export interface PattiInput {
  market: Readonly<MarketRecord>
  tokens: readonly Readonly<TokenRecord>[]
  otherDeductions: readonly OtherChargeRecord[]
  /** Crates the farmer kept past the firm's days (handlers/crate-charge.ts); absent: none. */
  crateCharges?: FarmerBillRecord['crateCharges']
  billDate: string
  createdDate: string
  userKeyID: string
  /** The market's farmer charges (handlers/billing.ts chargesReader). */
  charges: (transportationType: number) => ServiceCharge[]
  snapshots: SnapshotCache
}

/**
 * A patti without key and number, from the store as it is now: services are the market's farmer
 * defaults for the transport type at this moment, each line a snapshot of its sale.
 */
export function pattiRecord(store: Store, input: PattiInput): FarmerBillRecord {
  const { market, tokens, otherDeductions } = input
  const first = tokens[0]!
  const transportationType = transportOf(store, first)
  const lines = tokens.flatMap((token) => tokenLines(store, token, input.snapshots))
  const totals = billTotals(
    'farmer',
    transportationType,
    lines.map(soldLineOf),
    farmerServiceCharges(input.charges(transportationType)),
    [...otherDeductions, ...(input.crateCharges ?? [])].map((d) => d.amountPaise),
  )
  const farmer = store.farmers.get(first.farmerKeyID)
  return {
    farmerBillKeyID: '',
    billNo: '',
    billDate: input.billDate,
    companyKeyID: market.companyKeyID,
    marketKeyID: market.marketKeyID,
    farmerKeyID: first.farmerKeyID,
    farmerCode: farmer?.farmerCode ?? 0,
    farmerName: farmer?.farmerName ?? '',
    village: farmer?.village ?? '',
    mobileNo: farmer?.mobileNo ?? '',
    transportationType,
    tokenKeyIDs: tokens.map((t) => t.tokenKeyID),
    lines,
    serviceLines: totals.serviceLines,
    otherDeductions,
    crateCharges: input.crateCharges ?? [],
    grossPaise: totals.grossPaise,
    servicesPaise: totals.servicesPaise,
    otherPaise: totals.otherPaise,
    waivedPaise: 0,
    roundOffPaise: totals.roundOffPaise,
    finalPaise: totals.finalPaise,
    paidPaise: 0,
    totalCrates: totals.totalCrates,
    totalKgHundredths: totals.totalKgHundredths,
    estimatedWeight: totals.estimatedWeight,
    status: BILL_STATUS.Active,
    isLocked: false,
    waiveReason: '',
    cancelReason: '',
    createdDate: input.createdDate,
    userKeyID: input.userKeyID,
  }
}

/** The patti a request asks for, checked, as it would be saved now: preview answers it, generate saves it. */
function draftFarmerBill(
  ctx: ServerContext,
  session: Session,
  body: Required<FarmerBillRequest>,
): { bill: FarmerBillRecord; tokens: Readonly<TokenRecord>[] } {
  const { store } = ctx
  const market = companyMarket(ctx, session, body.marketKeyID)
  const tokens = billableTokens(ctx, session, market.marketKeyID, body.tokenKeyIDs)
  const otherDeductions = otherChargeRecords(
    store,
    session.companyKeyID,
    PARTY_TYPE.Farmer,
    body.otherDeductions,
    'otherDeductions',
  )
  const bill = pattiRecord(store, {
    market,
    tokens,
    otherDeductions,
    crateCharges: pattiCrateCharges(ctx, market, tokens[0]!, body.chargeOverdueCrates),
    billDate: ctx.today,
    createdDate: ctx.now(),
    userKeyID: session.userKeyID,
    charges: chargesReader(store, market, 'farmer'),
    snapshots: snapshotCache(),
  })
  return { bill, tokens }
}

/** A patti with its key and the market's next number for the year; inside the write that saves it. */
export const numberedPatti = (
  store: Store,
  bill: FarmerBillRecord,
  farmerBillKeyID: string = randomUUID(),
): FarmerBillRecord => ({
  ...bill,
  farmerBillKeyID,
  billNo: takeDocumentNo(store, bill.marketKeyID, DOCUMENT_PREFIX.FarmerBill, bill.billDate),
})

/** Saves a patti under the market's next number for the year and marks its tokens Billed. */
function saveFarmerBill(
  store: Store,
  bill: FarmerBillRecord,
  tokens: readonly Readonly<TokenRecord>[],
): Readonly<FarmerBillRecord> {
  const saved = store.farmerBills.set(numberedPatti(store, bill))
  for (const token of tokens) store.tokens.set({ ...token, status: TOKEN_STATUS.Billed })
  return saved
}

/** A patti as cancelled (numbers stay used); its tokens go back to Auctioned with it. */
export const cancelledPatti = (
  bill: Readonly<FarmerBillRecord>,
  reason: string,
  userKeyID: string,
  cancelledDate: string,
): FarmerBillRecord => ({
  ...bill,
  status: BILL_STATUS.Cancelled,
  cancelReason: reason,
  cancelledDate,
  userKeyID,
})

/** A negative patti with its charges waived to bring the net to exactly 0, locked. */
export const waivedPatti = (
  bill: Readonly<FarmerBillRecord>,
  reason: string,
  userKeyID: string,
): FarmerBillRecord => ({
  ...bill,
  waivedPaise: waiverFor(unroundedNet(bill)),
  roundOffPaise: 0,
  finalPaise: 0,
  isLocked: true,
  waiveReason: reason,
  userKeyID,
})

const PENDING_LIST: ListSpec<PendingTokenRow, (typeof PENDING_TOKEN_SORT_COLUMNS)[number]> = {
  searchText: (r) => [tokenLabel(r.tokenNo), r.vehicleNo, String(r.farmerCode), r.farmerName, r.village],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.farmerName,
  key: (r) => r.tokenKeyID,
  defaultSort: { column: 'tokenDate', direction: 'asc' },
}

/**
 * Newest bill first by its number: numbers run in the order bills were generated within a market's
 * financial year, which the time of day of seeded documents cannot promise.
 */
const BILL_LIST: ListSpec<FarmerBillRow, (typeof FARMER_BILL_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.billNo, String(r.farmerCode), r.farmerName, r.village, ...r.tokenNos.map(tokenLabel)],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.farmerName,
  key: (r) => r.farmerBillKeyID,
  defaultSort: { column: 'billNo', direction: 'desc' },
}

function billRow(bill: Readonly<FarmerBillRecord>): FarmerBillRow {
  const tokenNos = new Map(bill.lines.map((line) => [line.tokenKeyID, line.tokenNo]))
  return {
    farmerBillKeyID: bill.farmerBillKeyID,
    billNo: bill.billNo,
    billDate: bill.billDate,
    farmerKeyID: bill.farmerKeyID,
    farmerCode: bill.farmerCode,
    farmerName: bill.farmerName,
    village: bill.village,
    tokenNos: bill.tokenKeyIDs.map((key) => tokenNos.get(key) ?? 0),
    grossAmount: fromPaise(bill.grossPaise),
    totalDeductions: fromPaise(pattiTotalDeductionsPaise(bill)),
    netPayable: fromPaise(bill.finalPaise),
    paidAmount: fromPaise(bill.paidPaise),
    balance: fromPaise(bill.finalPaise - bill.paidPaise),
    paymentStatus: paymentStatusOf(bill.finalPaise, bill.paidPaise),
    status: bill.status,
    isLocked: bill.isLocked,
    createdDate: bill.createdDate,
  }
}

const TOTAL_COLUMNS = ['grossAmount', 'totalDeductions', 'netPayable', 'paidAmount', 'balance'] as const

export const farmerBillHandlers = handlers(api.farmerBill, {
  list: ({ body, session, ctx }) =>
    billListPage(ctx, session, body, {
      name: 'farmerBills',
      bills: ctx.store.farmerBills.values(),
      party: (bill) => !body.farmerKeyID || bill.farmerKeyID === body.farmerKeyID,
      row: billRow,
      spec: BILL_LIST,
      totals: TOTAL_COLUMNS,
    }),

  preview: ({ body, session, ctx }) => toFarmerBill(ctx.store, draftFarmerBill(ctx, session, body).bill),

  generate: ({ body, session, ctx }) => {
    const { store } = ctx
    const saved = store.write(() => {
      const { bill, tokens } = draftFarmerBill(ctx, session, body)
      return writeOffPattiCrates(ctx, session, saveFarmerBill(store, bill, tokens))
    })
    return toFarmerBill(store, saved)
  },

  pendingTokens: ({ body, session, ctx }) => {
    // Another firm's market is "not found", like its documents.
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(ctx.store, ['pendingTokens', shown.key, filters], () => {
      const { store } = ctx
      const rows: PendingTokenRow[] = []
      for (const token of store.tokens.lookup('auctioned', body.marketKeyID || session.companyKeyID)) {
        if (!shown.shows(token)) continue
        if (body.farmerKeyID && token.farmerKeyID !== body.farmerKeyID) continue
        const lines = tokenLines(store, token, snapshotCache())
        rows.push({
          tokenKeyID: token.tokenKeyID,
          marketKeyID: token.marketKeyID,
          tokenNo: token.tokenNo,
          tokenDate: token.tokenDate,
          vehicleNo: lines[0]?.vehicleNo ?? '',
          ...tokenParties(store, token),
          transportationType: transportOf(store, token),
          gradingType: token.gradingType,
          crates: lines.reduce((sum, line) => sum + line.crates, 0),
          netWeightKg: fromPaise(lines.reduce((sum, line) => sum + toPaise(line.weighedKg ?? 0), 0)),
          grossAmount: fromPaise(lines.reduce((sum, line) => sum + line.amountPaise, 0)),
          lineCount: lines.length,
          awaitingWeight: store.auctionLines.lookup('liveToken', token.tokenKeyID).some(isUnweighedByWeight),
          createdDate: token.createdDate,
        })
      }
      return filterAndSort(rows, body, PENDING_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, session, ctx }) =>
    toFarmerBill(ctx.store, firmFarmerBill(ctx, session, query.FarmerBillKeyID)),

  /** Only while nothing is paid: the tokens go back to Auctioned, the number stays used. */
  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const bill = firmFarmerBill(ctx, session, body.farmerBillKeyID)
    if (bill.status === BILL_STATUS.Cancelled) throw refused(MESSAGES.alreadyCancelled)
    if (bill.isLocked) throw refused(MESSAGES.locked)
    if (bill.paidPaise !== 0) throw refused(MESSAGES.cancelPaid)
    const saved = store.write(() => {
      for (const key of bill.tokenKeyIDs) {
        const token = store.tokens.get(key)
        if (token?.status === TOKEN_STATUS.Billed)
          store.tokens.set({ ...token, status: TOKEN_STATUS.Auctioned })
      }
      restorePattiCrates(store, session, bill, body.reason)
      const cancelled = store.farmerBills.set(cancelledPatti(bill, body.reason, session.userKeyID, ctx.today))
      notify(ctx, { kind: 'pattiCancelled', bill: cancelled })
      return cancelled
    })
    return toFarmerBill(store, saved)
  },

  /** A negative net (a price crash): charges are waived to bring it to exactly 0, and the patti locks. */
  waive: ({ body, session, ctx }) => {
    const { store } = ctx
    const bill = firmFarmerBill(ctx, session, body.farmerBillKeyID)
    if (bill.status === BILL_STATUS.Cancelled) throw refused(MESSAGES.alreadyCancelled)
    if (bill.isLocked) throw refused(MESSAGES.locked)
    if (waiverFor(unroundedNet(bill)) === 0) throw refused(MESSAGES.waiveNotNegative)
    const saved = store.write(() => store.farmerBills.set(waivedPatti(bill, body.reason, session.userKeyID)))
    return toFarmerBill(store, saved)
  },
})
