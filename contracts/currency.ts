import * as v from 'valibot'
import { lookupEndpoint, type MasterListRow, masterEndpoints, requiredName, wholeNumber } from './core'
import { MODULE } from './role'
import { CURRENCY_SORT_COLUMNS } from './value-lists'

/** The note denominations the wallet counts; "1" is the loose-coins bucket counted in rupees. */
export const CURRENCY_KINDS = ['Note', 'Coin'] as const

export const CURRENCY_MESSAGES = {
  duplicate: 'This denomination already exists.',
  usedInWallet: 'This denomination is used in wallet counts and can only be made Inactive.',
  notFound: 'Currency not found.',
} as const

export const CurrencyFormSchema = v.object({
  denomination: wholeNumber('Denomination', 1, 100_000),
  kind: v.picklist(CURRENCY_KINDS, 'Choose Note or Coin.'),
  displayName: requiredName('Display name', 30),
  sortOrder: wholeNumber('Sort order', 0, 999),
})
export const CurrencyLookupSchema = v.object({
  currencyID: v.number(),
  denomination: v.number(),
  displayName: v.string(),
})

export const currency = {
  ...masterEndpoints({
    controller: 'Currency',
    moduleId: MODULE.Currency,
    key: 'currencyID',
    keyQuery: 'CurrencyID',
    form: CurrencyFormSchema,
    sortColumns: CURRENCY_SORT_COLUMNS,
  }),
  /** Active denominations, highest first, as the wallet counts them. */
  lookup: lookupEndpoint('Currency', CurrencyLookupSchema),
} as const
export type CurrencyRow = MasterListRow<typeof currency>
