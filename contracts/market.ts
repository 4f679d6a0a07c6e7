import * as v from 'valibot'
import {
  capitaliseFirst,
  cleanedText,
  endpoint,
  KeyIDSchema,
  listRequest,
  MobileNoSchema,
  QueryKeyID,
  REQUIRED,
  requiredImageUrl,
  trimStart,
} from './core'
import { MODULE } from './role'
import { MARKET_SORT_COLUMNS } from './value-lists'

export const MARKET_NAME_MAX = 50
export const MARKET_ADDRESS_MAX = 250

export const MARKET_MESSAGES = {
  added: 'Market Added Successfully',
  updated: 'Market Updated Successfully',
  deleted: 'Market deleted successfully.',
  statusChanged: 'Market status changed successfully.',
  nameTooLong: `Market name must be at most ${MARKET_NAME_MAX} characters.`,
  addressTooLong: `Address must be at most ${MARKET_ADDRESS_MAX} characters.`,
  qrInvalid: 'Payment QR must be an uploaded image.',
  /** A call naming a market (or a document or party of one) the caller is not assigned to. */
  notAssigned: 'You are not assigned to this market.',
  notFound: 'Market not found.',
  noCompanyAccess: 'You do not have access to this company.',
  inUse: 'This market has employees or records assigned and cannot be deleted. Make it Inactive instead.',
  duplicateName: (name: string) => `A market named "${name}" already exists.`,
  unknownState: 'is not a known state.',
  districtOutsideState: 'District does not belong to the selected state.',
  talukaOutsideDistrict: 'Taluka does not belong to the selected district.',
  notOfFirm: 'is not a market of this firm.',
} as const

/** A market lookup item, as the top bar's Select Market uses it. */
export const MarketLookupSchema = v.object({
  marketKeyID: v.string(),
  marketPlaceName: v.string(),
  paymentQRPhotoUrl: v.string(),
})
export type MarketLookup = v.InferOutput<typeof MarketLookupSchema>

const requiredLookup = v.pipe(v.number(REQUIRED), v.integer(REQUIRED), v.minValue(1, REQUIRED))

/** The seven fields of the market form: the form and the server validate with this. */
export const marketFieldEntries = {
  marketPlaceName: v.pipe(
    v.string(REQUIRED),
    ...cleanedText(),
    trimStart,
    v.nonEmpty(REQUIRED),
    v.maxLength(MARKET_NAME_MAX, MARKET_MESSAGES.nameTooLong),
    capitaliseFirst,
  ),
  stateID: requiredLookup,
  districtID: requiredLookup,
  talukaID: requiredLookup,
  marketMobileNo: MobileNoSchema,
  marketAddress: v.pipe(
    v.string(REQUIRED),
    ...cleanedText({ keepLineBreaks: true }),
    trimStart,
    v.nonEmpty(REQUIRED),
    v.maxLength(MARKET_ADDRESS_MAX, MARKET_MESSAGES.addressTooLong),
  ),
  paymentQRPhotoUrl: requiredImageUrl(MARKET_MESSAGES.qrInvalid),
} as const

export const MarketFormSchema = v.object(marketFieldEntries)
export type MarketFormInput = v.InferInput<typeof MarketFormSchema>

export const AddUpdateMarketRequestSchema = v.object({
  ...marketFieldEntries,
  /** Empty or absent for a new market. */
  marketKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema], 'must be a key ID'))),
  userKeyID: v.optional(v.nullable(v.string())),
  companyKeyID: v.optional(v.nullable(v.string())),
})
export type AddUpdateMarketRequest = v.InferInput<typeof AddUpdateMarketRequestSchema>

export const MarketSchema = v.object({
  marketKeyID: v.string(),
  marketPlaceName: v.string(),
  stateID: v.number(),
  districtID: v.number(),
  talukaID: v.number(),
  marketAddress: v.string(),
  marketMobileNo: v.string(),
  paymentQRPhotoUrl: v.string(),
  companyKeyID: v.string(),
  userKeyID: v.string(),
})
export type Market = v.InferOutput<typeof MarketSchema>

export const MarketRowSchema = v.object({
  ...MarketSchema.entries,
  stateName: v.string(),
  districtName: v.string(),
  talukaName: v.string(),
  isActive: v.boolean(),
  /** ISO date-time of creation; the list's date range filters on it. */
  createdDate: v.string(),
})
export type MarketRow = v.InferOutput<typeof MarketRowSchema>

export type MarketSortColumn = (typeof MARKET_SORT_COLUMNS)[number]

export const MarketListRequestSchema = listRequest(MARKET_SORT_COLUMNS, {})
export type MarketListRequest = v.InferInput<typeof MarketListRequestSchema>

const byKey = v.object({ MarketKeyID: QueryKeyID })
const on = (action: 'view' | 'update' | 'delete') => ({ moduleId: MODULE.Market, action })

export const market = {
  /** The caller's assigned active markets (a Super Admin's: all of the firm's). */
  lookup: endpoint({
    method: 'GET',
    path: 'Market/GetMarketLookupList',
    query: v.object({ CompanyKeyID: QueryKeyID }),
    data: v.array(MarketLookupSchema),
  }),
  list: endpoint({
    method: 'POST',
    path: 'Market/GetMarketList',
    body: MarketListRequestSchema,
    data: v.array(MarketRowSchema),
    paged: true,
    access: on('view'),
  }),
  model: endpoint({
    method: 'GET',
    path: 'Market/GetMarketModel',
    query: byKey,
    data: MarketSchema,
    access: on('view'),
  }),
  addUpdate: endpoint({
    method: 'POST',
    path: 'Market/AddUpdateMarket',
    body: AddUpdateMarketRequestSchema,
    data: MarketSchema,
    access: { moduleId: MODULE.Market, action: 'save', keyField: 'marketKeyID' },
  }),
  remove: endpoint({
    method: 'GET',
    path: 'Market/DeleteMarket',
    query: byKey,
    data: v.null(),
    access: on('delete'),
  }),
  changeStatus: endpoint({
    method: 'GET',
    path: 'Market/ChangeMarketStatus',
    query: byKey,
    data: v.boolean(),
    access: on('update'),
  }),
} as const
