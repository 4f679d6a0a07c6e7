import * as v from 'valibot'
import {
  endpoint,
  IsoDateSchema,
  listRequest,
  optionalKeyFilter,
  optionalText,
  QueryKeyID,
  REQUIRED,
  reasonText,
} from './core'
import {
  DenominationCountsSchema,
  documentStatusFilter,
  moneyKey,
  OnlineSubModeSchema,
  PaymentModeSchema,
  paymentModeFilter,
  positiveAmount,
  ReferenceNoSchema,
  transactionTypeFilter,
  withModeRules,
} from './money'
import { PAYMENT_PURPOSES } from './money-codes'
import { MODULE } from './role'
import { PartyTypeSchema } from './service'
import { PAYMENT_SORT_COLUMNS } from './value-lists'

/**
 * Payment vouchers (PV, money paid to a farmer) and receipt vouchers (RV, money received from a
 * buyer), allocated to the party's open bills. Amounts in ₹.
 */

export const PAYMENT_MESSAGES = {
  notFound: 'Voucher not found.',
  partyNotFound: 'is not a party of this firm in this market.',
  wrongDirection: 'A farmer is paid (Debit, out); a buyer pays in (Credit, in).',
  advanceNoAllocations: 'An advance settles no bill: leave the allocations empty.',
  onAccountNoAllocations: 'On Account settles the oldest bills first: leave the allocations empty.',
  billsChanged: 'The open bills changed while you were entering: reload them and allocate again.',
} as const

/** A bill of the party that still has something to settle, as the voucher form lists it. */
export const OpenBillSchema = v.object({
  billKeyID: v.string(),
  billNo: v.string(),
  billDate: v.string(),
  /** A buyer invoice's due date; a patti falls due the day it is made. */
  dueDate: v.string(),
  amount: v.number(),
  /** Paid (patti) or received (invoice) so far. */
  settledAmount: v.number(),
  balance: v.number(),
  /** 1 Unpaid, 2 Partial. */
  paymentStatus: v.number(),
  /** The day `outstanding` and `daysOverdue` are reckoned on (today). */
  asOfDate: v.string(),
  /**
   * What is still owed on the bill once every credit of the party, allocated or not, has paid off
   * the oldest bills first: the bill's part of the dues the statement and the register show.
   */
  outstanding: v.number(),
  /** Days the outstanding part is past its due date (0 when nothing of it is owed or not yet due). */
  daysOverdue: v.number(),
})
export type OpenBillRow = v.InferOutput<typeof OpenBillSchema>

export const OpenBillsRequestSchema = v.object({
  marketKeyID: moneyKey,
  partyType: PartyTypeSchema,
  partyKeyID: moneyKey,
})

export const AllocationInputSchema = v.object({
  billKeyID: moneyKey,
  amount: positiveAmount('Allocation'),
})

/** A new voucher; `allocations: []` settles the oldest bills first, and the rest is an advance. */
export const AddPaymentRequestSchema = withModeRules({
  marketKeyID: moneyKey,
  paymentDate: v.pipe(v.string(REQUIRED), IsoDateSchema),
  partyType: PartyTypeSchema,
  partyKeyID: moneyKey,
  /** 1 Credit (in: a buyer's receipt), 2 Debit (out: a farmer's payment). */
  transactionType: v.picklist([1, 2], 'Choose Credit (In) or Debit (Out).'),
  paymentMode: PaymentModeSchema,
  onlineSubMode: OnlineSubModeSchema,
  referenceNo: ReferenceNoSchema,
  amount: positiveAmount(),
  purpose: v.optional(
    v.picklist(PAYMENT_PURPOSES, 'Choose Against Bill, Advance or On Account.'),
    'Against Bill',
  ),
  allocations: v.optional(
    v.pipe(
      v.array(AllocationInputSchema),
      v.maxLength(200, 'At most 200 bills on one voucher.'),
      v.check(
        (rows) => new Set(rows.map((row) => row.billKeyID)).size === rows.length,
        'A bill is listed twice.',
      ),
    ),
    [],
  ),
  /** Optional note breakdown of a cash voucher: it must add up to the amount. */
  denominations: v.optional(DenominationCountsSchema, []),
  narration: optionalText('Narration', 200),
})
export type AddPaymentRequest = v.InferInput<typeof AddPaymentRequestSchema>

export const PaymentAllocationSchema = v.object({
  billKeyID: v.string(),
  billNo: v.string(),
  billDate: v.string(),
  amount: v.number(),
})

/** A voucher with what its printout shows. */
export const PaymentSchema = v.object({
  paymentKeyID: v.string(),
  voucherNo: v.string(),
  paymentDate: v.string(),
  marketKeyID: v.string(),
  marketPlaceName: v.string(),
  partyType: v.number(),
  partyKeyID: v.string(),
  partyCode: v.number(),
  partyName: v.string(),
  /** A farmer's village or a buyer's city. */
  partyPlace: v.string(),
  partyMobileNo: v.string(),
  transactionType: v.number(),
  paymentMode: v.number(),
  onlineSubMode: v.string(),
  referenceNo: v.string(),
  amount: v.number(),
  amountInWords: v.string(),
  purpose: v.string(),
  allocations: v.array(PaymentAllocationSchema),
  allocatedAmount: v.number(),
  /** What no bill took: on the party's account until later bills. */
  advanceAmount: v.number(),
  denominations: v.array(v.object({ denomination: v.number(), count: v.number() })),
  narration: v.string(),
  /** 1 Active, 2 Cancelled. */
  status: v.number(),
  cancelReason: v.string(),
  /** yyyy-MM-dd the document was cancelled; null while it stands (absent from older servers). */
  cancelledDate: v.optional(v.nullable(v.string())),
  createdDate: v.string(),
})
export type Payment = v.InferOutput<typeof PaymentSchema>

export const PaymentRowSchema = v.object({
  paymentKeyID: v.string(),
  voucherNo: v.string(),
  paymentDate: v.string(),
  partyType: v.number(),
  partyKeyID: v.string(),
  partyCode: v.number(),
  partyName: v.string(),
  partyMobileNo: v.string(),
  transactionType: v.number(),
  paymentMode: v.number(),
  onlineSubMode: v.string(),
  referenceNo: v.string(),
  amount: v.number(),
  allocatedAmount: v.number(),
  advanceAmount: v.number(),
  purpose: v.string(),
  status: v.number(),
  createdDate: v.string(),
})
export type PaymentRow = v.InferOutput<typeof PaymentRowSchema>

/**
 * GetPaymentList answers `responseData.totals` over every page of the filter: `{ amountIn, amountOut }`
 * (live vouchers only, unless filtered to Cancelled).
 */
export const PaymentListRequestSchema = listRequest(PAYMENT_SORT_COLUMNS, {
  marketKeyID: optionalKeyFilter,
  partyType: v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0 to 2'))),
  partyKeyID: optionalKeyFilter,
  transactionType: transactionTypeFilter,
  paymentMode: paymentModeFilter,
  status: documentStatusFilter,
})

export const CancelPaymentRequestSchema = v.object({ paymentKeyID: moneyKey, reason: reasonText })

const onPayment = (action: 'view' | 'insert' | 'delete') => ({ moduleId: MODULE.Payment, action }) as const

export const payment = {
  list: endpoint({
    method: 'POST',
    path: 'Payment/GetPaymentList',
    body: PaymentListRequestSchema,
    data: v.array(PaymentRowSchema),
    paged: true,
    access: onPayment('view'),
  }),
  openBills: endpoint({
    method: 'POST',
    path: 'Payment/GetOpenBills',
    body: OpenBillsRequestSchema,
    data: v.array(OpenBillSchema),
    access: onPayment('view'),
  }),
  add: endpoint({
    method: 'POST',
    path: 'Payment/AddPayment',
    body: AddPaymentRequestSchema,
    data: PaymentSchema,
    access: onPayment('insert'),
  }),
  /** The voucher as printed (and shared on WhatsApp as a receipt). */
  model: endpoint({
    method: 'GET',
    path: 'Payment/GetPaymentModel',
    query: v.object({ PaymentKeyID: QueryKeyID }),
    data: PaymentSchema,
    access: onPayment('view'),
  }),
  /** Cancelling a document is its "delete" right. */
  cancel: endpoint({
    method: 'POST',
    path: 'Payment/CancelPayment',
    body: CancelPaymentRequestSchema,
    data: PaymentSchema,
    access: onPayment('delete'),
  }),
} as const
