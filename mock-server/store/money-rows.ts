/** Row shapes of the money tables. Amounts are kept in integer paise; answers carry rupees. */
import type { FirmRow } from './firm-table'

export interface DenominationCountRecord {
  denomination: number
  count: number
}

/** Which book an online document moves: a bank account of the market, or '' when it had none. */
interface MoneyDocument extends FirmRow {
  marketKeyID: string
  paymentMode: 1 | 2
  onlineSubMode: string
  referenceNo: string
  /** The market's bank account online money went through ('' for cash, or a market without one). */
  bankAccountKeyID: string
  amountPaise: number
  narration: string
  /** 1 Active, 2 Cancelled (the number stays used). */
  status: 1 | 2
  cancelReason: string
  /**
   * The day it was cancelled (the server's today then): its reversal posts on that day. Rows of an
   * older data file lack it: they were cancelled on their own date.
   */
  cancelledDate?: string
  /** ISO date-time (UTC) the document was made. */
  createdDate: string
  /** Who made or last changed it. */
  userKeyID: string
}

export interface PaymentAllocationRecord {
  billKeyID: string
  billNo: string
  billDate: string
  amountPaise: number
}

/** A payment to a farmer (PV, Debit) or a receipt from a buyer (RV, Credit). */
export interface PaymentRecord extends MoneyDocument {
  paymentKeyID: string
  voucherNo: string
  /** YYYY-MM-DD. */
  paymentDate: string
  partyType: 1 | 2
  partyKeyID: string
  transactionType: 1 | 2
  purpose: 'Against Bill' | 'Advance' | 'On Account'
  allocations: readonly PaymentAllocationRecord[]
  denominations: readonly DenominationCountRecord[]
}

export interface ExpenseRecord extends MoneyDocument {
  expenseKeyID: string
  expenseNo: string
  expenseDate: string
  categoryKeyID: string
  serviceOption: 1 | 2 | 3 | 4
  paidTo: string
  attachment: string
}

export interface BankAccountRecord extends FirmRow {
  bankAccountKeyID: string
  marketKeyID: string
  accountName: string
  bankName: string
  accountNo: string
  ifsc: string
  upiId: string
  isActive: boolean
  createdDate: string
}

/** An entry of the Cash & Bank book that no document makes (a deposit, drawings, an opening balance). */
export interface CashBankEntryRecord extends FirmRow {
  cashBankEntryKeyID: string
  marketKeyID: string
  voucherNo: string
  entryDate: string
  entryType: 1 | 2 | 3 | 4 | 5 | 6
  /** '' when capital in or drawings went through cash. */
  bankAccountKeyID: string
  amountPaise: number
  referenceNo: string
  narration: string
  status: 1 | 2
  cancelReason: string
  /**
   * The day it was cancelled (the server's today then): its reversal posts on that day. Rows of an
   * older data file lack it: they were cancelled on their own date.
   */
  cancelledDate?: string
  createdDate: string
  userKeyID: string
}

/** A market's cash drawer on one day, from its opening count to its closing count. */
export interface WalletDayRecord extends FirmRow {
  marketKeyID: string
  walletDate: string
  status: 1 | 2
  openingCount: readonly DenominationCountRecord[]
  closingCount: readonly DenominationCountRecord[]
  varianceReason: string
  openedOn: string
  closedOn: string
  userKeyID: string
}
