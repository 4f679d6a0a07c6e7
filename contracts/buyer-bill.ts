import * as v from 'valibot'
import {
  BILLING_MESSAGES,
  BillLineSchema,
  billingKey,
  billListRequest,
  OtherChargeSchema,
  OtherChargesInputSchema,
  ServiceLineSchema,
} from './billing'
import { endpoint, IsoDateSchema, QueryKeyID, REQUIRED, reasonText } from './core'
import { ChargeOverdueCratesSchema, CrateChargeSchema, CratesHeldSchema } from './crate'
import { MODULE } from './role'
import { BUYER_BILL_SORT_COLUMNS } from './value-lists'

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS

/**
 * Preview and Generate take the same body: the period's uninvoiced sale lines and trolley lots of the
 * buyers ([] = every buyer), one invoice per token bought (mode 1) or one per buyer (mode 2); either
 * way one transport type per invoice.
 */
export const BuyerInvoicesRequestSchema = v.pipe(
  v.object({
    marketKeyID: billingKey,
    fromDate: v.pipe(v.string(REQUIRED), IsoDateSchema),
    toDate: v.pipe(v.string(REQUIRED), IsoDateSchema),
    buyerKeyIDs: v.optional(
      v.pipe(
        v.array(billingKey),
        v.maxLength(500, 'At most 500 buyers.'),
        v.check((keys) => new Set(keys).size === keys.length, 'A buyer is listed twice.'),
      ),
      [],
    ),
    mode: v.picklist([1, 2], 'Choose per token or group by buyer.'),
    /** Added to each invoice the run makes, under visible Buyer expense categories; one buyer only. */
    otherCharges: v.optional(OtherChargesInputSchema, []),
    chargeOverdueCrates: ChargeOverdueCratesSchema,
  }),
  v.forward(
    v.check(
      (r) => !r.otherCharges?.length || r.buyerKeyIDs?.length === 1,
      BILLING_MESSAGES.otherChargesOneBuyer,
    ),
    ['buyerKeyIDs'],
  ),
  v.check((r) => r.fromDate <= r.toDate, 'fromDate must not be after toDate'),
  v.check((r) => daysBetween(r.fromDate, r.toDate) < 366, BILLING_MESSAGES.periodTooLong),
)
export type BuyerInvoicesRequest = v.InferInput<typeof BuyerInvoicesRequestSchema>

/** A token's part of a group invoice, printed as a sub-total under its lines. */
export const TokenSubtotalSchema = v.object({
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  farmerCode: v.number(),
  village: v.string(),
  crates: v.number(),
  netWeightKg: v.number(),
  amount: v.number(),
})

/**
 * The invoice with everything its printed document shows (the firm's header comes from the company
 * settings; the payment QR is the market's). Amounts in ₹; a preview has no key and no number yet.
 * Lines are ordered by token, with `tokenSubtotals` in the same order.
 */
/** A bank account a buyer may pay into; upiId '' when the account takes no UPI. */
export const PaymentAccountSchema = v.object({
  accountName: v.string(),
  bankName: v.string(),
  accountNo: v.string(),
  ifsc: v.string(),
  upiId: v.string(),
})
export type PaymentAccount = v.InferOutput<typeof PaymentAccountSchema>

export const BuyerBillSchema = v.object({
  buyerBillKeyID: v.string(),
  billNo: v.string(),
  billDate: v.string(),
  marketKeyID: v.string(),
  marketPlaceName: v.string(),
  marketAddress: v.string(),
  marketMobileNo: v.string(),
  paymentQRPhotoUrl: v.string(),
  /** The market's active bank accounts as they are now, the main one first; [] when it has none. */
  paymentAccounts: v.array(PaymentAccountSchema),
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  proprietorName: v.string(),
  mobileNo: v.string(),
  city: v.string(),
  gstin: v.string(),
  isGroup: v.boolean(),
  transportationType: v.number(),
  /** The period the lines were sold in. */
  fromDate: v.string(),
  toDate: v.string(),
  lines: v.array(BillLineSchema),
  tokenSubtotals: v.array(TokenSubtotalSchema),
  totalCrates: v.number(),
  totalWeightKg: v.number(),
  estimatedWeight: v.boolean(),
  goodsAmount: v.number(),
  serviceLines: v.array(ServiceLineSchema),
  servicesAmount: v.number(),
  otherCharges: v.array(OtherChargeSchema),
  /** The buyer's crates kept past the firm's days, per type; in the total (absent from older servers). */
  crateCharges: v.optional(v.array(CrateChargeSchema), []),
  roundOff: v.number(),
  totalAmount: v.number(),
  receivedAmount: v.number(),
  balance: v.number(),
  /** The buyer's crates of the firm per type in the bill's market on the bill date (types held only). */
  cratesHeld: v.array(CratesHeldSchema),
  /** What the buyer owed on other documents before this invoice (opening balance + open invoices). */
  previousOutstanding: v.number(),
  creditDays: v.number(),
  /** Bill date + the buyer's credit days. */
  dueDate: v.string(),
  paymentStatus: v.number(),
  status: v.number(),
  cancelReason: v.string(),
  /** yyyy-MM-dd the document was cancelled; null while it stands (absent from older servers). */
  cancelledDate: v.optional(v.nullable(v.string())),
  createdDate: v.string(),
})
export type BuyerBill = v.InferOutput<typeof BuyerBillSchema>

export const BuyerBillRowSchema = v.object({
  buyerBillKeyID: v.string(),
  billNo: v.string(),
  billDate: v.string(),
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  isGroup: v.boolean(),
  transportationType: v.number(),
  tokenCount: v.number(),
  goodsAmount: v.number(),
  servicesAmount: v.number(),
  totalAmount: v.number(),
  receivedAmount: v.number(),
  balance: v.number(),
  dueDate: v.string(),
  paymentStatus: v.number(),
  status: v.number(),
  createdDate: v.string(),
})
export type BuyerBillRow = v.InferOutput<typeof BuyerBillRowSchema>

/**
 * GetBuyerBillList answers `responseData.totals` over every page of the filter: `{ goodsAmount,
 * servicesAmount, totalAmount, receivedAmount, balance }` (cancelled invoices count only when
 * filtered by status).
 */
export const BuyerBillListRequestSchema = billListRequest(BUYER_BILL_SORT_COLUMNS, 'buyerKeyID')

export const CancelBuyerBillRequestSchema = v.object({ buyerBillKeyID: billingKey, reason: reasonText })

const onBuyerBilling = (action: 'view' | 'insert' | 'delete') =>
  ({ moduleId: MODULE.BuyerBilling, action }) as const

export const buyerBill = {
  list: endpoint({
    method: 'POST',
    path: 'BuyerBill/GetBuyerBillList',
    body: BuyerBillListRequestSchema,
    data: v.array(BuyerBillRowSchema),
    paged: true,
    access: onBuyerBilling('view'),
  }),
  preview: endpoint({
    method: 'POST',
    path: 'BuyerBill/PreviewBuyerInvoices',
    body: BuyerInvoicesRequestSchema,
    data: v.array(BuyerBillSchema),
    access: onBuyerBilling('view'),
  }),
  generate: endpoint({
    method: 'POST',
    path: 'BuyerBill/GenerateBuyerInvoices',
    body: BuyerInvoicesRequestSchema,
    data: v.array(BuyerBillSchema),
    access: onBuyerBilling('insert'),
  }),
  model: endpoint({
    method: 'GET',
    path: 'BuyerBill/GetBuyerBillModel',
    query: v.object({ BuyerBillKeyID: QueryKeyID }),
    data: BuyerBillSchema,
    access: onBuyerBilling('view'),
  }),
  /** Cancelling a document is its "delete" right. */
  cancel: endpoint({
    method: 'POST',
    path: 'BuyerBill/CancelBuyerBill',
    body: CancelBuyerBillRequestSchema,
    data: BuyerBillSchema,
    access: onBuyerBilling('delete'),
  }),
} as const
