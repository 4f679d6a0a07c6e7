import { api, CURRENCY_MESSAGES, type CURRENCY_SORT_COLUMNS, type CurrencyRow } from '../../contracts'
import { conflict } from '../errors'
import { handlers } from '../register'
import type { CurrencyRecord } from '../store/rows'
import type { Store } from '../store/store'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { columnValue, found, nextID, statusMatches, toggleStatus } from './master'

export const CURRENCY_NOT_FOUND = 'Currency not found.'

const CURRENCY_LIST: ListSpec<CurrencyRow, (typeof CURRENCY_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.displayName, r.kind, String(r.denomination)],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.displayName,
  key: (r) => String(r.currencyID),
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

const toCurrency = ({ isActive: _a, createdDate: _c, ...currency }: Readonly<CurrencyRecord>) => currency

/**
 * Wallet counts name denominations by value: once the wallet's count lines exist they declare
 * `refersTo: currency:<denomination>`, and from then on a counted note can only be made Inactive.
 */
const inWalletCounts = (store: Store, denomination: number) => store.isReferenced('currency', denomination)

export const currencyHandlers = handlers(api.currency, {
  list: ({ body, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['currencies', filters], () =>
      filterAndSort(
        ctx.store.currencies.filter((c) => statusMatches(c.isActive, body.isActive)),
        body,
        CURRENCY_LIST,
      ),
    )
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) => toCurrency(found(ctx.store.currencies, query.CurrencyID, CURRENCY_NOT_FOUND)),

  addUpdate: ({ body, ctx }) => {
    const { store } = ctx
    const existing = body.currencyID ? found(store.currencies, body.currencyID, CURRENCY_NOT_FOUND) : null
    if (
      store.currencies.some(
        (c) => c.currencyID !== existing?.currencyID && c.denomination === body.denomination,
      )
    ) {
      throw conflict(CURRENCY_MESSAGES.duplicate)
    }
    if (
      existing &&
      existing.denomination !== body.denomination &&
      inWalletCounts(store, existing.denomination)
    ) {
      throw conflict(CURRENCY_MESSAGES.usedInWallet)
    }
    const { currencyID: _key, ...fields } = body
    const saved = store.write(() =>
      store.currencies.set(
        existing
          ? { ...existing, ...fields }
          : {
              ...fields,
              currencyID: nextID(store.currencies, (c) => c.currencyID),
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toCurrency(saved)
  },

  remove: ({ query, ctx }) => {
    const currency = found(ctx.store.currencies, query.CurrencyID, CURRENCY_NOT_FOUND)
    if (inWalletCounts(ctx.store, currency.denomination)) throw conflict(CURRENCY_MESSAGES.usedInWallet)
    ctx.store.write(() => ctx.store.currencies.delete(String(currency.currencyID)))
    return null
  },

  changeStatus: ({ query, ctx }) =>
    toggleStatus(
      ctx.store,
      ctx.store.currencies,
      found(ctx.store.currencies, query.CurrencyID, CURRENCY_NOT_FOUND),
    ),

  /** Active denominations, highest first, as the cashier counts them. */
  lookup: ({ ctx }) =>
    ctx.store.currencies
      .filter((c) => c.isActive)
      .sort((a, b) => b.denomination - a.denomination)
      .map(({ currencyID, denomination, displayName }) => ({ currencyID, denomination, displayName })),
})
