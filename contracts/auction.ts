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
  wholeNumber,
} from './core'
import { MODULE } from './role'
import { AUCTION_LINE_SORT_COLUMNS } from './value-lists'

/** A crate sale line: Sold until a buyer invoice takes it (Invoiced), or Cancelled with a reason. */
export const AUCTION_LINE_STATUS = { Sold: 1, Invoiced: 2, Cancelled: 3 } as const
export const AUCTION_LINE_STATUSES = [
  { value: 1, label: 'Sold' },
  { value: 2, label: 'Invoiced' },
  { value: 3, label: 'Cancelled' },
] as const

/**
 * The grade an ungraded token (Open, grading type None or not yet graded) sells under: one lot of
 * its declared crates. A graded token sells only its graded grades.
 */
export const UNGRADED_LOT = { gradeID: 0, gradeName: 'Ungraded' } as const

export const AUCTION_MESSAGES = {
  lineNotFound: 'Auction line not found.',
  tokenNotFound: 'Token not found.',
  tokenNotToday: 'Only today’s tokens are auctioned.',
  tokenNotOpen: (tokenLabel: string) => `${tokenLabel} is no longer Open or Graded.`,
  tokenNotCrates: (tokenLabel: string) => `${tokenLabel} came by trolley: sell it in the trolley auction.`,
  tokenOtherToken: 'A sale line stays on the token it was sold from.',
  gradeNotOfToken: (tokenLabel: string) => `is not a grade of ${tokenLabel}.`,
  overSold: (left: number, gradeName: string, tokenLabel: string) =>
    left <= 0
      ? `No crates of ${gradeName} are left on ${tokenLabel}.`
      : `Only ${left} ${left === 1 ? 'crate' : 'crates'} of ${gradeName} ${left === 1 ? 'is' : 'are'} left on ${tokenLabel}.`,
  buyerNotFound: 'is not a buyer of this firm.',
  buyerInactive: (name: string) => `${name} is Inactive.`,
  buyerNotInMarket: (name: string, market: string) =>
    `${name} is not assigned to ${market}. Assign the buyer to this market first.`,
  rateRequired: 'Rate must be more than 0.',
  netNotPositive:
    'Net weight must be more than 0: the gross weight is not above the crates’ tare and allowance.',
  editOnlySold: 'Only a Sold line can be changed or cancelled; an invoiced line stays as billed.',
  rateOutsideBand: (rate: string, band: string, productName: string) =>
    `The rate ${rate} is outside ${productName}’s alert band (${band}).`,
  overCredit: (buyerName: string, exposure: string, limit: string) =>
    `${buyerName} would owe ${exposure} with this sale, above the credit limit of ${limit}.`,
} as const

const optionalKey = v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema])), '')
const requiredKey = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), KeyIDSchema)
const optionalWeight = (label: string) => v.optional(v.nullable(amount(label, 100_000)), null)

/** A rate in ₹: more than 0, 2 decimals. */
export const RateSchema = v.pipe(
  amount('Rate', 1_000_000),
  v.check((rate) => rate > 0, AUCTION_MESSAGES.rateRequired),
)

/**
 * AddUpdateAuctionLine: a new line (auctionLineKeyID empty) or a change of a Sold one (buyer, crates,
 * rate, weights). gradeID 0 is the ungraded lot. Weights are optional: a per-kg, per-10-kg or
 * per-quintal line saved without them awaits its weight (amount 0 until weighed).
 */
export const AuctionLineFormSchema = v.object({
  auctionLineKeyID: optionalKey,
  tokenKeyID: requiredKey,
  gradeID: v.pipe(v.number(REQUIRED), v.integer(REQUIRED), v.minValue(0, REQUIRED)),
  buyerKeyID: requiredKey,
  crates: wholeNumber('Crates', 1, 100_000),
  rateUnit: v.picklist([1, 2, 3, 4, 5], 'Choose a rate unit.'),
  rate: RateSchema,
  /** What the scale showed; null or 0 when not weighed. */
  grossWeightKg: optionalWeight('Gross weight'),
  /** Entered net weight; null or 0 computes it from the gross (crate tare and allowance off). */
  netWeightKg: optionalWeight('Net weight'),
  ...confirmWarningsEntry,
})
export type AuctionLineFormInput = v.InferInput<typeof AuctionLineFormSchema>

/** The weighing step: only the weights of a Sold line change. */
export const AuctionLineWeightSchema = v.object({
  auctionLineKeyID: requiredKey,
  grossWeightKg: optionalWeight('Gross weight'),
  netWeightKg: optionalWeight('Net weight'),
  ...confirmWarningsEntry,
})

export const CancelAuctionLineSchema = v.object({ auctionLineKeyID: requiredKey, reason: reasonText })

/** A sale line with what the screens show beside it. Money in ₹, weights in kg. */
export const AuctionLineSchema = v.object({
  auctionLineKeyID: v.string(),
  marketKeyID: v.string(),
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  /** The token's status after this line (Auctioned once every crate is sold). */
  tokenStatus: v.number(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  productID: v.number(),
  productName: v.string(),
  gradeID: v.number(),
  gradeName: v.string(),
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  crates: v.number(),
  rateUnit: v.number(),
  rate: v.number(),
  /** Null while not weighed. */
  grossWeightKg: v.nullable(v.number()),
  tareKg: v.number(),
  allowanceKg: v.number(),
  /** 0 while a weight-based line awaits its weight. */
  netWeightKg: v.number(),
  /** 0 while the line awaits its weight. */
  amount: v.number(),
  /** A per-kg, per-10-kg or per-quintal line without its net weight yet. */
  awaitingWeight: v.boolean(),
  /** Why the sale can no longer be changed or cancelled: the bill it is on; '' while it is open. */
  billLock: v.string(),
  auctionDateTime: v.string(),
  status: v.number(),
  cancelReason: v.string(),
})
export type AuctionLine = v.InferOutput<typeof AuctionLineSchema>

export const AuctionLineRowSchema = v.object({
  auctionLineKeyID: v.string(),
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  productID: v.number(),
  productName: v.string(),
  gradeID: v.number(),
  gradeName: v.string(),
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  crates: v.number(),
  rateUnit: v.number(),
  rate: v.number(),
  grossWeightKg: v.nullable(v.number()),
  netWeightKg: v.number(),
  amount: v.number(),
  awaitingWeight: v.boolean(),
  /** Why the sale can no longer be changed or cancelled: the bill it is on; '' while it is open. */
  billLock: v.string(),
  /** ISO date-time of the sale. */
  auctionDateTime: v.string(),
  status:
    v.number() /** When the row was first saved (the sale itself); date ranges select on its day in India. */,
  createdDate: v.string(),
})
export type AuctionLineRow = v.InferOutput<typeof AuctionLineRowSchema>

/**
 * GetAuctionList: the market's sale lines. Answers `responseData.totals` over every page of the
 * filter: `{ crates, netWeightKg, amount }` (cancelled lines count only when listed by status).
 */
export const AuctionListRequestSchema = listRequest(AUCTION_LINE_SORT_COLUMNS, {
  marketKeyID: optionalKeyFilter,
  buyerKeyID: optionalKeyFilter,
  productID: optionalPick,
  status: v.optional(v.nullable(v.picklist([0, 1, 2, 3], 'must be 0 to 3'))),
  /** true: only Sold weight-based lines still without their net weight. */
  awaitingWeight: v.optional(v.nullable(v.boolean()), null),
  tokenKeyID: optionalKeyFilter,
})

export const QueueGradeSchema = v.object({
  gradeID: v.number(),
  gradeName: v.string(),
  /** Graded crates (the declared crates for the ungraded lot). */
  crates: v.number(),
  soldCrates: v.number(),
  leftCrates: v.number(),
})

/**
 * A token waiting in the crate auction queue with what the clerk needs to sell it. An ungraded
 * token has one grade: UNGRADED_LOT with its declared crates.
 */
export const AuctionQueueTokenSchema = v.object({
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  vehicleNo: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  productID: v.number(),
  productName: v.string(),
  defaultRateUnit: v.number(),
  crateCapacityKg: v.number(),
  crateTareKg: v.number(),
  allowanceKgPerCrate: v.number(),
  minRateAlert: v.number(),
  maxRateAlert: v.number(),
  transportationType: v.number(),
  declaredCrates: v.number(),
  gradingType: v.number(),
  status: v.number(),
  createdDate: v.string(),
  grades: v.array(QueueGradeSchema),
  leftCrates: v.number(),
})
export type AuctionQueueToken = v.InferOutput<typeof AuctionQueueTokenSchema>

export const MarketRequestSchema = v.object({ marketKeyID: requiredKey })
export const TokenLinesRequestSchema = v.object({ tokenKeyID: requiredKey })

export const RateContextRequestSchema = v.object({
  marketKeyID: requiredKey,
  tokenKeyID: requiredKey,
  gradeID: v.pipe(v.number(REQUIRED), v.integer(REQUIRED), v.minValue(0, REQUIRED)),
})

export const PastRateSchema = v.object({
  date: v.string(),
  farmerName: v.string(),
  village: v.string(),
  gradeID: v.number(),
  gradeName: v.string(),
  crates: v.number(),
  rateUnit: v.number(),
  rate: v.number(),
})

/**
 * What the clerk sees while typing a rate: the farmer's and the village's latest rates for the
 * product on earlier days (newest first, at most 5 each), and today's rates for the product and
 * grade in the market in the product's default rate unit (null when nothing comparable sold yet);
 * the average is weighted by quantity in that unit (kg, crates or quintals).
 */
export const RateContextSchema = v.object({
  rateUnit: v.number(),
  farmerRates: v.array(PastRateSchema),
  villageRates: v.array(PastRateSchema),
  today: v.nullable(
    v.object({ minRate: v.number(), averageRate: v.number(), maxRate: v.number(), lineCount: v.number() }),
  ),
})
export type RateContext = v.InferOutput<typeof RateContextSchema>

const onAuction = (action: 'view' | 'delete') => ({ moduleId: MODULE.Auction, action }) as const

export const auction = {
  queue: endpoint({
    method: 'POST',
    path: 'Auction/GetAuctionQueue',
    body: MarketRequestSchema,
    data: v.array(AuctionQueueTokenSchema),
    access: onAuction('view'),
  }),
  save: endpoint({
    method: 'POST',
    path: 'Auction/AddUpdateAuctionLine',
    body: AuctionLineFormSchema,
    data: AuctionLineSchema,
    access: { moduleId: MODULE.Auction, action: 'save', keyField: 'auctionLineKeyID' },
  }),
  saveWeight: endpoint({
    method: 'POST',
    path: 'Auction/SaveAuctionLineWeight',
    body: AuctionLineWeightSchema,
    data: AuctionLineSchema,
    access: { moduleId: MODULE.Auction, action: 'update' },
  }),
  /** Cancelling a document is its "delete" right. */
  cancel: endpoint({
    method: 'POST',
    path: 'Auction/CancelAuctionLine',
    body: CancelAuctionLineSchema,
    data: AuctionLineSchema,
    access: onAuction('delete'),
  }),
  model: endpoint({
    method: 'GET',
    path: 'Auction/GetAuctionLineModel',
    query: v.object({ AuctionLineKeyID: QueryKeyID }),
    data: AuctionLineSchema,
    access: onAuction('view'),
  }),
  /** A token's live (Sold and Invoiced) lines, oldest first. */
  tokenLines: endpoint({
    method: 'POST',
    path: 'Auction/GetTokenLines',
    body: TokenLinesRequestSchema,
    data: v.array(AuctionLineSchema),
    access: onAuction('view'),
  }),
  rateContext: endpoint({
    method: 'POST',
    path: 'Auction/GetRateContext',
    body: RateContextRequestSchema,
    data: RateContextSchema,
    access: onAuction('view'),
  }),
  list: endpoint({
    method: 'POST',
    path: 'Auction/GetAuctionList',
    body: AuctionListRequestSchema,
    data: v.array(AuctionLineRowSchema),
    paged: true,
    access: onAuction('view'),
  }),
} as const
