import * as v from 'valibot'
import {
  amount,
  confirmWarningsEntry,
  endpoint,
  KeyIDSchema,
  listRequest,
  optionalKeyFilter,
  optionalPick,
  QueryKeyID,
  REQUIRED,
  reasonText,
} from './core'
import { MODULE } from './role'
import { TROLLEY_RATE_TYPE } from './rules'
import { TROLLEY_AUCTION_SORT_COLUMNS } from './value-lists'

/** A trolley lot: Rate Fixed at the auction → Weighed when the tractor leaves → Invoiced, or Cancelled. */
export const TROLLEY_AUCTION_STATUS = { RateFixed: 1, Weighed: 2, Invoiced: 3, Cancelled: 4 } as const
export const TROLLEY_AUCTION_STATUSES = [
  { value: 1, label: 'Rate Fixed' },
  { value: 2, label: 'Weighed' },
  { value: 3, label: 'Invoiced' },
  { value: 4, label: 'Cancelled' },
] as const

export const TROLLEY_RATE_TYPES = [
  { value: TROLLEY_RATE_TYPE.PerQuintal, label: 'Per Quintal' },
  { value: TROLLEY_RATE_TYPE.LumpSum, label: 'Lump Sum' },
] as const

export const TROLLEY_AUCTION_MESSAGES = {
  notFound: 'Trolley lot not found.',
  tokenNotTrolley: (tokenLabel: string) => `${tokenLabel} came in crates: sell it in the crate auction.`,
  alreadySold: (tokenLabel: string) => `${tokenLabel} already has a trolley lot; change that one instead.`,
  tokenOtherToken: 'A trolley lot stays on the token it was sold from.',
  editOnlyLive: 'Only a lot that is Rate Fixed or Weighed can be changed or cancelled.',
  rateRequired: 'Enter the rate per quintal.',
  lumpSumRequired: 'Enter the lump sum.',
  loadedRequired: 'Enter the loaded weight of the trolley.',
  emptyNotBelowLoaded: (loadedKg: number) =>
    `Empty weight must be less than the loaded weight (${loadedKg} kg).`,
} as const

const requiredKey = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), KeyIDSchema)

/**
 * AddUpdateTrolleyAuction: fixing the rate (no empty weight yet: Rate Fixed) and, once the tractor
 * left, the empty weight (Weighed; the token becomes Auctioned). The loaded weight defaults to the
 * gate's; the rate is used for Per Quintal, lumpSumAmount for Lump Sum.
 */
export const TrolleyAuctionFormSchema = v.pipe(
  v.object({
    trolleyAuctionKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema])), ''),
    tokenKeyID: requiredKey,
    buyerKeyID: requiredKey,
    rateType: v.picklist([1, 2], 'Choose Per Quintal or Lump Sum.'),
    rate: v.optional(amount('Rate', 1_000_000), 0),
    lumpSumAmount: v.optional(amount('Lump sum', 99_999_999.99), 0),
    /** Null or absent: the loaded weight recorded at the gate. */
    loadedWeightKg: v.optional(v.nullable(amount('Loaded weight', 100_000)), null),
    /** Null or absent until the tractor leaves. */
    emptyWeightKg: v.optional(v.nullable(amount('Empty weight', 100_000)), null),
    ...confirmWarningsEntry,
  }),
  v.forward(
    v.check(
      (lot) => lot.rateType !== TROLLEY_RATE_TYPE.PerQuintal || lot.rate > 0,
      TROLLEY_AUCTION_MESSAGES.rateRequired,
    ),
    ['rate'],
  ),
  v.forward(
    v.check(
      (lot) => lot.rateType !== TROLLEY_RATE_TYPE.LumpSum || lot.lumpSumAmount > 0,
      TROLLEY_AUCTION_MESSAGES.lumpSumRequired,
    ),
    ['lumpSumAmount'],
  ),
)
export type TrolleyAuctionFormInput = v.InferInput<typeof TrolleyAuctionFormSchema>

export const CancelTrolleyAuctionSchema = v.object({ trolleyAuctionKeyID: requiredKey, reason: reasonText })

/** A trolley lot. Money in ₹, weights in kg. */
export const TrolleyAuctionSchema = v.object({
  trolleyAuctionKeyID: v.string(),
  marketKeyID: v.string(),
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  tokenStatus: v.number(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  vehicleNo: v.string(),
  productID: v.number(),
  productName: v.string(),
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  rateType: v.number(),
  /** ₹ per quintal; 0 for a lump sum. */
  rate: v.number(),
  /** 0 for a per-quintal lot. */
  lumpSumAmount: v.number(),
  loadedWeightKg: v.number(),
  /** Null until the tractor leaves weighed empty. */
  emptyWeightKg: v.nullable(v.number()),
  /** 0 until weighed. */
  netWeightKg: v.number(),
  /** 0 for a per-quintal lot until weighed. */
  amount: v.number(),
  /** What a lump sum works out to per quintal (the rate itself for a per-quintal lot); null until weighed. */
  impliedRatePerQuintal: v.nullable(v.number()),
  /** Why the sale can no longer be changed or cancelled: the bill it is on; '' while it is open. */
  billLock: v.string(),
  auctionDateTime: v.string(),
  status: v.number(),
  cancelReason: v.string(),
})
export type TrolleyAuction = v.InferOutput<typeof TrolleyAuctionSchema>

export const TrolleyAuctionRowSchema = v.object({
  trolleyAuctionKeyID: v.string(),
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  vehicleNo: v.string(),
  productID: v.number(),
  productName: v.string(),
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  rateType: v.number(),
  rate: v.number(),
  lumpSumAmount: v.number(),
  loadedWeightKg: v.number(),
  emptyWeightKg: v.nullable(v.number()),
  netWeightKg: v.number(),
  amount: v.number(),
  impliedRatePerQuintal: v.nullable(v.number()),
  /** Why the sale can no longer be changed or cancelled: the bill it is on; '' while it is open. */
  billLock: v.string(),
  /** ISO date-time the rate was fixed. */
  auctionDateTime: v.string(),
  status:
    v.number() /** When the row was first saved (the sale itself); date ranges select on its day in India. */,
  createdDate: v.string(),
})
export type TrolleyAuctionRow = v.InferOutput<typeof TrolleyAuctionRowSchema>

/**
 * GetTrolleyAuctionList: the market's trolley lots. Answers `responseData.totals` over every page of
 * the filter: `{ netWeightKg, amount }`.
 */
export const TrolleyAuctionListRequestSchema = listRequest(TROLLEY_AUCTION_SORT_COLUMNS, {
  marketKeyID: optionalKeyFilter,
  status: v.optional(v.nullable(v.picklist([0, 1, 2, 3, 4], 'must be 0 to 4'))),
  buyerKeyID: optionalKeyFilter,
  productID: optionalPick,
})

/**
 * A trolley token of today still to sell (Open or Graded), with its lot when the rate is fixed but
 * the tractor not yet weighed empty (the lot's fields '' and 0 when no lot yet).
 */
export const TrolleyQueueTokenSchema = v.object({
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  vehicleEntryKeyID: v.string(),
  vehicleNo: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  productID: v.number(),
  productName: v.string(),
  minRateAlert: v.number(),
  maxRateAlert: v.number(),
  /** The gate's loaded weight, and its empty weight once the vehicle is Out (else null). */
  loadedWeightKg: v.number(),
  emptyWeightKg: v.nullable(v.number()),
  status: v.number(),
  createdDate: v.string(),
  trolleyAuctionKeyID: v.string(),
  lotStatus: v.number(),
  buyerKeyID: v.string(),
  buyerName: v.string(),
  rateType: v.number(),
  rate: v.number(),
  lumpSumAmount: v.number(),
})
export type TrolleyQueueToken = v.InferOutput<typeof TrolleyQueueTokenSchema>

const onTrolley = (action: 'view' | 'delete') => ({ moduleId: MODULE.Auction, action }) as const

export const trolleyAuction = {
  queue: endpoint({
    method: 'POST',
    path: 'TrolleyAuction/GetTrolleyQueue',
    body: v.object({ marketKeyID: requiredKey }),
    data: v.array(TrolleyQueueTokenSchema),
    access: onTrolley('view'),
  }),
  save: endpoint({
    method: 'POST',
    path: 'TrolleyAuction/AddUpdateTrolleyAuction',
    body: TrolleyAuctionFormSchema,
    data: TrolleyAuctionSchema,
    access: { moduleId: MODULE.Auction, action: 'save', keyField: 'trolleyAuctionKeyID' },
  }),
  /** Cancelling a document is its "delete" right. */
  cancel: endpoint({
    method: 'POST',
    path: 'TrolleyAuction/CancelTrolleyAuction',
    body: CancelTrolleyAuctionSchema,
    data: TrolleyAuctionSchema,
    access: onTrolley('delete'),
  }),
  model: endpoint({
    method: 'GET',
    path: 'TrolleyAuction/GetTrolleyAuctionModel',
    query: v.object({ TrolleyAuctionKeyID: QueryKeyID }),
    data: TrolleyAuctionSchema,
    access: onTrolley('view'),
  }),
  list: endpoint({
    method: 'POST',
    path: 'TrolleyAuction/GetTrolleyAuctionList',
    body: TrolleyAuctionListRequestSchema,
    data: v.array(TrolleyAuctionRowSchema),
    paged: true,
    access: onTrolley('view'),
  }),
} as const
