import * as v from 'valibot'
import {
  endpoint,
  IsoDateSchema,
  listRequest,
  type MasterListRow,
  masterEndpoints,
  optionalKeyFilter,
  optionalText,
  QueryKeyID,
  REQUIRED,
  reasonText,
  requiredName,
} from './core'
import { documentStatusFilter, moneyKey, positiveAmount, ReferenceNoSchema } from './money'
import { BankAccountNoSchema, IfscSchema, UpiSchema } from './party'
import { MODULE } from './role'
import { BANK_ACCOUNT_SORT_COLUMNS, CASH_BANK_ENTRY_SORT_COLUMNS } from './value-lists'

/**
 * A market's bank accounts (each its own book in Cash & Bank) and the entries no document makes:
 * cash deposited to or withdrawn from a bank, capital brought in, drawings, bank charges and a bank
 * account's opening balance. Amounts in ₹.
 */

export const CASH_BANK_MESSAGES = {
  duplicate: 'This market already has a bank account with this name.',
  inUse: 'This bank account has entries and cannot be deleted. Make it Inactive instead.',
  notFound: 'Entry not found.',
  bankRequired: 'Choose the bank account.',
  bankNotFound: 'is not an active bank account of this market.',
  openingOnlyBank:
    "Cash opens with the wallet's first note count; an opening balance is entered for a bank account.",
  openingTwice: 'This bank account already has an opening balance: cancel it first to enter another.',
  bankAccountNotFound: 'Bank account not found.',
} as const

export const BankAccountFormSchema = v.object({
  marketKeyID: moneyKey,
  accountName: requiredName('Account name', 60),
  bankName: requiredName('Bank name', 60),
  accountNo: BankAccountNoSchema,
  ifsc: IfscSchema,
  /** Where buyers pay by UPI: its QR is printed on the market's invoices. */
  upiId: UpiSchema,
})

export const bankAccount = {
  ...masterEndpoints({
    controller: 'BankAccount',
    moduleId: MODULE.CashBank,
    key: 'bankAccountKeyID',
    keyQuery: 'BankAccountKeyID',
    form: BankAccountFormSchema,
    sortColumns: BANK_ACCOUNT_SORT_COLUMNS,
    filters: { marketKeyID: optionalKeyFilter },
  }),
  /** The market's active accounts, as its pickers offer them. */
  lookup: endpoint({
    method: 'GET',
    path: 'BankAccount/GetBankAccountLookupList',
    query: v.object({ MarketKeyID: QueryKeyID }),
    data: v.array(v.object({ bankAccountKeyID: v.string(), accountName: v.string(), bankName: v.string() })),
  }),
} as const
export type BankAccountRow = MasterListRow<typeof bankAccount>

/**
 * A manual entry. Deposits, withdrawals, bank charges and opening balances name a bank account; capital
 * in and drawings go to cash unless one is named.
 */
export const CashBankEntryFormSchema = v.object({
  marketKeyID: moneyKey,
  entryDate: v.pipe(v.string(REQUIRED), IsoDateSchema),
  /** 1 Deposit, 2 Withdrawal, 3 Capital in, 4 Drawings, 5 Bank charges, 6 Opening balance. */
  entryType: v.picklist([1, 2, 3, 4, 5, 6], 'Choose the kind of entry.'),
  bankAccountKeyID: v.optional(v.union([v.literal(''), moneyKey]), ''),
  amount: positiveAmount(),
  referenceNo: ReferenceNoSchema,
  narration: optionalText('Narration', 200),
})
export type CashBankEntryForm = v.InferInput<typeof CashBankEntryFormSchema>

export const CashBankEntrySchema = v.object({
  cashBankEntryKeyID: v.string(),
  voucherNo: v.string(),
  entryDate: v.string(),
  marketKeyID: v.string(),
  entryType: v.number(),
  bankAccountKeyID: v.string(),
  bankAccountName: v.string(),
  amount: v.number(),
  referenceNo: v.string(),
  narration: v.string(),
  /** 1 Active, 2 Cancelled. */
  status: v.number(),
  cancelReason: v.string(),
  /** yyyy-MM-dd the document was cancelled; null while it stands (absent from older servers). */
  cancelledDate: v.optional(v.nullable(v.string())),
  createdDate: v.string(),
})
export type CashBankEntry = v.InferOutput<typeof CashBankEntrySchema>

export const CashBankEntryListRequestSchema = listRequest(CASH_BANK_ENTRY_SORT_COLUMNS, {
  marketKeyID: optionalKeyFilter,
  entryType: v.optional(v.nullable(v.picklist([0, 1, 2, 3, 4, 5, 6], 'must be 0 to 6'))),
  status: documentStatusFilter,
})

export const CancelCashBankEntryRequestSchema = v.object({ cashBankEntryKeyID: moneyKey, reason: reasonText })

const onCashBank = (action: 'view' | 'insert' | 'delete') => ({ moduleId: MODULE.CashBank, action }) as const

export const cashBankEntry = {
  list: endpoint({
    method: 'POST',
    path: 'CashBank/GetCashBankEntryList',
    body: CashBankEntryListRequestSchema,
    data: v.array(CashBankEntrySchema),
    paged: true,
    access: onCashBank('view'),
  }),
  add: endpoint({
    method: 'POST',
    path: 'CashBank/AddCashBankEntry',
    body: CashBankEntryFormSchema,
    data: CashBankEntrySchema,
    access: onCashBank('insert'),
  }),
  model: endpoint({
    method: 'GET',
    path: 'CashBank/GetCashBankEntryModel',
    query: v.object({ CashBankEntryKeyID: QueryKeyID }),
    data: CashBankEntrySchema,
    access: onCashBank('view'),
  }),
  cancel: endpoint({
    method: 'POST',
    path: 'CashBank/CancelCashBankEntry',
    body: CancelCashBankEntryRequestSchema,
    data: CashBankEntrySchema,
    access: onCashBank('delete'),
  }),
} as const
