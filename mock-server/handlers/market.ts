import { randomUUID } from 'node:crypto'
import {
  type AddUpdateMarketRequest,
  api,
  MARKET_MESSAGES,
  type Market,
  type MarketRow,
  type MarketSortColumn,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import { isSuperAdmin } from '../auth/permissions'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { handlers } from '../register'
import { startingServicesRow } from '../seed/default-services'
import { nameKey } from '../store/compare-keys'
import type { MarketRecord } from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { compareText } from './collate'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { assertOwnImage } from './own-image'

/** A market of the signed-in user's firm; another firm's key is "not found" so keys don't leak. */
export function companyMarket(
  ctx: ServerContext,
  session: Session,
  marketKeyID: string,
): Readonly<MarketRecord> {
  const market = ctx.store.markets.get(marketKeyID)
  if (!market || market.companyKeyID !== session.companyKeyID) throw notFound(MARKET_MESSAGES.notFound)
  return market
}

/** Markets chosen for an employee or party must be the caller's firm's; names the first that is not. */
export function assertFirmMarkets(
  ctx: ServerContext,
  session: Session,
  marketKeyIDs: readonly string[],
  field = 'marketKeyIDs',
): void {
  marketKeyIDs.forEach((key, i) => {
    if (ctx.store.markets.get(key)?.companyKeyID !== session.companyKeyID) {
      throw badRequest(`${field}.${i}`, MARKET_MESSAGES.notOfFirm)
    }
  })
}

/** Names of the markets someone is assigned to, in reading order. */
export const marketNames = (store: Store, marketKeyIDs: readonly string[]): string[] =>
  marketKeyIDs
    .map((key) => store.markets.get(key)?.marketPlaceName)
    .filter((name): name is string => name !== undefined)
    .sort(compareText)

const toMarket = (m: Readonly<MarketRecord>): Market => ({
  marketKeyID: m.marketKeyID,
  marketPlaceName: m.marketPlaceName,
  stateID: m.stateID,
  districtID: m.districtID,
  talukaID: m.talukaID,
  marketAddress: m.marketAddress,
  marketMobileNo: m.marketMobileNo,
  paymentQRPhotoUrl: m.paymentQRPhotoUrl,
  companyKeyID: m.companyKeyID,
  userKeyID: m.userKeyID,
})

/** The firm's place names by ID, built once per call rather than looked up per row. */
function placeNames(store: Store, companyKeyID: string) {
  return {
    state: new Map(store.states.of(companyKeyID).map((s) => [s.stateID, s.stateName])),
    district: new Map(store.districts.of(companyKeyID).map((d) => [d.districtID, d.districtName])),
    taluka: new Map(store.talukas.of(companyKeyID).map((t) => [t.talukaID, t.talukaName])),
  }
}

// Object.assign rather than a spread followed by more fields: V8 turns those into slow dictionary
// objects, and a list of 10,000 markets then spends a quarter of a second just building rows.
const toRow = (m: Readonly<MarketRecord>, places: ReturnType<typeof placeNames>): MarketRow =>
  Object.assign(toMarket(m), {
    stateName: places.state.get(m.stateID) ?? '',
    districtName: places.district.get(m.districtID) ?? '',
    talukaName: places.taluka.get(m.talukaID) ?? '',
    isActive: m.isActive,
    createdDate: m.createdDate,
  })

const MARKET_LIST: ListSpec<MarketRow, MarketSortColumn> = {
  searchText: (r) => [
    r.marketPlaceName,
    r.marketAddress,
    r.marketMobileNo,
    r.stateName,
    r.districtName,
    r.talukaName,
  ],
  createdDate: (r) => r.createdDate,
  sortValue: (r, column) => (column === 'createdDate' ? Date.parse(r.createdDate) : r[column]),
  name: (r) => r.marketPlaceName,
  key: (r) => r.marketKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

/**
 * The firm's own places, district in the state and taluka in the district: the cascade the form's
 * selects enforce.
 */
function checkPlace(
  store: Store,
  companyKeyID: string,
  body: Pick<AddUpdateMarketRequest, 'stateID' | 'districtID' | 'talukaID'>,
) {
  if (!store.states.in(companyKeyID, body.stateID)) throw badRequest('stateID', MARKET_MESSAGES.unknownState)
  if (store.districts.in(companyKeyID, body.districtID)?.stateID !== body.stateID) {
    throw badRequest('districtID', MARKET_MESSAGES.districtOutsideState)
  }
  if (store.talukas.in(companyKeyID, body.talukaID)?.districtID !== body.districtID) {
    throw badRequest('talukaID', MARKET_MESSAGES.talukaOutsideDistrict)
  }
}

export const marketHandlers = handlers(api.market, {
  /** The markets the caller works in: a Super Admin's are all of the firm's. */
  lookup: ({ query, session, ctx }) => {
    if (query.CompanyKeyID !== session.companyKeyID) throw forbidden(MARKET_MESSAGES.noCompanyAccess)
    const me = ctx.store.employees.get(session.userKeyID)
    const assigned = isSuperAdmin(ctx, session) ? null : new Set(me?.marketKeyIDs ?? [])
    // The market the user last worked in comes first, the one Select Market picks for a fresh sign-in.
    const last = me?.lastMarketKeyID
    return ctx.store.markets
      .filter(
        (m) =>
          m.companyKeyID === session.companyKeyID && m.isActive && (!assigned || assigned.has(m.marketKeyID)),
      )
      .sort(
        (a, b) =>
          Number(b.marketKeyID === last) - Number(a.marketKeyID === last) ||
          compareText(a.marketPlaceName, b.marketPlaceName),
      )
      .map(({ marketKeyID, marketPlaceName, paymentQRPhotoUrl }) => ({
        marketKeyID,
        marketPlaceName,
        paymentQRPhotoUrl,
      }))
  },

  list: ({ body, session, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(ctx.store, ['markets', shown.key, filters], () => {
      const places = placeNames(ctx.store, session.companyKeyID)
      const mine = ctx.store.markets.filter((m) => shown.shows(m))
      return filterAndSort(
        mine.map((m) => toRow(m, places)),
        body,
        MARKET_LIST,
      )
    })
    return pageOf(rows, body)
  },

  model: ({ query, session, ctx }) => toMarket(companyMarket(ctx, session, query.MarketKeyID)),

  addUpdate: ({ body, session, ctx }) => {
    if (body.companyKeyID?.trim() && body.companyKeyID.trim() !== session.companyKeyID) {
      throw forbidden(MARKET_MESSAGES.noCompanyAccess)
    }
    const existing = body.marketKeyID ? companyMarket(ctx, session, body.marketKeyID) : null
    checkPlace(ctx.store, session.companyKeyID, body)
    assertOwnImage(ctx, session, 'paymentQRPhotoUrl', body.paymentQRPhotoUrl, existing?.paymentQRPhotoUrl)
    const name = body.marketPlaceName.trim()
    const nameInFirm = indexKey(session.companyKeyID, nameKey(name))
    if (ctx.store.markets.holds('firmName', nameInFirm, existing?.marketKeyID))
      throw conflict(MARKET_MESSAGES.duplicateName(name))
    const fields = {
      marketPlaceName: name,
      stateID: body.stateID,
      districtID: body.districtID,
      talukaID: body.talukaID,
      marketAddress: body.marketAddress.trim(),
      marketMobileNo: body.marketMobileNo,
      paymentQRPhotoUrl: body.paymentQRPhotoUrl,
      userKeyID: session.userKeyID,
    }
    const saved = ctx.store.write(() => {
      if (existing) return ctx.store.markets.set({ ...existing, ...fields })
      const market = ctx.store.markets.set({
        ...fields,
        marketKeyID: randomUUID(),
        companyKeyID: session.companyKeyID,
        isActive: true,
        createdDate: ctx.now(),
      })
      const districtName = ctx.store.districts.in(session.companyKeyID, body.districtID)?.districtName
      ctx.store.marketServices.set(startingServicesRow(market.marketKeyID, districtName))
      return market
    })
    return toMarket(saved)
  },

  remove: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    if (ctx.store.isMarketReferenced(market.marketKeyID)) throw conflict(MARKET_MESSAGES.inUse)
    ctx.store.write(() => {
      ctx.store.markets.delete(market.marketKeyID)
      ctx.store.marketServices.delete(market.marketKeyID)
    })
    return null
  },

  changeStatus: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    return ctx.store.write(() => ctx.store.markets.set({ ...market, isActive: !market.isActive }).isActive)
  },
})
