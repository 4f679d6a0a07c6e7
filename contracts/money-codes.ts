/**
 * The coded values of the money documents (bills, invoices, vouchers, the Cash & Bank book, the cash
 * drawer) and their labels. Kept apart from the value lists the route files validate URLs against, so
 * they load with the pages that use them rather than with every first load.
 */

/** Whether a bill is settled: nothing, part or all of it paid (received, for an invoice). */
export const PAYMENT_STATUS = { Unpaid: 1, Partial: 2, Paid: 3 } as const
export const PAYMENT_STATUSES = [
  { value: 1, label: 'Unpaid' },
  { value: 2, label: 'Partial' },
  { value: 3, label: 'Paid' },
] as const

/** A money document is never deleted: it stays Active or is Cancelled with a reason, its number kept. */
export const BILL_STATUS = { Active: 1, Cancelled: 2 } as const
export const BILL_STATUSES = [
  { value: 1, label: 'Active' },
  { value: 2, label: 'Cancelled' },
] as const

/**
 * A voucher (payment or receipt, expense, manual Cash & Bank entry) is never deleted either: Active, or
 * Cancelled with a reason. Its own name, so a voucher's check never reads as a bill's.
 */
export const VOUCHER_STATUS = { Active: 1, Cancelled: 2 } as const

/** How buyer invoices are made: one per token bought, or one per buyer over the period. */
export const INVOICE_MODE = { PerToken: 1, GroupByBuyer: 2 } as const
export const INVOICE_MODES = [
  { value: 1, label: 'Per token' },
  { value: 2, label: 'Group by buyer' },
] as const

/** Which way money moves, in passbook terms: Credit is money in, Debit is money out. */
export const TRANSACTION_TYPE = { Credit: 1, Debit: 2 } as const
export const TRANSACTION_TYPES = [
  { value: 1, label: 'Credit (In)' },
  { value: 2, label: 'Debit (Out)' },
] as const

export const PAYMENT_MODE = { Cash: 1, Online: 2 } as const
export const PAYMENT_MODES = [
  { value: 1, label: 'Cash' },
  { value: 2, label: 'Online' },
] as const

/** How online money moved; each needs its reference number (UTR, cheque number). */
export const ONLINE_SUB_MODES = ['UPI', 'NEFT-RTGS-IMPS', 'Cheque'] as const

/** Why a voucher was made: to settle bills, ahead of any bill, or on the party's account as a whole. */
export const PAYMENT_PURPOSES = ['Against Bill', 'Advance', 'On Account'] as const

export const EXPENSE_SERVICE_OPTION = { Labour: 1, Sorting: 2, Packaging: 3, Other: 4 } as const
export const EXPENSE_SERVICE_OPTIONS = [
  { value: 1, label: 'Labour' },
  { value: 2, label: 'Sorting' },
  { value: 3, label: 'Packaging' },
  { value: 4, label: 'Other' },
] as const

/** Manual entries of the Cash & Bank book, beside what the documents post by themselves. */
export const CASH_BANK_ENTRY_TYPE = {
  Deposit: 1,
  Withdrawal: 2,
  CapitalIn: 3,
  Drawings: 4,
  BankCharges: 5,
  OpeningBalance: 6,
} as const
export const CASH_BANK_ENTRY_TYPES = [
  { value: 1, label: 'Cash deposited to bank' },
  { value: 2, label: 'Cash withdrawn from bank' },
  { value: 3, label: 'Capital in' },
  { value: 4, label: 'Drawings' },
  { value: 5, label: 'Bank charges' },
  { value: 6, label: 'Opening balance' },
] as const

/** A market's cash drawer for one day: Open while cash moves, Closed once counted. */
export const WALLET_DAY_STATUS = { NotOpened: 0, Open: 1, Closed: 2 } as const
export const WALLET_DAY_STATUSES = [
  { value: 0, label: 'Not opened' },
  { value: 1, label: 'Open' },
  { value: 2, label: 'Closed' },
] as const
