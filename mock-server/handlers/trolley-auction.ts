import { randomUUID } from 'node:crypto'
import {
  api,
  fromPaise,
  impliedRatePerQuintal,
  TROLLEY_AUCTION_MESSAGES as MESSAGES,
  RATE_UNIT,
  TROLLEY_AUCTION_STATUS as STATUS,
  TOKEN_STATUS,
  TRANSPORT,
  type TROLLEY_AUCTION_SORT_COLUMNS,
  TROLLEY_RATE_TYPE,
  type TrolleyAuction,
  type TrolleyAuctionRow,
  type TrolleyQueueToken,
  tokenLabel,
  toPaise,
  trolleyNetKg,
  trolleyPaise,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import { istDate, type ServerContext } from '../context'
import { assertConfirmed, badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { TrolleyAuctionRecord } from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { creditWarning, lotExposurePaise } from './buyer-exposure'
import { firmRow } from './firm-row'
import { columnTotals, filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'
import { notify } from './notify'
import {
  assertNotBilled,
  assertSellable,
  billLock,
  isSellable,
  rateBandWarning,
  reopenedStatus,
  saleBuyer,
  transportOf,
} from './sale-checks'
import { firmToken, tokenParties } from './token'

const isLive = (lot: Readonly<TrolleyAuctionRecord>) =>
  lot.status === STATUS.RateFixed || lot.status === STATUS.Weighed

/** A trolley lot of the caller's firm; another firm's key is "not found" so keys don't leak. */
const firmLot = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.trolleyAuctions, session, key, MESSAGES.notFound)

/** The token's lot that is not cancelled, if any: a trolley is sold once. */
const liveLotOf = (store: Store, tokenKeyID: string) =>
  store.trolleyAuctions.lookup('liveToken', tokenKeyID)[0]

const lotSale = (lot: Readonly<TrolleyAuctionRecord>) => ({
  tokenKeyID: lot.tokenKeyID,
  lineKeyID: lot.trolleyAuctionKeyID,
})

function lotRow(store: Store, lot: Readonly<TrolleyAuctionRecord>): TrolleyAuctionRow {
  const token = store.tokens.get(lot.tokenKeyID)
  const farmer = store.farmers.get(lot.farmerKeyID)
  const buyer = store.buyers.get(lot.buyerKeyID)
  const entry = token ? store.vehicleEntries.get(token.vehicleEntryKeyID) : undefined
  return {
    trolleyAuctionKeyID: lot.trolleyAuctionKeyID,
    tokenKeyID: lot.tokenKeyID,
    tokenNo: token?.tokenNo ?? 0,
    tokenDate: token?.tokenDate ?? '',
    farmerKeyID: lot.farmerKeyID,
    farmerCode: farmer?.farmerCode ?? 0,
    farmerName: farmer?.farmerName ?? '',
    village: lot.village,
    vehicleNo: entry?.vehicleNo ?? '',
    productID: lot.productID,
    productName: store.products.in(lot.companyKeyID, lot.productID)?.productName ?? '',
    buyerKeyID: lot.buyerKeyID,
    buyerCode: buyer?.buyerCode ?? 0,
    buyerName: buyer?.firmName ?? '',
    rateType: lot.rateType,
    rate: fromPaise(lot.ratePaise),
    lumpSumAmount: fromPaise(lot.lumpSumPaise),
    loadedWeightKg: lot.loadedWeightKg,
    emptyWeightKg: lot.emptyWeightKg,
    netWeightKg: lot.netWeightKg ?? 0,
    amount: fromPaise(lot.amountPaise),
    billLock: billLock(store, lotSale(lot)),
    impliedRatePerQuintal:
      lot.rateType === TROLLEY_RATE_TYPE.PerQuintal
        ? lot.netWeightKg === null
          ? null
          : fromPaise(lot.ratePaise)
        : impliedRatePerQuintal(lot.amountPaise, lot.netWeightKg),
    auctionDateTime: lot.auctionDateTime,
    status: lot.status,
    createdDate: lot.auctionDateTime,
  }
}

function toLot(store: Store, lot: Readonly<TrolleyAuctionRecord>): TrolleyAuction {
  const { createdDate: _created, ...row } = lotRow(store, lot)
  return {
    ...row,
    marketKeyID: lot.marketKeyID,
    tokenStatus: store.tokens.get(lot.tokenKeyID)?.status ?? 0,
    cancelReason: lot.cancelReason,
  }
}

const LOT_LIST: ListSpec<TrolleyAuctionRow, (typeof TROLLEY_AUCTION_SORT_COLUMNS)[number]> = {
  searchText: (r) => [
    tokenLabel(r.tokenNo),
    String(r.farmerCode),
    r.farmerName,
    r.village,
    r.vehicleNo,
    r.buyerName,
  ],
  createdDate: (r) => r.auctionDateTime,
  sortValue: (r, column) =>
    column === 'auctionDateTime' ? Date.parse(r.auctionDateTime) : columnValue(r, column),
  name: (r) => r.farmerName,
  key: (r) => r.trolleyAuctionKeyID,
  defaultSort: { column: 'auctionDateTime', direction: 'desc' },
}

export const trolleyAuctionHandlers = handlers(api.trolleyAuction, {
  /** Today's trolley tokens not yet sold and weighed, oldest first, with a lot whose rate is fixed. */
  queue: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    return store.tokens
      .lookup('marketDay', indexKey(market.marketKeyID, ctx.today))
      .filter((t) => isSellable(t) && transportOf(store, t) === TRANSPORT.Trolley)
      .sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.tokenNo - b.tokenNo)
      .map((token): TrolleyQueueToken => {
        const entry = store.vehicleEntries.get(token.vehicleEntryKeyID)
        const product = store.products.in(token.companyKeyID, token.productID)
        const lot = liveLotOf(store, token.tokenKeyID)
        return {
          tokenKeyID: token.tokenKeyID,
          tokenNo: token.tokenNo,
          tokenDate: token.tokenDate,
          vehicleEntryKeyID: token.vehicleEntryKeyID,
          vehicleNo: entry?.vehicleNo ?? '',
          ...tokenParties(store, token),
          minRateAlert: product?.minRateAlert ?? 0,
          maxRateAlert: product?.maxRateAlert ?? 0,
          loadedWeightKg: entry?.loadedWeightKg ?? 0,
          emptyWeightKg: entry?.emptyWeightKg ?? null,
          status: token.status,
          createdDate: token.createdDate,
          trolleyAuctionKeyID: lot?.trolleyAuctionKeyID ?? '',
          lotStatus: lot?.status ?? 0,
          buyerKeyID: lot?.buyerKeyID ?? '',
          buyerName: lot ? (store.buyers.get(lot.buyerKeyID)?.firmName ?? '') : '',
          rateType: lot?.rateType ?? 0,
          rate: lot ? fromPaise(lot.ratePaise) : 0,
          lumpSumAmount: lot ? fromPaise(lot.lumpSumPaise) : 0,
        }
      })
  },

  /**
   * Fixes a trolley's rate (Rate Fixed) and, with its empty weight, weighs it (Weighed: its token is
   * Auctioned). Weights not sent are the lot's, else the gate's.
   */
  save: ({ body, session, ctx }) => {
    const { store } = ctx
    const lot = store.write(() => {
      const existing = body.trolleyAuctionKeyID ? firmLot(ctx, session, body.trolleyAuctionKeyID) : null
      if (existing) assertNotBilled(store, lotSale(existing))
      if (existing && !isLive(existing)) throw refused(MESSAGES.editOnlyLive)
      if (existing && existing.tokenKeyID !== body.tokenKeyID)
        throw badRequest('tokenKeyID', MESSAGES.tokenOtherToken)
      const token = firmToken(ctx, session, body.tokenKeyID)
      if (!existing) {
        assertSellable(ctx, token, TRANSPORT.Trolley, MESSAGES.tokenNotTrolley)
        if (liveLotOf(store, token.tokenKeyID)) throw refused(MESSAGES.alreadySold(tokenLabel(token.tokenNo)))
      }
      const buyerChanged = existing?.buyerKeyID !== body.buyerKeyID
      const buyer = buyerChanged
        ? saleBuyer(ctx, session, body.buyerKeyID, token.marketKeyID)
        : store.buyers.get(body.buyerKeyID)!
      const entry = store.vehicleEntries.get(token.vehicleEntryKeyID)
      const loadedWeightKg = body.loadedWeightKg || existing?.loadedWeightKg || entry?.loadedWeightKg || 0
      if (loadedWeightKg <= 0) throw badRequest('loadedWeightKg', MESSAGES.loadedRequired)
      const emptyWeightKg = body.emptyWeightKg || existing?.emptyWeightKg || entry?.emptyWeightKg || null
      if (emptyWeightKg !== null && emptyWeightKg >= loadedWeightKg)
        throw badRequest('emptyWeightKg', MESSAGES.emptyNotBelowLoaded(loadedWeightKg))
      const perQuintal = body.rateType === TROLLEY_RATE_TYPE.PerQuintal
      const ratePaise = perQuintal ? toPaise(body.rate) : 0
      const lumpSumPaise = perQuintal ? 0 : toPaise(body.lumpSumAmount)
      const netWeightKg = trolleyNetKg(loadedWeightKg, emptyWeightKg)
      const priced = {
        rateType: body.rateType,
        rate: fromPaise(ratePaise),
        lumpSumAmount: fromPaise(lumpSumPaise),
      }
      const amountPaise = trolleyPaise({ ...priced, netWeightKg })
      const exposurePaise = lotExposurePaise({ ...priced, netWeightKg }, loadedWeightKg)
      const product = store.products.in(token.companyKeyID, token.productID)!
      const pricing = perQuintal
        ? { rateUnit: RATE_UNIT.PerQuintal, ratePaise, crates: 1, netWeightKg }
        : { rateUnit: RATE_UNIT.LumpSum, ratePaise: lumpSumPaise, crates: 1, netWeightKg }
      // A lump sum is judged once its weight turns it into a rate per quintal.
      const judgedBefore =
        existing &&
        existing.rateType === body.rateType &&
        existing.ratePaise === ratePaise &&
        existing.lumpSumPaise === lumpSumPaise &&
        (perQuintal || existing.netWeightKg !== null)
      const rateWarning = judgedBefore ? null : rateBandWarning(product, pricing)
      const overCredit = creditWarning(
        store,
        buyer,
        exposurePaise,
        buyerChanged ? 0 : (existing?.exposurePaise ?? 0),
      )
      const warnings = [rateWarning, overCredit].filter((warning) => warning !== null)
      assertConfirmed(warnings, body.confirmWarnings)
      const now = existing?.auctionDateTime ?? ctx.now()
      const weighed = netWeightKg !== null
      const saved = store.trolleyAuctions.set({
        trolleyAuctionKeyID: existing?.trolleyAuctionKeyID ?? randomUUID(),
        companyKeyID: token.companyKeyID,
        marketKeyID: token.marketKeyID,
        tokenKeyID: token.tokenKeyID,
        farmerKeyID: token.farmerKeyID,
        village: existing?.village ?? tokenParties(store, token).village,
        productID: token.productID,
        buyerKeyID: body.buyerKeyID,
        rateType: body.rateType,
        ratePaise,
        lumpSumPaise,
        loadedWeightKg,
        emptyWeightKg,
        netWeightKg,
        amountPaise: amountPaise ?? 0,
        exposurePaise,
        auctionDateTime: now,
        auctionDate: istDate(now),
        status: weighed ? STATUS.Weighed : STATUS.RateFixed,
        cancelReason: '',
        userKeyID: session.userKeyID,
      })
      const settled =
        token.status === TOKEN_STATUS.Billed
          ? token
          : store.tokens.set({ ...token, status: weighed ? TOKEN_STATUS.Auctioned : reopenedStatus(token) })
      const sale = { saleKeyID: saved.trolleyAuctionKeyID, rateWarning, creditWarning: overCredit }
      notify(ctx, { kind: 'sale', token: settled, ...sale })
      return saved
    })
    return toLot(store, lot)
  },

  /** A lot not yet invoiced is cancelled with its reason; its token is for sale again. */
  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const lot = store.write(() => {
      const existing = firmLot(ctx, session, body.trolleyAuctionKeyID)
      assertNotBilled(store, lotSale(existing))
      if (!isLive(existing)) throw refused(MESSAGES.editOnlyLive)
      const cancelled = store.trolleyAuctions.set({
        ...existing,
        status: STATUS.Cancelled,
        cancelReason: body.reason,
        userKeyID: session.userKeyID,
      })
      const token = store.tokens.get(existing.tokenKeyID)
      if (token && token.status !== TOKEN_STATUS.Billed)
        store.tokens.set({ ...token, status: reopenedStatus(token) })
      return cancelled
    })
    return toLot(store, lot)
  },

  model: ({ query, session, ctx }) => toLot(ctx.store, firmLot(ctx, session, query.TrolleyAuctionKeyID)),

  list: ({ body, session, ctx }) => {
    // Another firm's market is "not found", like its documents.
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(ctx.store, ['trolleyAuctions', shown.key, filters], () => {
      const { store } = ctx
      const rows: TrolleyAuctionRow[] = []
      for (const lot of store.trolleyAuctions.values()) {
        if (!shown.shows(lot)) continue
        if (body.marketKeyID && lot.marketKeyID !== body.marketKeyID) continue
        if (body.buyerKeyID && lot.buyerKeyID !== body.buyerKeyID) continue
        if (!pickMatches(lot.status, body.status) || !pickMatches(lot.productID, body.productID)) continue
        rows.push(lotRow(store, lot))
      }
      return filterAndSort(rows, body, LOT_LIST)
    })
    // Cancelled lots add up only when they are what is listed.
    const counts = (row: TrolleyAuctionRow) =>
      row.status !== STATUS.Cancelled || body.status === STATUS.Cancelled
    return { ...pageOf(rows, body), totals: columnTotals(rows, ['netWeightKg', 'amount'], counts) }
  },
})
