import { api, CURRENCY_MESSAGES, type CURRENCY_SORT_COLUMNS, type CurrencyRow } from '../../contracts'
import type { ServerContext } from '../context'
import { conflict } from '../errors'
import { handlers } from '../register'
import type { Store } from '../store/store'
import { firmMaster, listRowOf, listSpec, modelOf, statusMatches } from './master'

export const CURRENCY_NOT_FOUND = 'Currency not found.'

const currencies = firmMaster({
  table: (s: Store) => s.currencies,
  key: 'currencyID',
  notFound: CURRENCY_NOT_FOUND,
})

const CURRENCY_LIST = listSpec<CurrencyRow, (typeof CURRENCY_SORT_COLUMNS)[number]>(
  (r) => [r.displayName, r.kind, String(r.denomination)],
  (r) => r.displayName,
  (r) => r.currencyID,
)

/**
 * Wallet counts name denominations by value: once the wallet's count lines exist they declare
 * `refersTo: currency:<firm>:<denomination>`, and from then on a counted note can only be made Inactive.
 */
const inWalletCounts = (ctx: ServerContext, companyKeyID: string, denomination: number) =>
  ctx.store.isReferenced('currency', companyKeyID, denomination)

export const currencyHandlers = handlers(api.currency, {
  list: ({ body, session, ctx }) =>
    currencies.page(ctx, session, body, CURRENCY_LIST, () =>
      currencies.rows(ctx, session, (c) => statusMatches(c.isActive, body.isActive)).map(listRowOf),
    ),

  model: ({ query, session, ctx }) => modelOf(currencies.find(ctx, session, query.CurrencyID)),

  addUpdate: ({ body, session, ctx }) => {
    const { currencyID, ...fields } = body
    const existing = currencies.existing(ctx, session, currencyID)
    const duplicate = conflict(CURRENCY_MESSAGES.duplicate)
    currencies.assertNoClash(ctx, session, existing, (c) => c.denomination === body.denomination, duplicate)
    if (
      existing &&
      existing.denomination !== body.denomination &&
      inWalletCounts(ctx, session.companyKeyID, existing.denomination)
    ) {
      throw conflict(CURRENCY_MESSAGES.usedInWallet)
    }
    return modelOf(currencies.save(ctx, session, existing, fields))
  },

  remove: ({ query, session, ctx }) => {
    const currency = currencies.find(ctx, session, query.CurrencyID)
    if (inWalletCounts(ctx, session.companyKeyID, currency.denomination)) {
      throw conflict(CURRENCY_MESSAGES.usedInWallet)
    }
    return currencies.remove(ctx, currency)
  },

  changeStatus: ({ query, session, ctx }) => currencies.toggle(ctx, session, query.CurrencyID),

  /** Active denominations, highest first, as the cashier counts them. */
  lookup: ({ session, ctx }) =>
    currencies
      .rows(ctx, session, (c) => c.isActive)
      .sort((a, b) => b.denomination - a.denomination)
      .map(({ currencyID, denomination, displayName }) => ({ currencyID, denomination, displayName })),
})
