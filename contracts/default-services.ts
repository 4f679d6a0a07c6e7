import * as v from 'valibot'
import { endpoint, KeyIDSchema, QueryKeyID } from './core'
import { MODULE } from './role'

export const TRANSPORTATION_TYPES = [
  { value: 1, label: 'Crates' },
  { value: 2, label: 'Trolley' },
] as const
export const SERVICE_TYPES = [
  { value: 1, label: 'Fixed' },
  { value: 2, label: 'Percentage' },
  { value: 3, label: 'PerKG' },
] as const
export const PERCENTAGE = 2

export const FARMER_DEFAULT_SERVICES = [
  'Aadat',
  'Machine Grading',
  'Hand Grading',
  'Farmer Grading',
  'Loading / Unloading',
  'Stationary',
] as const
export const BUYER_DEFAULT_SERVICES = ['Aadat', 'Hamali', 'Stationary'] as const

export const DEFAULT_SERVICE_MESSAGES = {
  farmerSaved: 'Default Farmer Values Set Successfully',
  buyerSaved: 'Default Buyer Values Set Successfully',
  percentageOver: 'Percentage must not exceed 100.',
  amountTooLarge: 'Amount can have at most 8 digits before the decimal point.',
  notPartyService: (party: string, known: string) => `is not a ${party} service (expected one of ${known}).`,
  listedTwice: (service: string, transport: string) => `lists ${service} for ${transport} twice.`,
} as const

/** Up to 8 integer digits and 2 decimals. */
export const DefaultAmountSchema = v.pipe(
  v.number('Amount must be a number.'),
  v.finite('Amount must be a number.'),
  v.minValue(0, 'Amount must not be negative.'),
  v.maxValue(99_999_999.99, DEFAULT_SERVICE_MESSAGES.amountTooLarge),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Amount can have at most 2 decimals.'),
)

const rowEntries = {
  serviceID: v.pipe(v.number(), v.integer(), v.minValue(1, 'must be a service')),
  dstid: v.picklist([1, 2, 3], 'must be 1 Fixed, 2 Percentage or 3 PerKG'),
  amount: DefaultAmountSchema,
  transportationTypeID: v.picklist([1, 2], 'must be 1 Crates or 2 Trolley'),
}

/** A row as the screen shows it: serviceName is for display and dropped on save. */
export const DefaultServiceRowSchema = v.object({ ...rowEntries, serviceName: v.string() })
export type DefaultServiceRow = v.InferOutput<typeof DefaultServiceRowSchema>

export const DefaultServiceSaveRowSchema = v.pipe(
  v.object(rowEntries),
  v.check((r) => r.dstid !== PERCENTAGE || r.amount <= 100, DEFAULT_SERVICE_MESSAGES.percentageOver),
)
export type DefaultServiceSaveRow = v.InferInput<typeof DefaultServiceSaveRowSchema>

const saveRows = v.pipe(
  v.array(DefaultServiceSaveRowSchema),
  v.minLength(1, 'must list at least one service'),
)
const saveTarget = { userKeyID: v.optional(v.nullable(v.string())), marketKeyID: KeyIDSchema }

export const SaveFarmerServicesRequestSchema = v.object({ ...saveTarget, farmerMarketServices: saveRows })
export const SaveBuyerServicesRequestSchema = v.object({ ...saveTarget, buyerMarketServices: saveRows })

const byMarket = v.object({ MarketKeyID: QueryKeyID })
/** Default services are settings of a market: reading them needs Market view, saving Market update. */
const view = { moduleId: MODULE.Market, action: 'view' } as const
const update = { moduleId: MODULE.Market, action: 'update' } as const

export const farmerMarketServices = {
  model: endpoint({
    method: 'GET',
    path: 'FarmerMarketServices/GetFarmerMarketServicesModel',
    query: byMarket,
    data: v.array(DefaultServiceRowSchema),
    access: view,
  }),
  save: endpoint({
    method: 'POST',
    path: 'FarmerMarketServices/AddUpdateFarmerMarketServices',
    body: SaveFarmerServicesRequestSchema,
    data: v.array(DefaultServiceRowSchema),
    access: update,
  }),
} as const

export const buyerMarketServices = {
  model: endpoint({
    method: 'GET',
    path: 'BuyerMarketServices/GetBuyerMarketServicesModel',
    query: byMarket,
    data: v.array(DefaultServiceRowSchema),
    access: view,
  }),
  save: endpoint({
    method: 'POST',
    path: 'BuyerMarketServices/AddUpdateBuyerMarketServices',
    body: SaveBuyerServicesRequestSchema,
    data: v.array(DefaultServiceRowSchema),
    access: update,
  }),
} as const
