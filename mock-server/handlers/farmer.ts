import { randomUUID } from 'node:crypto'
import { api, FARMER_MESSAGES, type FARMER_SORT_COLUMNS, type Farmer, type FarmerRow } from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import { nameKey } from '../store/compare-keys'
import type { FarmerRecord } from '../store/rows'
import { indexKey } from '../store/table'
import { compareText } from './collate'
import { firmRow } from './firm-row'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { assertFirmMarkets, companyMarket, marketNames } from './market'
import { columnValue, statusMatches, toggleStatus } from './master'
import { nextCode, possibleDuplicate, resolvePlace } from './party'

const FARMER_LIST: ListSpec<FarmerRow, (typeof FARMER_SORT_COLUMNS)[number]> = {
  searchText: (r) => [
    String(r.farmerCode),
    r.farmerName,
    r.village,
    r.mobileNo,
    r.talukaName,
    r.districtName,
    ...r.marketNames,
  ],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.farmerName,
  key: (r) => r.farmerKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

/** A farmer of the caller's firm; another firm's key is "not found" so keys don't leak. */
const firmFarmer = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.farmers, session, key, FARMER_MESSAGES.notFound)

const toFarmer = ({
  companyKeyID: _c,
  userKeyID: _u,
  isActive: _a,
  createdDate: _d,
  ...farmer
}: Readonly<FarmerRecord>): Farmer => ({ ...farmer, marketKeyIDs: [...farmer.marketKeyIDs] })

const label = (f: Readonly<FarmerRecord>) => `Farmer ${f.farmerCode} ${f.farmerName}, ${f.village}`

export const farmerHandlers = handlers(api.farmer, {
  list: ({ body, session, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(ctx.store, ['farmers', shown.key, filters], () => {
      const { store } = ctx
      // Without a market, "assigned" means nothing; with one, the default is its assigned farmers.
      const market = body.marketKeyID || null
      const assigned = body.assigned ?? true
      const rows: FarmerRow[] = []
      for (const f of store.farmers.values()) {
        // With a market (in the caller's scope), its farmers or those it may take on; without, the caller's markets'.
        if (!(market ? f.companyKeyID === session.companyKeyID : shown.showsParty(f))) continue
        if (!statusMatches(f.isActive, body.isActive)) continue
        if (body.talukaID && f.talukaID !== body.talukaID) continue
        if (market && f.marketKeyIDs.includes(market) !== assigned) continue
        rows.push({
          ...toFarmer(f),
          talukaName: f.talukaID ? (store.talukas.in(f.companyKeyID, f.talukaID)?.talukaName ?? '') : '',
          districtName: f.districtID
            ? (store.districts.in(f.companyKeyID, f.districtID)?.districtName ?? '')
            : '',
          marketNames: marketNames(store, f.marketKeyIDs),
          isActive: f.isActive,
          createdDate: f.createdDate,
        })
      }
      return filterAndSort(rows, body, FARMER_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, session, ctx }) => toFarmer(firmFarmer(ctx, session, query.FarmerKeyID)),

  addUpdate: ({ body, session, ctx }) => {
    const { store } = ctx
    const existing = body.farmerKeyID ? firmFarmer(ctx, session, body.farmerKeyID) : null
    const place = resolvePlace(store, session.companyKeyID, body)
    assertFirmMarkets(ctx, session, body.marketKeyIDs)
    const farmerName = body.farmerName.trim()
    const village = body.village.trim()
    if (!body.confirmDuplicate) {
      const other = (index: 'mobile' | 'nameVillage', ...parts: string[]) =>
        store.farmers
          .lookup(index, indexKey(session.companyKeyID, ...parts))
          .find((f) => f.farmerKeyID !== existing?.farmerKeyID)
      const sameMobile = other('mobile', body.mobileNo)
      if (sameMobile) throw possibleDuplicate(label(sameMobile), 'mobile number')
      const sameNameVillage = other('nameVillage', nameKey(farmerName), nameKey(village))
      if (sameNameVillage) throw possibleDuplicate(label(sameNameVillage), 'name and village')
    }
    const { farmerKeyID: _key, confirmDuplicate: _confirm, ...fields } = body
    const farmer = { ...fields, ...place, farmerName, village, userKeyID: session.userKeyID }
    const saved = store.write(() =>
      store.farmers.set(
        existing
          ? { ...existing, ...farmer }
          : {
              ...farmer,
              farmerKeyID: randomUUID(),
              farmerCode: nextCode(
                store.farmers.lookup('firm', session.companyKeyID),
                session.companyKeyID,
                (f) => f.farmerCode,
              ),
              companyKeyID: session.companyKeyID,
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toFarmer(saved)
  },

  remove: ({ query, session, ctx }) => {
    const farmer = firmFarmer(ctx, session, query.FarmerKeyID)
    if (ctx.store.isReferenced('farmer', farmer.companyKeyID, farmer.farmerKeyID))
      throw conflict(FARMER_MESSAGES.inUse)
    ctx.store.write(() => ctx.store.farmers.delete(farmer.farmerKeyID))
    return null
  },

  changeStatus: ({ query, session, ctx }) =>
    toggleStatus(ctx.store, ctx.store.farmers, firmFarmer(ctx, session, query.FarmerKeyID)),

  /** A market's active farmers, for token entry. */
  lookup: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    return ctx.store.farmers
      .filter(
        (f) =>
          f.companyKeyID === session.companyKeyID &&
          f.isActive &&
          f.marketKeyIDs.includes(market.marketKeyID),
      )
      .sort((a, b) => compareText(a.farmerName, b.farmerName) || a.farmerCode - b.farmerCode)
      .map(({ farmerKeyID, farmerCode, farmerName, village, mobileNo }) => ({
        farmerKeyID,
        farmerCode,
        farmerName,
        village,
        mobileNo,
      }))
  },

  /** Adds farmers to a market or takes them off it; answers how many actually changed. */
  assignMarket: ({ body, session, ctx }) => {
    const market = companyMarket(ctx, session, body.marketKeyID)
    const farmers = body.farmerKeyIDs.map((key, i) => {
      const farmer = ctx.store.farmers.get(key)
      if (farmer?.companyKeyID !== session.companyKeyID)
        throw badRequest(`farmerKeyIDs.${i}`, FARMER_MESSAGES.notOfFirm)
      return farmer
    })
    const changing = [...new Set(farmers)].filter(
      (f) => f.marketKeyIDs.includes(market.marketKeyID) !== body.assign,
    )
    ctx.store.write(() => {
      for (const farmer of changing) {
        const marketKeyIDs = body.assign
          ? [...farmer.marketKeyIDs, market.marketKeyID]
          : farmer.marketKeyIDs.filter((key) => key !== market.marketKeyID)
        ctx.store.farmers.set({ ...farmer, marketKeyIDs })
      }
    })
    return changing.length
  },
})
