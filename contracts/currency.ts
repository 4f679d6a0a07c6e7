import * as v from 'valibot'
import {
  auditEntries,
  crudEndpoints,
  endpoint,
  listRequest,
  optionalNumericKey,
  QueryInt,
  requiredName,
  statusFilter,
  wholeNumber,
} from './core'
import { MODULE } from './role'
import { CURRENCY_SORT_COLUMNS } from './value-lists'

/** The note denominations the wallet counts; "1" is the loose-coins bucket counted in rupees. */
export const CURRENCY_KINDS = ['Note', 'Coin'] as const

export const CURRENCY_MESSAGES = {
  duplicate: 'This denomination already exists.',
  usedInWallet: 'This denomination is used in wallet counts and can only be made Inactive.',
} as const

export const CurrencyFormSchema = v.object({
  denomination: wholeNumber('Denomination', 1, 100_000),
  kind: v.picklist(CURRENCY_KINDS, 'Choose Note or Coin.'),
  displayName: requiredName('Display name', 30),
  sortOrder: wholeNumber('Sort order', 0, 999),
})
export const CurrencySchema = v.object({ currencyID: v.number(), ...CurrencyFormSchema.entries })
export const CurrencyRowSchema = v.object({ ...CurrencySchema.entries, ...auditEntries })
export type CurrencyRow = v.InferOutput<typeof CurrencyRowSchema>

export const CurrencyLookupSchema = v.object({
  currencyID: v.number(),
  denomination: v.number(),
  displayName: v.string(),
})

export const currency = {
  ...crudEndpoints({
    controller: 'Currency',
    moduleId: MODULE.Currency,
    keyQuery: v.object({ CurrencyID: QueryInt }),
    keyField: 'currencyID',
    listRequest: listRequest(CURRENCY_SORT_COLUMNS, { isActive: statusFilter }),
    row: CurrencyRowSchema,
    body: v.object({ ...CurrencyFormSchema.entries, currencyID: optionalNumericKey }),
    model: CurrencySchema,
  }),
  /** Active denominations, highest first, as the wallet counts them. */
  lookup: endpoint({
    method: 'GET',
    path: 'Currency/GetCurrencyLookupList',
    data: v.array(CurrencyLookupSchema),
  }),
} as const
