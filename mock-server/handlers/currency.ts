import { api, CURRENCY_MESSAGES } from '../../contracts'
import { conflict } from '../errors'
import { handlers } from '../register'
import type { Store } from '../store/store'
import { firmMaster } from './master'
import { activeLookup, masterHandlers, masterSave } from './master-handlers'

const currencies = firmMaster({
  table: (s: Store) => s.currencies,
  key: 'currencyID',
  notFound: CURRENCY_MESSAGES.notFound,
})

export const currencyHandlers = handlers(api.currency, {
  /**
   * Wallet counts name denominations by value: once the wallet's count lines exist they declare
   * `refersTo: currency:<firm>:<denomination>`, and from then on a counted note can only be made Inactive.
   */
  ...masterHandlers(currencies, {
    keyQuery: 'CurrencyID',
    search: (r) => [r.displayName, r.kind, String(r.denomination)],
    name: (r) => r.displayName,
    inUse: { kind: 'currency', by: (c) => c.denomination, message: CURRENCY_MESSAGES.usedInWallet },
  }),

  addUpdate: masterSave(currencies, {
    clashes: (c, fields) => c.denomination === fields.denomination,
    duplicate: () => CURRENCY_MESSAGES.duplicate,
    check: (ctx, session, existing, fields) => {
      const moved = existing && existing.denomination !== fields.denomination
      if (moved && ctx.store.isReferenced('currency', session.companyKeyID, existing.denomination)) {
        throw conflict(CURRENCY_MESSAGES.usedInWallet)
      }
    },
  }),

  /** Active denominations, highest first, as the cashier counts them. */
  lookup: activeLookup(
    currencies,
    (a, b) => b.denomination - a.denomination,
    ({ currencyID, denomination, displayName }) => ({ currencyID, denomination, displayName }),
  ),
})
