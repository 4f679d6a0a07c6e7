import * as v from 'valibot'
import { amount, KeyIDSchema, listRequest, optionalKeyFilter, REQUIRED } from './core'
import { CHARGE_UNITS } from './rules'

/** What the patti and the invoice share: their lines, charges and the statuses of their lists. */

export const BILLING_MESSAGES = {
  farmerBillNotFound: 'Farmer bill not found.',
  buyerBillNotFound: 'Buyer invoice not found.',
  tokenNotFound: 'is not a token of this market.',
  tokenNotAuctioned: (token: string) => `${token} is not Auctioned: only a fully sold token is billed.`,
  tokenBilled: (token: string, billNo: string) => `${token} is already on patti ${billNo}.`,
  oneFarmer: 'Tokens of different farmers cannot be combined on one patti.',
  oneDay: 'Only tokens of one day can be combined on one patti.',
  oneTransport: 'Crate and trolley tokens cannot be combined on one bill.',
  awaitingWeight: (token: string) =>
    `${token} has a line sold by weight that is not weighed yet: weigh it before billing.`,
  categoryNotFound: 'is not a visible expense category of this side.',
  duplicateToken: 'A token is listed twice.',
  duplicateCategory: 'A category is listed twice.',
  nothingToInvoice: (unweighed: number) =>
    unweighed === 0
      ? 'Nothing sold in this period is waiting for an invoice.'
      : `Nothing sold in this period is ready for an invoice: ${unweighed} ${unweighed === 1 ? 'sale waits' : 'sales wait'} for weighing.`,
  buyerNotFound: 'is not a buyer of this firm.',
  cancelPaid: 'A bill with a payment against it cannot be cancelled. Cancel the payment first.',
  cancelReceived: 'An invoice with a receipt against it cannot be cancelled. Cancel the receipt first.',
  alreadyCancelled: 'This bill is already cancelled.',
  locked: 'This patti is locked: its charges were waived.',
  waiveNotNegative: 'Only a patti whose net is below zero can have its charges waived.',
  periodTooLong: 'The period can be at most 366 days.',
  otherChargesOneBuyer: 'Other charges go on one buyer’s invoices: pick that one buyer.',
  saleOnPatti: (billNo: string) => `This sale is on patti ${billNo}; cancel the patti first.`,
  saleOnInvoice: (billNo: string) => `This sale is on invoice ${billNo}; cancel the invoice first.`,
} as const

const requiredKey = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), KeyIDSchema)

/** A charge on the bill, as snapshotted when it was generated; amounts in ₹. */
export const ServiceLineSchema = v.object({
  serviceID: v.number(),
  serviceName: v.string(),
  /** 1 Fixed, 2 Percentage, 3 PerKG. */
  serviceType: v.number(),
  /** ₹ per unit, percent, or ₹ per kg, as the market's default service had it. */
  rate: v.number(),
  /** What the rate was counted on, and how many (kg, crates or trolleys; 0 for percent and per bill). */
  unit: v.picklist(CHARGE_UNITS),
  quantity: v.number(),
  /** The kg were partly estimated from crates. */
  estimated: v.boolean(),
  /** In English: "Aadat 6%", "Hand Grading ₹5 × 72", "Hamali ₹0.05 × 3,520 kg" (chargeBasis prints others). */
  basis: v.string(),
  amount: v.number(),
})
export type ServiceLine = v.InferOutput<typeof ServiceLineSchema>

/** An ad-hoc charge or deduction (crate rent, freight) under one of the side's expense categories. */
export const OtherChargeInputSchema = v.object({
  categoryKeyID: requiredKey,
  amount: v.pipe(
    amount('Amount', 9_999_999.99),
    v.check((n) => n > 0, 'Amount must be more than 0.'),
  ),
})
export const OtherChargesInputSchema = v.pipe(
  v.array(OtherChargeInputSchema),
  v.maxLength(20, 'At most 20 other charges.'),
  v.check(
    (rows) => new Set(rows.map((row) => row.categoryKeyID)).size === rows.length,
    BILLING_MESSAGES.duplicateCategory,
  ),
)
export const OtherChargeSchema = v.object({
  categoryKeyID: v.string(),
  categoryName: v.string(),
  amount: v.number(),
})

/** The day's rates for the line's product and grade in the market, in the line's rate unit. */
export const DayRateSchema = v.nullable(
  v.object({ minRate: v.number(), averageRate: v.number(), maxRate: v.number() }),
)

/** One sold line on a patti or an invoice: a crate sale line, or a whole trolley lot. */
export const BillLineSchema = v.object({
  /** The auction line's or the trolley lot's key. */
  lineKeyID: v.string(),
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  vehicleNo: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  productID: v.number(),
  productName: v.string(),
  productNameMr: v.string(),
  gradeID: v.number(),
  gradeName: v.string(),
  /** 0 on a trolley. */
  crates: v.number(),
  /** kg as weighed, or crates × crate capacity when estimatedWeight. */
  netWeightKg: v.number(),
  estimatedWeight: v.boolean(),
  /** 1 Per Kg, 2 Per Crate, 3 Per Quintal, 4 Lump Sum, 5 Per 10 Kg. */
  rateUnit: v.number(),
  rate: v.number(),
  amount: v.number(),
  /** For transparency: that day's min / average / max rate for the product and grade in the market. */
  dayRate: DayRateSchema,
})
export type BillLine = v.InferOutput<typeof BillLineSchema>

export const billingKey = requiredKey

/** A list's payment status filter: 0 or absent all, else 1 Unpaid, 2 Partial, 3 Paid. */
const paymentStatusFilter = v.optional(v.nullable(v.picklist([0, 1, 2, 3], 'must be 0 to 3')))
/** A list's bill status filter: 0 or absent all, else 1 Active, 2 Cancelled. */
const billStatusFilter = v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0 to 2')))

/**
 * A bill list's request (pattis, invoices): besides search, dates, sort and page, the firm's market,
 * the bill's party (`farmerKeyID` or `buyerKeyID`), its payment status and its bill status.
 */
export const billListRequest = <const C extends readonly [string, ...string[]], const P extends string>(
  sortColumns: C,
  partyKey: P,
) =>
  listRequest(sortColumns, {
    marketKeyID: optionalKeyFilter,
    ...({ [partyKey]: optionalKeyFilter } as Record<P, typeof optionalKeyFilter>),
    paymentStatus: paymentStatusFilter,
    status: billStatusFilter,
  })
