import * as v from 'valibot'
import {
  BillLineSchema,
  billingKey,
  billListRequest,
  OtherChargeSchema,
  OtherChargesInputSchema,
  ServiceLineSchema,
} from './billing'
import { endpoint, listRequest, optionalKeyFilter, QueryKeyID, REQUIRED, reasonText } from './core'
import { ChargeOverdueCratesSchema, CrateChargeSchema, CratesHeldSchema } from './crate'
import { MODULE } from './role'
import { FARMER_BILL_SORT_COLUMNS, PENDING_TOKEN_SORT_COLUMNS } from './value-lists'

/** An Auctioned token without a patti, as the Pending tab lists it. Amounts in ₹. */
export const PendingTokenRowSchema = v.object({
  tokenKeyID: v.string(),
  marketKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  vehicleNo: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  productID: v.number(),
  productName: v.string(),
  transportationType: v.number(),
  gradingType: v.number(),
  crates: v.number(),
  netWeightKg: v.number(),
  grossAmount: v.number(),
  lineCount: v.number(),
  /** A line sold by weight has no net weight yet: the token can't be billed until it is weighed. */
  awaitingWeight: v.boolean(),
  createdDate: v.string(),
})
export type PendingTokenRow = v.InferOutput<typeof PendingTokenRowSchema>

export const PendingTokenListRequestSchema = listRequest(PENDING_TOKEN_SORT_COLUMNS, {
  /** The selected market; absent means every market of the firm. */
  marketKeyID: optionalKeyFilter,
  farmerKeyID: optionalKeyFilter,
})

/**
 * Preview and Generate take the same body: one token, or several of one farmer, one day and one
 * transport type, plus other deductions under visible Farmer expense categories.
 */
export const FarmerBillRequestSchema = v.object({
  marketKeyID: billingKey,
  tokenKeyIDs: v.pipe(
    v.array(billingKey, REQUIRED),
    v.minLength(1, 'Choose at least one token.'),
    v.maxLength(50, 'At most 50 tokens on one patti.'),
    v.check((keys) => new Set(keys).size === keys.length, 'A token is listed twice.'),
  ),
  otherDeductions: v.optional(OtherChargesInputSchema, []),
  chargeOverdueCrates: ChargeOverdueCratesSchema,
})
export type FarmerBillRequest = v.InferInput<typeof FarmerBillRequestSchema>

/**
 * The patti with everything its printed document shows (the firm's header comes from the company
 * settings). Amounts in ₹; a preview has no key and no number yet.
 */
export const FarmerBillSchema = v.object({
  farmerBillKeyID: v.string(),
  billNo: v.string(),
  billDate: v.string(),
  marketKeyID: v.string(),
  marketPlaceName: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  mobileNo: v.string(),
  transportationType: v.number(),
  tokenKeyIDs: v.array(v.string()),
  tokenNos: v.array(v.number()),
  vehicleNos: v.array(v.string()),
  lines: v.array(BillLineSchema),
  totalCrates: v.number(),
  totalWeightKg: v.number(),
  /** Some line was not weighed: per-kg charges used crates × crate capacity. */
  estimatedWeight: v.boolean(),
  grossAmount: v.number(),
  serviceLines: v.array(ServiceLineSchema),
  otherDeductions: v.array(OtherChargeSchema),
  /** The farmer's crates kept past the firm's days, per type; in the total deductions (absent from older servers). */
  crateCharges: v.optional(v.array(CrateChargeSchema), []),
  /** Charges waived to bring a negative net to 0 (then the patti is locked). */
  waivedAmount: v.number(),
  /** Σ service lines + Σ other deductions + Σ crate charges − waived. */
  totalDeductions: v.number(),
  roundOff: v.number(),
  netPayable: v.number(),
  /** The farmer's crates of the firm per type in the bill's market on the bill date (types held only). */
  cratesHeld: v.array(CratesHeldSchema),
  paidAmount: v.number(),
  balance: v.number(),
  /** 1 Unpaid, 2 Partial, 3 Paid. */
  paymentStatus: v.number(),
  /** 1 Active, 2 Cancelled. */
  status: v.number(),
  isLocked: v.boolean(),
  /** Why the charges were waived ('' when they were not). */
  waiveReason: v.string(),
  cancelReason: v.string(),
  /** yyyy-MM-dd the document was cancelled; null while it stands (absent from older servers). */
  cancelledDate: v.optional(v.nullable(v.string())),
  createdDate: v.string(),
})
export type FarmerBill = v.InferOutput<typeof FarmerBillSchema>

export const FarmerBillRowSchema = v.object({
  farmerBillKeyID: v.string(),
  billNo: v.string(),
  billDate: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  tokenNos: v.array(v.number()),
  grossAmount: v.number(),
  totalDeductions: v.number(),
  netPayable: v.number(),
  paidAmount: v.number(),
  balance: v.number(),
  paymentStatus: v.number(),
  status: v.number(),
  isLocked: v.boolean(),
  createdDate: v.string(),
})
export type FarmerBillRow = v.InferOutput<typeof FarmerBillRowSchema>

/**
 * GetFarmerBillList answers `responseData.totals` over every page of the filter: `{ grossAmount,
 * totalDeductions, netPayable, paidAmount, balance }` (cancelled bills count only when filtered by
 * status).
 */
export const FarmerBillListRequestSchema = billListRequest(FARMER_BILL_SORT_COLUMNS, 'farmerKeyID')

export const CancelFarmerBillRequestSchema = v.object({ farmerBillKeyID: billingKey, reason: reasonText })
export const WaiveFarmerBillRequestSchema = v.object({ farmerBillKeyID: billingKey, reason: reasonText })

const onFarmerBilling = (action: 'view' | 'insert' | 'delete') =>
  ({ moduleId: MODULE.FarmerBilling, action }) as const

export const farmerBill = {
  /** The first paged call of the table is the list of its own rows (the bills, by key). */
  list: endpoint({
    method: 'POST',
    path: 'FarmerBill/GetFarmerBillList',
    body: FarmerBillListRequestSchema,
    data: v.array(FarmerBillRowSchema),
    paged: true,
    access: onFarmerBilling('view'),
  }),
  preview: endpoint({
    method: 'POST',
    path: 'FarmerBill/PreviewFarmerBill',
    body: FarmerBillRequestSchema,
    data: FarmerBillSchema,
    access: onFarmerBilling('view'),
  }),
  generate: endpoint({
    method: 'POST',
    path: 'FarmerBill/GenerateFarmerBill',
    body: FarmerBillRequestSchema,
    data: FarmerBillSchema,
    access: onFarmerBilling('insert'),
  }),
  pendingTokens: endpoint({
    method: 'POST',
    path: 'FarmerBill/GetPendingTokens',
    body: PendingTokenListRequestSchema,
    data: v.array(PendingTokenRowSchema),
    paged: true,
    access: onFarmerBilling('view'),
  }),
  model: endpoint({
    method: 'GET',
    path: 'FarmerBill/GetFarmerBillModel',
    query: v.object({ FarmerBillKeyID: QueryKeyID }),
    data: FarmerBillSchema,
    access: onFarmerBilling('view'),
  }),
  /** Cancelling a document is its "delete" right. */
  cancel: endpoint({
    method: 'POST',
    path: 'FarmerBill/CancelFarmerBill',
    body: CancelFarmerBillRequestSchema,
    data: FarmerBillSchema,
    access: onFarmerBilling('delete'),
  }),
  /**
   * Waiving a negative patti's charges overrides the market's charges, so it takes the right to set
   * them (Market update: Admin and above), not only billing rights.
   */
  waive: endpoint({
    method: 'POST',
    path: 'FarmerBill/WaiveFarmerBillCharges',
    body: WaiveFarmerBillRequestSchema,
    data: FarmerBillSchema,
    access: { moduleId: MODULE.Market, action: 'update' },
  }),
} as const
