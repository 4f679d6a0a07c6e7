import { randomUUID } from 'node:crypto'
import {
  api,
  entryProblems,
  exitProblems,
  fromPaise,
  VEHICLE_ENTRY_MESSAGES as MESSAGES,
  nextInSequence,
  PAYMENT_MODE,
  TOKEN_STATUS,
  type TokenLineInput,
  TRANSPORT,
  tokenLabel,
  toPaise,
  type VEHICLE_ENTRY_SORT_COLUMNS,
  VEHICLE_ENTRY_STATUS,
  type VehicleEntry,
  type VehicleEntryRow,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { MarketRecord, TokenRecord, VehicleEntryRecord } from '../store/rows'
import type { Store } from '../store/store'
import { mainBankAccount } from './bank-account'
import { gateFeeReversal } from './cancellation'
import { assertDayNotClosed } from './cash-book'
import { followGateTokens } from './crate-flow'
import { firmRow } from './firm-row'
import {
  assertCrateReturns,
  cancelCrateReturns,
  entryCrateReturns,
  followCrateReturns,
  tokenCratesBack,
} from './gate-crates'
import { gateIndex, gateWrite } from './gate-index'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'
import { tokenHasSales } from './sale-checks'
import { tokenParties } from './token'

const IN = VEHICLE_ENTRY_STATUS.In

/** A vehicle entry of the caller's firm; another firm's key is "not found" so keys don't leak. */
const firmEntry = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.vehicleEntries, session, key, MESSAGES.notFound)

const tokensOf = (store: Store, entry: Readonly<VehicleEntryRecord>): Readonly<TokenRecord>[] =>
  entry.tokenKeyIDs.map((key) => store.tokens.get(key)).filter((t) => t !== undefined)

const vehicleTypeName = (store: Store, entry: Readonly<VehicleEntryRecord>) =>
  store.vehicleTypes.in(entry.companyKeyID, entry.vehicleTypeID)?.vehicleTypeName ?? ''

function toEntry(store: Store, entry: Readonly<VehicleEntryRecord>): VehicleEntry {
  const {
    companyKeyID: _firm,
    userKeyID: _user,
    tokenKeyIDs: _tokens,
    bankAccountKeyID: _bank,
    entryFeePaise,
    ...fields
  } = entry
  return {
    ...fields,
    cancelledDate: gateFeeReversal(entry),
    vehicleTypeName: vehicleTypeName(store, entry),
    entryFee: fromPaise(entryFeePaise),
    tokens: tokensOf(store, entry).map((t) => ({
      tokenKeyID: t.tokenKeyID,
      tokenNo: t.tokenNo,
      ...tokenParties(store, t),
      declaredCrates: t.declaredCrates,
      gradingType: t.gradingType,
      status: t.status,
      remarks: t.remarks,
      crates: tokenCratesBack(store, t),
    })),
    crateReturns: entryCrateReturns(store, entry),
  }
}

const ENTRY_LIST: ListSpec<VehicleEntryRow, (typeof VEHICLE_ENTRY_SORT_COLUMNS)[number]> = {
  searchText: (r) => [String(r.entryNo), r.vehicleNo, r.driverName, r.fromVillage, ...r.farmerNames],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.vehicleNo,
  key: (r) => r.vehicleEntryKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

/** The gate changes, removes or cancels a token only while it is Open and nothing of it is sold. */
const unsold = (store: Store, token: Readonly<TokenRecord>) =>
  token.status === TOKEN_STATUS.Open && !tokenHasSales(store, token.tokenKeyID)

/** Fields of a token line the gate may change only while the token is Open. */
const sameLine = (line: TokenLineInput, token: Readonly<TokenRecord>) =>
  line.farmerKeyID === token.farmerKeyID &&
  line.productID === token.productID &&
  line.declaredCrates === token.declaredCrates &&
  line.gradingType === token.gradingType &&
  (line.remarks ?? '') === token.remarks

/** A farmer and product a new or changed line may use: the firm's, active, the farmer assigned here. */
function assertLineParties(
  store: Store,
  session: Session,
  market: Readonly<MarketRecord>,
  line: TokenLineInput,
  i: number,
): void {
  const farmer = store.farmers.get(line.farmerKeyID)
  const field = `tokens.${i}.farmerKeyID`
  if (farmer?.companyKeyID !== session.companyKeyID) throw badRequest(field, MESSAGES.farmerNotOfFirm)
  const name = `${farmer.farmerName} (${farmer.farmerCode})`
  if (!farmer.isActive) throw badRequest(field, MESSAGES.farmerInactive(name))
  if (!farmer.marketKeyIDs.includes(market.marketKeyID))
    throw badRequest(field, MESSAGES.farmerNotInMarket(name, market.marketPlaceName))
  const product = store.products.in(session.companyKeyID, line.productID)
  if (!product) throw badRequest(`tokens.${i}.productID`, MESSAGES.productUnknown)
  if (!product.isActive) throw badRequest(`tokens.${i}.productID`, MESSAGES.productInactive)
}

export const vehicleEntryHandlers = handlers(api.vehicleEntry, {
  list: ({ body, session, ctx }) => {
    // Another firm's market is "not found", like its documents.
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(ctx.store, ['vehicleEntries', shown.key, filters], () => {
      const { store } = ctx
      const rows: VehicleEntryRow[] = []
      for (const e of store.vehicleEntries.values()) {
        if (!shown.shows(e)) continue
        if (body.marketKeyID && e.marketKeyID !== body.marketKeyID) continue
        if (!pickMatches(e.status, body.status)) continue
        const tokens = tokensOf(store, e).filter((t) => t.status !== TOKEN_STATUS.Cancelled)
        rows.push({
          vehicleEntryKeyID: e.vehicleEntryKeyID,
          entryNo: e.entryNo,
          entryDateTime: e.entryDateTime,
          vehicleNo: e.vehicleNo,
          vehicleTypeID: e.vehicleTypeID,
          vehicleTypeName: vehicleTypeName(store, e),
          transportationType: e.transportationType,
          driverName: e.driverName,
          fromVillage: e.fromVillage,
          farmerNames: tokens.map((t) => store.farmers.get(t.farmerKeyID)?.farmerName ?? ''),
          tokenCount: tokens.length,
          entryFee: fromPaise(e.entryFeePaise),
          exitDateTime: e.exitDateTime,
          status: e.status,
          createdDate: e.entryDateTime,
        })
      }
      return filterAndSort(rows, body, ENTRY_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, session, ctx }) => toEntry(ctx.store, firmEntry(ctx, session, query.VehicleEntryKeyID)),

  /**
   * A vehicle and its farmers' lots. New tokens take the market's next daily numbers; a token left out
   * of an edit is cancelled (its number stays used); only Open tokens change, and only while the
   * vehicle is In.
   */
  addUpdate: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    const existing = body.vehicleEntryKeyID ? firmEntry(ctx, session, body.vehicleEntryKeyID) : null
    if (existing) {
      if (existing.marketKeyID !== market.marketKeyID) throw badRequest('marketKeyID', MESSAGES.otherMarket)
      if (existing.status !== IN) throw refused(MESSAGES.editOnlyIn)
    } else if (!market.isActive) throw refused(MESSAGES.marketInactive)

    const type = store.vehicleTypes.in(session.companyKeyID, body.vehicleTypeID)
    if (!type) throw badRequest('vehicleTypeID', MESSAGES.vehicleTypeUnknown)
    if (!type.isActive && type.vehicleTypeID !== existing?.vehicleTypeID)
      throw badRequest('vehicleTypeID', MESSAGES.vehicleTypeInactive)

    const previous = existing ? tokensOf(store, existing) : []
    const listed = new Set<string>()
    const lines = body.tokens.map((line, i) => {
      const token = line.tokenKeyID ? previous.find((t) => t.tokenKeyID === line.tokenKeyID) : undefined
      if (line.tokenKeyID && !token) throw badRequest(`tokens.${i}.tokenKeyID`, MESSAGES.tokenNotOfEntry)
      if (token) {
        if (listed.has(token.tokenKeyID))
          throw badRequest(`tokens.${i}.tokenKeyID`, MESSAGES.tokenListedTwice)
        listed.add(token.tokenKeyID)
      }
      const changed = !token || !sameLine(line, token)
      if (token && changed && !unsold(store, token))
        throw badRequest(`tokens.${i}`, MESSAGES.tokenLocked(tokenLabel(token.tokenNo)))
      const partiesChanged =
        !token || line.farmerKeyID !== token.farmerKeyID || line.productID !== token.productID
      if (partiesChanged) assertLineParties(store, session, market, line, i)
      return { line, token, changed, isCancelled: token?.status === TOKEN_STATUS.Cancelled }
    })
    const removed = previous.filter((t) => !listed.has(t.tokenKeyID) && t.status !== TOKEN_STATUS.Cancelled)
    const locked = removed.find((t) => !unsold(store, t))
    if (locked) throw badRequest('tokens', MESSAGES.tokenLocked(tokenLabel(locked.tokenNo)))

    const [problem] = entryProblems({
      transportationType: body.transportationType,
      loadedWeightKg: body.loadedWeightKg,
      tokens: lines.map(({ line, isCancelled }) => ({ declaredCrates: line.declaredCrates, isCancelled })),
    })
    if (problem) throw badRequest(...problem)
    assertCrateReturns(ctx, session, body, existing)

    const date = existing?.entryDate ?? ctx.today
    // An entry fee in cash is a movement of the day's wallet, which a closed day no longer takes.
    if (body.entryFeeMode === PAYMENT_MODE.Cash || existing?.entryFeeMode === PAYMENT_MODE.Cash)
      assertDayNotClosed(store, market.marketKeyID, date)
    const index = gateIndex(store)
    const inside = index.inside(market.marketKeyID, date, body.vehicleNo)
    if (inside && inside.vehicleEntryKeyID !== existing?.vehicleEntryKeyID)
      throw badRequest('vehicleNo', MESSAGES.alreadyIn(body.vehicleNo, inside.entryNo))

    const now = ctx.now()
    const entryKey = existing?.vehicleEntryKeyID ?? randomUUID()
    let tokenNo = index.lastTokenNo(market.marketKeyID, date)
    const tokenRows: TokenRecord[] = []
    const tokenKeyIDs: string[] = []
    for (const { line, token, changed } of lines) {
      const fields = {
        farmerKeyID: line.farmerKeyID,
        productID: line.productID,
        declaredCrates: line.declaredCrates,
        gradingType: line.gradingType,
        remarks: line.remarks ?? '',
        userKeyID: session.userKeyID,
      }
      if (token) {
        tokenKeyIDs.push(token.tokenKeyID)
        if (changed) tokenRows.push({ ...token, ...fields })
        continue
      }
      tokenNo = nextInSequence(tokenNo)
      const row: TokenRecord = {
        ...fields,
        tokenKeyID: randomUUID(),
        companyKeyID: session.companyKeyID,
        marketKeyID: market.marketKeyID,
        vehicleEntryKeyID: entryKey,
        tokenNo,
        tokenDate: date,
        status: TOKEN_STATUS.Open,
        grades: [],
        shortageReason: '',
        cancelReason: '',
        createdDate: now,
      }
      tokenRows.push(row)
      tokenKeyIDs.push(row.tokenKeyID)
    }
    // Tokens left out of the edit stay on the entry, cancelled.
    for (const t of previous) if (!listed.has(t.tokenKeyID)) tokenKeyIDs.push(t.tokenKeyID)
    const entry: VehicleEntryRecord = {
      vehicleEntryKeyID: entryKey,
      companyKeyID: session.companyKeyID,
      marketKeyID: market.marketKeyID,
      entryNo: existing?.entryNo ?? nextInSequence(index.lastEntryNo(market.marketKeyID, date)),
      entryDate: date,
      entryDateTime: existing?.entryDateTime ?? now,
      vehicleNo: body.vehicleNo,
      isUnregistered: body.isUnregistered,
      vehicleTypeID: type.vehicleTypeID,
      transportationType: body.transportationType,
      driverName: body.driverName,
      driverMobile: body.driverMobile,
      fromVillage: body.fromVillage,
      loadedWeightKg: body.loadedWeightKg,
      emptyWeightKg: null,
      exitDateTime: '',
      entryFeePaise: toPaise(body.entryFee ?? type.entryFee),
      entryFeeMode: body.entryFeeMode,
      bankAccountKeyID:
        body.entryFeeMode === PAYMENT_MODE.Online
          ? existing?.bankAccountKeyID || mainBankAccount(store, session.companyKeyID, market.marketKeyID)
          : '',
      remarks: body.remarks,
      status: IN,
      cancelReason: '',
      tokenKeyIDs,
      userKeyID: session.userKeyID,
    }
    const saved = gateWrite(
      store,
      () => {
        for (const row of tokenRows) store.tokens.set(row)
        for (const t of removed)
          store.tokens.set({ ...t, status: TOKEN_STATUS.Cancelled, cancelReason: MESSAGES.removedFromEntry })
        // The empties the clerk counted go first: the declared crates take what the balance has left.
        followCrateReturns(ctx, session, entry, body.crateReturns)
        followGateTokens(
          ctx,
          session,
          [...tokenRows, ...removed].map((t) => t.tokenKeyID),
          previous,
        )
        return store.vehicleEntries.set(entry)
      },
      (index, row) => index.saved(existing, row, tokenNo),
    )
    return toEntry(store, saved)
  },

  /** The vehicle leaves: exit time, and a trolley's empty weight below its loaded weight. */
  markOut: ({ body, session, ctx }) => {
    const { store } = ctx
    const entry = firmEntry(ctx, session, body.vehicleEntryKeyID)
    if (entry.status !== IN) throw refused(MESSAGES.outOnlyIn)
    const [problem] = exitProblems(entry, body.emptyWeightKg)
    if (problem) throw badRequest(...problem)
    const saved = gateWrite(
      store,
      () =>
        store.vehicleEntries.set({
          ...entry,
          status: VEHICLE_ENTRY_STATUS.Out,
          exitDateTime: ctx.now(),
          emptyWeightKg: entry.transportationType === TRANSPORT.Trolley ? (body.emptyWeightKg ?? null) : null,
          userKeyID: session.userKeyID,
        }),
      (index, row) => index.saved(entry, row, 0),
    )
    return toEntry(store, saved)
  },

  /** Cancels the entry and its tokens, while every token is still Open; the numbers stay used. */
  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const entry = firmEntry(ctx, session, body.vehicleEntryKeyID)
    if (entry.status !== IN) throw refused(MESSAGES.cancelOnlyIn)
    if (entry.entryFeeMode === PAYMENT_MODE.Cash)
      assertDayNotClosed(store, entry.marketKeyID, entry.entryDate)
    const tokens = tokensOf(store, entry).filter((t) => t.status !== TOKEN_STATUS.Cancelled)
    if (tokens.some((t) => !unsold(store, t))) throw refused(MESSAGES.cancelOnlyOpen)
    const saved = gateWrite(
      store,
      () => {
        for (const t of tokens)
          store.tokens.set({
            ...t,
            status: TOKEN_STATUS.Cancelled,
            cancelReason: MESSAGES.cancelledWithEntry(body.reason),
          })
        cancelCrateReturns(store, session, entry.vehicleEntryKeyID, MESSAGES.cancelledWithEntry(body.reason))
        followGateTokens(
          ctx,
          session,
          tokens.map((t) => t.tokenKeyID),
          tokens,
        )
        return store.vehicleEntries.set({
          ...entry,
          status: VEHICLE_ENTRY_STATUS.Cancelled,
          cancelReason: body.reason,
          cancelledDate: ctx.today,
          userKeyID: session.userKeyID,
        })
      },
      (index, row) => index.saved(entry, row, 0),
    )
    return toEntry(store, saved)
  },
})
