import * as v from 'valibot'
import { endpoint, IsoDateSchema, LookupIDSchema, listRequest, optionalKeyFilter, REQUIRED } from './core'
import { MODULE } from './role'

/**
 * The books: double-entry accounts derived from the documents on every call, never typed twice.
 * Every patti, invoice, receipt, payment, expense, bank entry, gate fee and wallet variance posts
 * balanced lines (contracts/rules/posting.ts); a cancellation reverses them on the day it was made.
 * Amounts in ₹ on the wire, integer paise inside. `marketKeyID` empty means the whole firm (the
 * caller's markets). How the chart and the posting rules work: docs/books.md.
 */

/** Tally's standard groups, the only groups an account of the chart sits under. */
export const ACCOUNT_GROUPS = [
  'Sundry Debtors',
  'Sundry Creditors',
  'Cash-in-Hand',
  'Bank Accounts',
  'Direct Incomes',
  'Indirect Incomes',
  'Direct Expenses',
  'Indirect Expenses',
  'Duties & Taxes',
  'Current Liabilities',
  'Loans & Advances (Asset)',
  /** The owner's capital, drawings and the opening balances the books started with. */
  'Capital Account',
] as const
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number]

/** Groups whose balance belongs in profit and loss; every other group is a balance-sheet account. */
export const INCOME_GROUPS: readonly AccountGroup[] = ['Direct Incomes', 'Indirect Incomes']
export const EXPENSE_GROUPS: readonly AccountGroup[] = ['Direct Expenses', 'Indirect Expenses']

/** The kinds of document that post to the books, as a voucher names its source. */
export const DOCUMENT_TYPE = {
  Patti: 'Patti',
  Invoice: 'Invoice',
  Receipt: 'Receipt',
  Payment: 'Payment',
  Expense: 'Expense',
  BankEntry: 'Bank Entry',
  GateFee: 'Gate Fee',
  WalletVariance: 'Wallet Variance',
  /** A party's opening balance from its master, or a market's first cash count. */
  OpeningBalance: 'Opening Balance',
} as const
export type DocumentType = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE]

export const BOOKS_MESSAGES = {
  accountNotFound: 'Account not found.',
  serviceNotFound: 'Service not found.',
  notALevy: 'This service is not a levy.',
} as const

/** The party type of an account that is no farmer's or buyer's. */
export const NO_PARTY = 0

/** One account of the chart. Its ID is derived from the party or master it stands for, so it never changes. */
export const AccountSchema = v.object({
  accountID: v.string(),
  accountCode: v.string(),
  accountName: v.string(),
  groupName: v.picklist(ACCOUNT_GROUPS),
  /** 1 Farmer, 2 Buyer on a party's account; 0 on every other account. */
  partyType: v.number(),
  /** The farmer's or buyer's key on a party's account; '' on every other account. */
  partyKeyID: v.string(),
})
export type Account = v.InferOutput<typeof AccountSchema>

const requiredDate = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), IsoDateSchema)
const accountIDField = v.pipe(
  v.string(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.maxLength(100, 'must be at most 100 characters'),
)

/** A period with both ends required, in order; `marketKeyID` empty is the whole firm. */
export const PeriodRequestSchema = v.pipe(
  v.object({ marketKeyID: optionalKeyFilter, fromDate: requiredDate, toDate: requiredDate }),
  v.check((r) => r.fromDate <= r.toDate, 'fromDate must not be after toDate'),
)

// Trial Balance

export const TrialBalanceRequestSchema = v.object({
  marketKeyID: optionalKeyFilter,
  asOfDate: requiredDate,
})

/** An account's balance on the day: its debit or its credit side, the other 0. */
export const TrialBalanceRowSchema = v.object({
  accountID: v.string(),
  accountName: v.string(),
  groupName: v.picklist(ACCOUNT_GROUPS),
  debit: v.number(),
  credit: v.number(),
})
export type TrialBalanceRow = v.InferOutput<typeof TrialBalanceRowSchema>

// Profit and Loss

export const ProfitAndLossRequestSchema = PeriodRequestSchema

export const ProfitAndLossLineSchema = v.object({
  accountID: v.string(),
  accountName: v.string(),
  amount: v.number(),
})
export const ProfitAndLossSchema = v.object({
  income: v.array(ProfitAndLossLineSchema),
  expenses: v.array(ProfitAndLossLineSchema),
  totalIncome: v.number(),
  totalExpenses: v.number(),
  /** Income less expenses; negative is a loss. */
  netProfit: v.number(),
})
export type ProfitAndLoss = v.InferOutput<typeof ProfitAndLossSchema>

// Account Ledger

/** A ledger keeps the order things happened: it sorts by date only. */
export const ACCOUNT_LEDGER_SORT_COLUMNS = ['date'] as const

export const AccountLedgerRequestSchema = listRequest(ACCOUNT_LEDGER_SORT_COLUMNS, {
  marketKeyID: optionalKeyFilter,
  accountID: accountIDField,
})

/** One voucher line on the account, with the balance after it (positive = debit). */
export const AccountLedgerRowSchema = v.object({
  date: v.string(),
  voucherNo: v.string(),
  documentType: v.string(),
  /** The other side of the voucher (the party, cash, the income…) or its narration. */
  particulars: v.string(),
  debit: v.number(),
  credit: v.number(),
  balance: v.number(),
})
export type AccountLedgerRow = v.InferOutput<typeof AccountLedgerRowSchema>

// Levy Register

export const LEVY_REGISTER_SORT_COLUMNS = ['date'] as const

export const LevyRegisterRequestSchema = listRequest(LEVY_REGISTER_SORT_COLUMNS, {
  marketKeyID: optionalKeyFilter,
  serviceID: LookupIDSchema,
})

/**
 * A document that charged the levy (base, rate in %, amount), or a payment over to the committee
 * (`paid`, with base and amount 0). Totals: `base, amount, paid, balance` (balance = owed at the end
 * of the period: before it + amount − paid).
 */
export const LevyRegisterRowSchema = v.object({
  date: v.string(),
  documentNo: v.string(),
  partyName: v.string(),
  base: v.number(),
  rate: v.number(),
  amount: v.number(),
  paid: v.number(),
})
export type LevyRegisterRow = v.InferOutput<typeof LevyRegisterRowSchema>

// Export to Tally

export const ExportTallyRequestSchema = PeriodRequestSchema

/** The file a download answers: served as itself, not in the envelope. */
export const FileDownloadSchema = v.object({ fileName: v.string(), content: v.string() })
export type FileDownload = v.InferOutput<typeof FileDownloadSchema>

const booksAccess = { moduleId: MODULE.Reports, action: 'view' } as const

export const books = {
  accountLookup: endpoint({
    method: 'GET',
    path: 'Books/GetAccountLookupList',
    data: v.array(AccountSchema),
    access: booksAccess,
  }),
  trialBalance: endpoint({
    method: 'POST',
    path: 'Books/GetTrialBalance',
    body: TrialBalanceRequestSchema,
    data: v.array(TrialBalanceRowSchema),
    paged: true,
    access: booksAccess,
  }),
  profitAndLoss: endpoint({
    method: 'POST',
    path: 'Books/GetProfitAndLoss',
    body: ProfitAndLossRequestSchema,
    data: ProfitAndLossSchema,
    access: booksAccess,
  }),
  accountLedger: endpoint({
    method: 'POST',
    path: 'Books/GetAccountLedger',
    body: AccountLedgerRequestSchema,
    data: v.array(AccountLedgerRowSchema),
    paged: true,
    access: booksAccess,
  }),
  levyRegister: endpoint({
    method: 'POST',
    path: 'Books/GetLevyRegister',
    body: LevyRegisterRequestSchema,
    data: v.array(LevyRegisterRowSchema),
    paged: true,
    access: booksAccess,
  }),
  exportTally: endpoint({
    method: 'POST',
    path: 'Books/ExportTally',
    body: ExportTallyRequestSchema,
    data: FileDownloadSchema,
    file: { contentType: 'application/xml' },
    access: booksAccess,
  }),
} as const
