import * as v from 'valibot'
import { endpoint, IsoDateSchema, listRequest, optionalKeyFilter } from './core'
import { moneyKey, paymentModeFilter, transactionTypeFilter } from './money'
import { MODULE } from './role'
import { CASH_BANK_LEDGER_SORT_COLUMNS, COLLECTION_REGISTER_SORT_COLUMNS } from './value-lists'

/**
 * Ledgers derived from the documents: a buyer's statement, every buyer's outstanding (the collection
 * register) and the Cash & Bank book. Amounts in ₹; running balances are computed on the server.
 */

export const LEDGER_MESSAGES = {
  buyerNotFound: 'Buyer not found.',
  bankAccountNotFound: 'is not a bank account of this market.',
} as const

const optionalDate = v.optional(
  v.nullable(v.union([v.literal(''), IsoDateSchema], 'must be a date as YYYY-MM-DD')),
)

export const AgeingSchema = v.object({
  days0to7: v.number(),
  days8to15: v.number(),
  days16to30: v.number(),
  over30: v.number(),
})

/**
 * A party's dues on `asOfDate` as every screen shows them: the outstanding (never below 0, equal to
 * the sum of the buckets), the advance when the party is in credit, the overdue part, and the ageing
 * by days since each bill's date after every credit has paid off the oldest bills first.
 */
export const DuesSchema = v.object({
  asOfDate: v.string(),
  outstanding: v.number(),
  advance: v.number(),
  overdue: v.number(),
  ...AgeingSchema.entries,
})
export type DuesFigures = v.InferOutput<typeof DuesSchema>

/**
 * One buyer's statement. With a market: that market's invoices and receipts; without one: the whole
 * firm's, starting from the balance brought forward on the buyer's master. The opening balance is
 * everything before `fromDate`; the ageing is of the closing balance on `toDate`.
 */
export const BuyerLedgerRequestSchema = v.pipe(
  v.object({
    marketKeyID: optionalKeyFilter,
    buyerKeyID: moneyKey,
    fromDate: optionalDate,
    toDate: optionalDate,
  }),
  v.check((r) => !r.fromDate || !r.toDate || r.fromDate <= r.toDate, 'fromDate must not be after toDate'),
)

export const BuyerLedgerRowSchema = v.object({
  date: v.string(),
  voucherNo: v.string(),
  /** "Invoice", "Receipt RV/… (UPI 1234)", "Opening balance". */
  particulars: v.string(),
  /** Invoices add to what the buyer owes. */
  debit: v.number(),
  /** Receipts take away from it. */
  credit: v.number(),
  /** Positive: the buyer owes (Dr); negative: in credit (Cr). */
  balance: v.number(),
  /** The invoice's or receipt's key, for a link to it ('' for the opening balance). */
  documentKeyID: v.string(),
})

export const BuyerLedgerSchema = v.object({
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  city: v.string(),
  mobileNo: v.string(),
  creditLimit: v.number(),
  creditDays: v.number(),
  fromDate: v.string(),
  toDate: v.string(),
  openingBalance: v.number(),
  rows: v.array(BuyerLedgerRowSchema),
  totalDebit: v.number(),
  totalCredit: v.number(),
  closingBalance: v.number(),
  ageing: AgeingSchema,
  /** The dues on `toDate` (today when open): the ageing strip's date and figures. */
  asOfDate: v.string(),
  outstanding: v.number(),
  advance: v.number(),
  overdue: v.number(),
})
export type BuyerLedger = v.InferOutput<typeof BuyerLedgerSchema>

/** A buyer's line in the collection register: what is owed and how long it is past due. */
export const CollectionRowSchema = v.object({
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  city: v.string(),
  mobileNo: v.string(),
  creditLimit: v.number(),
  creditDays: v.number(),
  ...DuesSchema.entries,
  /** The oldest due date still unpaid ('' when nothing is owed). */
  oldestDueDate: v.string(),
  lastReceiptDate: v.string(),
  /** The buyer's last invoice or receipt; the date range selects buyers by it. */
  createdDate: v.string(),
})
export type CollectionRow = v.InferOutput<typeof CollectionRowSchema>

/**
 * Every buyer with an invoice, a receipt or a balance, overdue first, aged on today. Answers
 * `responseData.totals` `{ outstanding, advance, overdue, days0to7, days8to15, days16to30, over30 }`
 * over the filter; the dashboard's receivables, overdue and ageing are these totals unfiltered.
 */
export const CollectionRegisterRequestSchema = listRequest(COLLECTION_REGISTER_SORT_COLUMNS, {
  marketKeyID: optionalKeyFilter,
  /** Only buyers with something past due. */
  overdueOnly: v.optional(v.nullable(v.boolean()), null),
})

/** One movement of one book (cash, or a bank account), with that book's balance after it. */
export const CashBankRowSchema = v.object({
  /** Unique per row: a deposit moves two books and so has two rows. */
  rowKeyID: v.string(),
  date: v.string(),
  voucherNo: v.string(),
  /** Receipt, Payment, Expense, Entry fee, Wallet variance, or the manual entry's type. */
  source: v.string(),
  /** The party or the head. */
  particulars: v.string(),
  /** 1 Cash, 2 Online (a bank book). */
  paymentMode: v.number(),
  /** '' for the cash book, else the bank account's key. */
  bookKeyID: v.string(),
  bookName: v.string(),
  /** Money in. */
  credit: v.number(),
  /** Money out. */
  debit: v.number(),
  /** The book's balance after this row, over every movement of the book (not only the filtered ones). */
  balance: v.number(),
  /** The document's key, for a link to it. */
  documentKeyID: v.string(),
  createdDate: v.string(),
})
export type CashBankRow = v.InferOutput<typeof CashBankRowSchema>

/**
 * The market's Cash & Bank book, in the order money moved. The date range applies to the movements'
 * days; `responseData.totals` holds `{ opening, credit, debit, closing }` over the books the filter
 * shows (cash with mode Cash, the banks with Online, all otherwise) and `{ cashOpening, cashClosing,
 * bankOpening, bankClosing }` per kind of book.
 */
export const CashBankLedgerRequestSchema = listRequest(CASH_BANK_LEDGER_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  transactionType: transactionTypeFilter,
  paymentMode: paymentModeFilter,
  /** One bank account's book. */
  bankAccountKeyID: optionalKeyFilter,
})

export const ledger = {
  buyerLedger: endpoint({
    method: 'POST',
    path: 'Ledger/GetBuyerLedger',
    body: BuyerLedgerRequestSchema,
    data: BuyerLedgerSchema,
    access: { moduleId: MODULE.Payment, action: 'view' },
  }),
  collectionRegister: endpoint({
    method: 'POST',
    path: 'Ledger/GetCollectionRegister',
    body: CollectionRegisterRequestSchema,
    data: v.array(CollectionRowSchema),
    paged: true,
    access: { moduleId: MODULE.Payment, action: 'view' },
  }),
  cashBankLedger: endpoint({
    method: 'POST',
    path: 'Ledger/GetCashBankLedger',
    body: CashBankLedgerRequestSchema,
    data: v.array(CashBankRowSchema),
    paged: true,
    access: { moduleId: MODULE.CashBank, action: 'view' },
  }),
} as const
