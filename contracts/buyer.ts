import * as v from 'valibot'
import {
  amount,
  auditEntries,
  crudEndpoints,
  endpoint,
  KeyIDSchema,
  listRequest,
  optionalPick,
  optionalText,
  QueryKeyID,
  requiredName,
  statusFilter,
  wholeNumber,
} from './core'
import { BUYER_TYPES } from './list-filter-values'
import {
  confirmDuplicateEntry,
  GstinSchema,
  MarketKeyListSchema,
  openingBalanceEntries,
  PanSchema,
  PartyMobileSchema,
} from './party'
import { MODULE } from './role'
import { BUYER_SORT_COLUMNS } from './value-lists'

const buyerEntries = {
  firmName: requiredName('Firm name', 100),
  proprietorName: optionalText('Proprietor name', 50),
  mobileNo: PartyMobileSchema,
  buyerType: v.picklist(BUYER_TYPES, 'Choose a buyer type.'),
  traderLicenseNo: optionalText('Trader licence number', 30),
  gstin: GstinSchema,
  pan: PanSchema,
  address: optionalText('Address', 250),
  city: optionalText('City', 50),
  stateID: optionalPick,
  /** 0 = no limit. */
  creditLimit: amount('Credit limit'),
  creditDays: wholeNumber('Credit days', 0, 365),
  ...openingBalanceEntries,
  marketKeyIDs: MarketKeyListSchema,
}

export const BuyerFormSchema = v.object({
  buyerKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema]))),
  ...buyerEntries,
  ...confirmDuplicateEntry,
})
export type BuyerFormInput = v.InferInput<typeof BuyerFormSchema>

export const BuyerSchema = v.object({ buyerKeyID: v.string(), buyerCode: v.number(), ...buyerEntries })
export type Buyer = v.InferOutput<typeof BuyerSchema>
export const BuyerRowSchema = v.object({
  ...BuyerSchema.entries,
  stateName: v.string(),
  marketNames: v.array(v.string()),
  ...auditEntries,
})
export type BuyerRow = v.InferOutput<typeof BuyerRowSchema>

export const BuyerLookupSchema = v.object({
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  firmName: v.string(),
  city: v.string(),
})

export const buyer = {
  ...crudEndpoints({
    controller: 'Buyer',
    moduleId: MODULE.Buyer,
    keyQuery: v.object({ BuyerKeyID: QueryKeyID }),
    keyField: 'buyerKeyID',
    listRequest: listRequest(BUYER_SORT_COLUMNS, {
      isActive: statusFilter,
      buyerType: v.optional(v.nullable(v.union([v.literal(''), v.picklist(BUYER_TYPES)]))),
      marketKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema]))),
    }),
    row: BuyerRowSchema,
    body: BuyerFormSchema,
    model: BuyerSchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: 'Buyer/GetBuyerLookupList',
    query: v.object({ MarketKeyID: QueryKeyID }),
    data: v.array(BuyerLookupSchema),
  }),
} as const

export const BUYER_MESSAGES = {
  notFound: 'Buyer not found.',
  inUse: 'This buyer has auction lines or bills and cannot be deleted. Make the buyer Inactive instead.',
} as const
