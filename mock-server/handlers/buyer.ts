import { randomUUID } from 'node:crypto'
import { api, BUYER_MESSAGES, type BUYER_SORT_COLUMNS, type Buyer, type BuyerRow } from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { conflict } from '../errors'
import { handlers } from '../register'
import type { BuyerRecord } from '../store/rows'
import { indexKey } from '../store/table'
import { compareText } from './collate'
import { firmRow } from './firm-row'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { assertFirmMarkets, companyMarket, marketNames } from './market'
import { columnValue, statusMatches, toggleStatus } from './master'
import { nextCode, possibleDuplicate, resolvePlace } from './party'

const BUYER_LIST: ListSpec<BuyerRow, (typeof BUYER_SORT_COLUMNS)[number]> = {
  searchText: (r) => [
    String(r.buyerCode),
    r.firmName,
    r.proprietorName,
    r.mobileNo,
    r.city,
    r.gstin,
    r.stateName,
    r.buyerType,
  ],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.firmName,
  key: (r) => r.buyerKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

/** A buyer of the caller's firm; another firm's key is "not found" so keys don't leak. */
const firmBuyer = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.buyers, session, key, BUYER_MESSAGES.notFound)

const toBuyer = ({
  companyKeyID: _c,
  userKeyID: _u,
  isActive: _a,
  createdDate: _d,
  ...buyer
}: Readonly<BuyerRecord>): Buyer => ({ ...buyer, marketKeyIDs: [...buyer.marketKeyIDs] })

const label = (b: Readonly<BuyerRecord>) => `Buyer ${b.buyerCode} ${b.firmName}${b.city ? `, ${b.city}` : ''}`

export const buyerHandlers = handlers(api.buyer, {
  list: ({ body, session, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(ctx.store, ['buyers', shown.key, filters], () => {
      const { store } = ctx
      const rows = store.buyers
        .filter(
          (b) =>
            (body.marketKeyID ? b.companyKeyID === session.companyKeyID : shown.showsParty(b)) &&
            statusMatches(b.isActive, body.isActive) &&
            (!body.buyerType || b.buyerType === body.buyerType) &&
            (!body.marketKeyID || b.marketKeyIDs.includes(body.marketKeyID)),
        )
        .map(
          (b): BuyerRow => ({
            ...toBuyer(b),
            stateName: b.stateID ? (store.states.in(b.companyKeyID, b.stateID)?.stateName ?? '') : '',
            marketNames: marketNames(store, b.marketKeyIDs),
            isActive: b.isActive,
            createdDate: b.createdDate,
          }),
        )
      return filterAndSort(rows, body, BUYER_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, session, ctx }) => toBuyer(firmBuyer(ctx, session, query.BuyerKeyID)),

  addUpdate: ({ body, session, ctx }) => {
    const { store } = ctx
    const existing = body.buyerKeyID ? firmBuyer(ctx, session, body.buyerKeyID) : null
    const { stateID } = resolvePlace(store, session.companyKeyID, { stateID: body.stateID })
    assertFirmMarkets(ctx, session, body.marketKeyIDs)
    if (!body.confirmDuplicate) {
      const other = (index: 'mobile' | 'gstin', value: string) =>
        store.buyers
          .lookup(index, indexKey(session.companyKeyID, value))
          .find((b) => b.buyerKeyID !== existing?.buyerKeyID)
      const sameMobile = other('mobile', body.mobileNo)
      if (sameMobile) throw possibleDuplicate(label(sameMobile), 'mobile number')
      const sameGstin = body.gstin ? other('gstin', body.gstin) : undefined
      if (sameGstin) throw possibleDuplicate(label(sameGstin), 'GSTIN')
    }
    const { buyerKeyID: _key, confirmDuplicate: _confirm, ...fields } = body
    const buyer = { ...fields, stateID, firmName: body.firmName.trim(), userKeyID: session.userKeyID }
    const saved = store.write(() =>
      store.buyers.set(
        existing
          ? { ...existing, ...buyer }
          : {
              ...buyer,
              buyerKeyID: randomUUID(),
              buyerCode: nextCode(
                store.buyers.lookup('firm', session.companyKeyID),
                session.companyKeyID,
                (b) => b.buyerCode,
              ),
              companyKeyID: session.companyKeyID,
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toBuyer(saved)
  },

  remove: ({ query, session, ctx }) => {
    const buyer = firmBuyer(ctx, session, query.BuyerKeyID)
    if (ctx.store.isReferenced('buyer', buyer.companyKeyID, buyer.buyerKeyID))
      throw conflict(BUYER_MESSAGES.inUse)
    ctx.store.write(() => ctx.store.buyers.delete(buyer.buyerKeyID))
    return null
  },

  changeStatus: ({ query, session, ctx }) =>
    toggleStatus(ctx.store, ctx.store.buyers, firmBuyer(ctx, session, query.BuyerKeyID)),

  /** A market's active buyers, for the auction. */
  lookup: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    return ctx.store.buyers
      .filter(
        (b) =>
          b.companyKeyID === session.companyKeyID &&
          b.isActive &&
          b.marketKeyIDs.includes(market.marketKeyID),
      )
      .sort((a, b) => compareText(a.firmName, b.firmName) || a.buyerCode - b.buyerCode)
      .map(({ buyerKeyID, buyerCode, firmName, city }) => ({ buyerKeyID, buyerCode, firmName, city }))
  },
})
