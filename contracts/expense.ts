import * as v from 'valibot'
import {
  endpoint,
  IsoDateSchema,
  KeyIDSchema,
  listRequest,
  optionalImageUrl,
  optionalKeyFilter,
  optionalText,
  QueryKeyID,
  REQUIRED,
  reasonText,
} from './core'
import {
  documentStatusFilter,
  moneyKey,
  OnlineSubModeSchema,
  PaymentModeSchema,
  paymentModeFilter,
  positiveAmount,
  ReferenceNoSchema,
  withModeRules,
} from './money'
import { MODULE } from './role'
import { EXPENSE_SORT_COLUMNS } from './value-lists'

/** Expense vouchers (EX): labour, sorting, packaging and other costs of running the market. */

export const EXPENSE_MESSAGES = {
  notFound: 'Expense not found.',
  categoryNotFound: 'is not an active expense category of this firm.',
  photoInvalid: 'The bill photo must be an uploaded image.',
  otherMarket: 'An expense stays in the market it was made in.',
  editCancelled: 'A cancelled expense cannot be changed.',
} as const

export const ExpenseFormSchema = withModeRules({
  marketKeyID: moneyKey,
  expenseDate: v.pipe(v.string(REQUIRED), IsoDateSchema),
  categoryKeyID: moneyKey,
  /** 1 Labour, 2 Sorting, 3 Packaging, 4 Other. */
  serviceOption: v.picklist([1, 2, 3, 4], 'Choose Labour, Sorting, Packaging or Other.'),
  amount: positiveAmount(),
  paymentMode: PaymentModeSchema,
  onlineSubMode: OnlineSubModeSchema,
  referenceNo: ReferenceNoSchema,
  paidTo: optionalText('Paid to', 100),
  narration: optionalText('Narration', 200),
  /** A photo of the bill, as uploadImage answered it. */
  attachment: optionalImageUrl(EXPENSE_MESSAGES.photoInvalid),
  /** Empty for a new expense. */
  expenseKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema])), ''),
})
export type ExpenseForm = v.InferInput<typeof ExpenseFormSchema>

export const ExpenseSchema = v.object({
  expenseKeyID: v.string(),
  expenseNo: v.string(),
  expenseDate: v.string(),
  marketKeyID: v.string(),
  marketPlaceName: v.string(),
  categoryKeyID: v.string(),
  categoryName: v.string(),
  serviceOption: v.number(),
  amount: v.number(),
  paymentMode: v.number(),
  onlineSubMode: v.string(),
  referenceNo: v.string(),
  paidTo: v.string(),
  narration: v.string(),
  attachment: v.string(),
  /** 1 Active, 2 Cancelled. */
  status: v.number(),
  cancelReason: v.string(),
  /** yyyy-MM-dd the document was cancelled; null while it stands (absent from older servers). */
  cancelledDate: v.optional(v.nullable(v.string())),
  createdDate: v.string(),
})
export type Expense = v.InferOutput<typeof ExpenseSchema>

export const ExpenseRowSchema = v.object({
  expenseKeyID: v.string(),
  expenseNo: v.string(),
  expenseDate: v.string(),
  categoryKeyID: v.string(),
  categoryName: v.string(),
  serviceOption: v.number(),
  paidTo: v.string(),
  paymentMode: v.number(),
  referenceNo: v.string(),
  amount: v.number(),
  hasAttachment: v.boolean(),
  status: v.number(),
  createdDate: v.string(),
})
export type ExpenseRow = v.InferOutput<typeof ExpenseRowSchema>

/** GetExpenseList answers `responseData.totals` `{ amount }` over the filter (live expenses only, unless filtered to Cancelled). */
export const ExpenseListRequestSchema = listRequest(EXPENSE_SORT_COLUMNS, {
  marketKeyID: optionalKeyFilter,
  categoryKeyID: optionalKeyFilter,
  serviceOption: v.optional(v.nullable(v.picklist([0, 1, 2, 3, 4], 'must be 0 to 4'))),
  paymentMode: paymentModeFilter,
  status: documentStatusFilter,
})

export const CancelExpenseRequestSchema = v.object({ expenseKeyID: moneyKey, reason: reasonText })

const onExpense = (action: 'view' | 'save' | 'delete') =>
  ({ moduleId: MODULE.Expense, action, keyField: 'expenseKeyID' }) as const

export const expense = {
  list: endpoint({
    method: 'POST',
    path: 'Expense/GetExpenseList',
    body: ExpenseListRequestSchema,
    data: v.array(ExpenseRowSchema),
    paged: true,
    access: onExpense('view'),
  }),
  addUpdate: endpoint({
    method: 'POST',
    path: 'Expense/AddUpdateExpense',
    body: ExpenseFormSchema,
    data: ExpenseSchema,
    access: onExpense('save'),
  }),
  model: endpoint({
    method: 'GET',
    path: 'Expense/GetExpenseModel',
    query: v.object({ ExpenseKeyID: QueryKeyID }),
    data: ExpenseSchema,
    access: onExpense('view'),
  }),
  /** Cancelling a document is its "delete" right. */
  cancel: endpoint({
    method: 'POST',
    path: 'Expense/CancelExpense',
    body: CancelExpenseRequestSchema,
    data: ExpenseSchema,
    access: onExpense('delete'),
  }),
} as const
