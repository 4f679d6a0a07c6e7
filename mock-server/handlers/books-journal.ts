import {
  ACCOUNT,
  type Account,
  accountIDOf,
  CASH_BANK_ENTRY_TYPE,
  DOCUMENT_TYPE,
  type DocumentType,
  isBalanced,
  type JournalLine,
  PARTY_TYPE,
  PAYMENT_MODE,
  type Posting,
  postInvoice,
  postMoney,
  postPartyOpening,
  postPatti,
  postTransfer,
  postWalletVariance,
  reversed,
  serviceAccount,
  TRANSACTION_TYPE,
  toPaise,
} from '../../contracts'
import type { CashBankEntryRecord, ExpenseRecord, PaymentRecord } from '../store/money-rows'
import type { BuyerBillRecord, ChargeLineRecord, FarmerBillRecord, VehicleEntryRecord } from '../store/rows'
import type { Store } from '../store/store'
import { mainBankAccount } from './bank-account'
import { firmChart, levyAccountByName } from './books-chart'
import {
  billReversal,
  entryReversal,
  expenseReversal,
  gateFeeReversal,
  paymentReversal,
} from './cancellation'
import { marketMovements } from './cash-book'
import { crateChargesPaise } from './crate-charge'
import { marketDocuments, remembered } from './report-index'

/**
 * The journal: every document of a market posted to the books by the rules of
 * contracts/rules/posting.ts, derived afresh when the store changes. A cancelled document posts its
 * lines on its own day and their reverse on the day it was cancelled (cancellation.ts).
 */

export interface Voucher {
  /** The document's number; a cancellation's is the number with "/C". */
  voucherNo: string
  date: string
  documentType: DocumentType
  documentKeyID: string
  /** '' for a firm's opening balances, which belong to no market. */
  marketKeyID: string
  narration: string
  lines: JournalLine[]
  /** When the document was made: orders a day's vouchers. */
  madeOn: string
}

export interface JournalScope {
  companyKeyID: string
  /** The markets whose documents to post; the firm's opening balances come with `wholeFirm`. */
  marketKeyIDs: readonly string[]
  /** Include the opening balances of the parties' masters (the firm as a whole, not one market). */
  wholeFirm: boolean
  /** Inclusive bounds, '' leaves an end open. */
  fromDate: string
  toDate: string
}

export interface Journal {
  chart: Account[]
  vouchers: Voucher[]
}

/** The journal of the scope's markets and period, in date order, with the firm's chart. */
export function booksJournal(store: Store, scope: JournalScope): Journal {
  const inPeriod = (v: Voucher) =>
    (!scope.fromDate || v.date >= scope.fromDate) && (!scope.toDate || v.date <= scope.toDate)
  const vouchers: Voucher[] = []
  for (const marketKeyID of scope.marketKeyIDs) {
    for (const voucher of marketJournal(store, scope.companyKeyID, marketKeyID)) {
      if (inPeriod(voucher)) vouchers.push(voucher)
    }
  }
  if (scope.wholeFirm) vouchers.push(...partyOpenings(store, scope.companyKeyID).filter(inPeriod))
  if (scope.marketKeyIDs.length > 1 || scope.wholeFirm) vouchers.sort(byDate)
  return { chart: firmChart(store, scope.companyKeyID, scope.marketKeyIDs), vouchers }
}

/**
 * Each account's balance over the scope's period (paise, debit positive), summed from each market's
 * per-day totals, so a trial balance or a profit and loss never walks the vouchers again.
 */
export function periodBalances(store: Store, scope: JournalScope): Map<string, number> {
  const balances = new Map<string, number>()
  const add = (totals: ReadonlyMap<string, number>) => {
    for (const [accountID, paise] of totals) balances.set(accountID, (balances.get(accountID) ?? 0) + paise)
  }
  const inPeriod = (date: string) =>
    (!scope.fromDate || date >= scope.fromDate) && (!scope.toDate || date <= scope.toDate)
  for (const marketKeyID of scope.marketKeyIDs) {
    for (const day of dayTotals(store, scope.companyKeyID, marketKeyID))
      if (inPeriod(day.date)) add(day.totals)
  }
  if (scope.wholeFirm) {
    for (const voucher of partyOpenings(store, scope.companyKeyID)) {
      if (inPeriod(voucher.date))
        add(new Map(voucher.lines.map((l) => [l.accountID, l.debitPaise - l.creditPaise])))
    }
  }
  return balances
}

interface DayTotals {
  date: string
  totals: Map<string, number>
}

function dayTotals(store: Store, companyKeyID: string, marketKeyID: string): readonly DayTotals[] {
  return remembered(store, ['booksDays', companyKeyID, marketKeyID], () => {
    const days: DayTotals[] = []
    for (const voucher of marketJournal(store, companyKeyID, marketKeyID)) {
      let day = days.at(-1)
      if (day?.date !== voucher.date) {
        day = { date: voucher.date, totals: new Map() }
        days.push(day)
      }
      for (const line of voucher.lines) {
        day.totals.set(
          line.accountID,
          (day.totals.get(line.accountID) ?? 0) + line.debitPaise - line.creditPaise,
        )
      }
    }
    return days
  })
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
export const byDate = (a: Voucher, b: Voucher) =>
  order(a.date, b.date) || order(a.madeOn, b.madeOn) || order(a.voucherNo, b.voucherNo)

/** Every voucher of one market, all dates, remembered until the store changes. */
export function marketJournal(store: Store, companyKeyID: string, marketKeyID: string): readonly Voucher[] {
  return remembered(store, ['booksJournal', companyKeyID, marketKeyID], () => {
    const post = new Poster(store, companyKeyID, marketKeyID)
    const documents = marketDocuments(store, marketKeyID)
    for (const bill of documents.pattis.rows) post.patti(bill)
    for (const bill of documents.invoices.rows) post.invoice(bill)
    for (const payment of store.payments.lookup('market', marketKeyID)) post.payment(payment)
    for (const expense of store.expenses.lookup('market', marketKeyID)) post.expense(expense)
    for (const entry of store.cashBankEntries.lookup('market', marketKeyID)) post.bankEntry(entry)
    for (const vehicle of store.vehicleEntries.lookup('market', marketKeyID)) post.gateFee(vehicle)
    post.walletRows()
    return post.vouchers.sort(byDate)
  })
}

const toLine = (
  services: readonly ChargeLineRecord[],
  accountOf: (line: ChargeLineRecord) => string,
): Posting[] => services.map((line) => ({ accountID: accountOf(line), paise: line.amount }))

class Poster {
  readonly vouchers: Voucher[] = []
  readonly #levies: Map<string, string>
  #mainBank: string | undefined

  constructor(
    readonly store: Store,
    readonly companyKeyID: string,
    readonly marketKeyID: string,
  ) {
    this.#levies = levyAccountByName(store, companyKeyID)
  }

  /** Posts a document, and its reversal on `reversal`, the day it was cancelled (null while it stands). */
  #add(
    base: Omit<Voucher, 'lines' | 'marketKeyID'>,
    lines: JournalLine[],
    reversal: string | null,
    cancelReason: string,
  ): void {
    if (lines.length === 0) return
    if (!isBalanced(lines)) throw new Error(`Voucher ${base.voucherNo} does not balance`)
    this.vouchers.push({ ...base, marketKeyID: this.marketKeyID, lines })
    if (reversal !== null) {
      this.vouchers.push({
        ...base,
        voucherNo: `${base.voucherNo}/C`,
        date: reversal,
        // No time of cancelling is kept: a later day's reversal opens that day.
        madeOn: reversal > base.date ? reversal : base.madeOn,
        marketKeyID: this.marketKeyID,
        narration: `Cancelled: ${cancelReason}`,
        lines: reversed(lines),
      })
    }
  }

  readonly #services = new Map<number, string>()

  #service = (line: ChargeLineRecord, partyType: number): string => {
    const known = this.#services.get(line.serviceID)
    if (known) return known
    const master = this.store.services.in(this.companyKeyID, line.serviceID)
    const accountID = serviceAccount({
      serviceID: line.serviceID,
      serviceName: master?.serviceName ?? line.serviceName,
      partyType,
      isLevy: master?.isLevy === true,
    }).accountID
    this.#services.set(line.serviceID, accountID)
    return accountID
  }

  #expenseHead = (categoryKeyID: string): string => {
    const category = this.store.expenseCategories.in(this.companyKeyID, categoryKeyID)
    const levy = category && this.#levies.get(category.categoryName.trim().toLowerCase())
    return levy ?? accountIDOf.expense(categoryKeyID)
  }

  #book = (mode: number, bankAccountKeyID: string): string =>
    mode === PAYMENT_MODE.Cash
      ? accountIDOf.cash(this.marketKeyID)
      : bankAccountKeyID
        ? accountIDOf.bank(bankAccountKeyID)
        : accountIDOf.unassignedBank(this.marketKeyID)

  patti(bill: Readonly<FarmerBillRecord>): void {
    const lines = postPatti({
      farmerAccountID: accountIDOf.farmer(bill.farmerKeyID),
      grossPaise: bill.grossPaise,
      services: toLine(bill.serviceLines, (l) => this.#service(l, PARTY_TYPE.Farmer)),
      otherDeductions: bill.otherDeductions.map((o) => ({
        accountID: this.#expenseHead(o.categoryKeyID),
        paise: o.amountPaise,
      })),
      crateChargesPaise: crateChargesPaise(bill),
      waivedPaise: bill.waivedPaise,
      roundOffPaise: bill.roundOffPaise,
      netPaise: bill.finalPaise,
    })
    const base = {
      voucherNo: bill.billNo,
      date: bill.billDate,
      documentType: DOCUMENT_TYPE.Patti,
      documentKeyID: bill.farmerBillKeyID,
      narration: `Patti to ${bill.farmerName}`,
      madeOn: bill.createdDate,
    }
    this.#add(base, lines, billReversal(bill), bill.cancelReason)
  }

  invoice(bill: Readonly<BuyerBillRecord>): void {
    const lines = postInvoice({
      buyerAccountID: accountIDOf.buyer(bill.buyerKeyID),
      goodsPaise: bill.grossPaise,
      services: toLine(bill.serviceLines, (l) => this.#service(l, PARTY_TYPE.Buyer)),
      otherCharges: bill.otherCharges.map((o) => ({
        accountID: this.#expenseHead(o.categoryKeyID),
        paise: o.amountPaise,
      })),
      crateChargesPaise: crateChargesPaise(bill),
      roundOffPaise: bill.roundOffPaise,
      totalPaise: bill.finalPaise,
    })
    const base = {
      voucherNo: bill.billNo,
      date: bill.billDate,
      documentType: DOCUMENT_TYPE.Invoice,
      documentKeyID: bill.buyerBillKeyID,
      narration: `Invoice to ${bill.buyerName}`,
      madeOn: bill.createdDate,
    }
    this.#add(base, lines, billReversal(bill), bill.cancelReason)
  }

  payment(p: Readonly<PaymentRecord>): void {
    const inward = p.transactionType === TRANSACTION_TYPE.Credit
    const party =
      p.partyType === PARTY_TYPE.Farmer ? accountIDOf.farmer(p.partyKeyID) : accountIDOf.buyer(p.partyKeyID)
    const base = {
      voucherNo: p.voucherNo,
      date: p.paymentDate,
      documentType: inward ? DOCUMENT_TYPE.Receipt : DOCUMENT_TYPE.Payment,
      documentKeyID: p.paymentKeyID,
      narration: [p.purpose, p.referenceNo, p.narration].filter(Boolean).join(' · '),
      madeOn: p.createdDate,
    }
    const lines = postMoney(this.#book(p.paymentMode, p.bankAccountKeyID), party, p.amountPaise, inward)
    this.#add(base, lines, paymentReversal(p), p.cancelReason)
  }

  expense(e: Readonly<ExpenseRecord>): void {
    const base = {
      voucherNo: e.expenseNo,
      date: e.expenseDate,
      documentType: DOCUMENT_TYPE.Expense,
      documentKeyID: e.expenseKeyID,
      narration: [e.paidTo, e.narration].filter(Boolean).join(' · '),
      madeOn: e.createdDate,
    }
    const book = this.#book(e.paymentMode, e.bankAccountKeyID)
    const lines = postMoney(book, this.#expenseHead(e.categoryKeyID), e.amountPaise, false)
    this.#add(base, lines, expenseReversal(e), e.cancelReason)
  }

  bankEntry(entry: Readonly<CashBankEntryRecord>): void {
    const cash = accountIDOf.cash(this.marketKeyID)
    const book = entry.bankAccountKeyID ? accountIDOf.bank(entry.bankAccountKeyID) : cash
    const paise = entry.amountPaise
    const lines = ((): JournalLine[] => {
      switch (entry.entryType) {
        case CASH_BANK_ENTRY_TYPE.Deposit:
          return postTransfer(cash, book, paise)
        case CASH_BANK_ENTRY_TYPE.Withdrawal:
          return postTransfer(book, cash, paise)
        case CASH_BANK_ENTRY_TYPE.Drawings:
          return postMoney(book, ACCOUNT.drawings, paise, false)
        case CASH_BANK_ENTRY_TYPE.BankCharges:
          return postMoney(book, ACCOUNT.bankCharges, paise, false)
        default:
          return postMoney(book, ACCOUNT.capital, paise, true)
      }
    })()
    const base = {
      voucherNo: entry.voucherNo,
      date: entry.entryDate,
      documentType: DOCUMENT_TYPE.BankEntry,
      documentKeyID: entry.cashBankEntryKeyID,
      narration: entry.narration,
      madeOn: entry.createdDate,
    }
    this.#add(base, lines, entryReversal(entry), entry.cancelReason)
  }

  gateFee(v: Readonly<VehicleEntryRecord>): void {
    if (v.entryFeePaise <= 0) return
    // An entry recorded before the gate kept its account went to the market's main account.
    this.#mainBank ??= mainBankAccount(this.store, this.companyKeyID, this.marketKeyID)
    const book = this.#book(v.entryFeeMode, v.bankAccountKeyID ?? this.#mainBank)
    const base = {
      voucherNo: `GATE/${v.entryDate}/${v.entryNo}`,
      date: v.entryDate,
      documentType: DOCUMENT_TYPE.GateFee,
      documentKeyID: v.vehicleEntryKeyID,
      narration: `Entry fee ${v.vehicleNo}`,
      madeOn: v.entryDateTime,
    }
    const lines = postMoney(book, ACCOUNT.gateFees, v.entryFeePaise, true)
    this.#add(base, lines, gateFeeReversal(v), v.cancelReason)
  }

  /** The cash book's own rows: the first wallet day's opening count (capital) and each day's variance. */
  walletRows(): void {
    const cash = accountIDOf.cash(this.marketKeyID)
    for (const move of marketMovements(this.store, this.marketKeyID)) {
      if (move.documentKeyID !== '') continue
      const variance = move.source === 'Wallet variance'
      const paise = move.inPaise - move.outPaise
      this.#add(
        {
          voucherNo: `${variance ? 'WV' : 'OB'}/${move.date}`,
          date: move.date,
          documentType: variance ? DOCUMENT_TYPE.WalletVariance : DOCUMENT_TYPE.OpeningBalance,
          documentKeyID: move.rowKeyID,
          narration: variance ? move.particulars || 'Wallet variance' : 'Opening cash count',
          madeOn: move.dateTime,
        },
        variance ? postWalletVariance(cash, paise) : postMoney(cash, ACCOUNT.capital, paise, true),
        null,
        '',
      )
    }
  }
}

/** The parties' opening balances from their masters: the firm's, no market's, on the day each was added. */
function partyOpenings(store: Store, companyKeyID: string): Voucher[] {
  return remembered(store, ['booksOpenings', companyKeyID], () => {
    const vouchers: Voucher[] = []
    const parties = [
      ...store.farmers.lookup('firm', companyKeyID).map((f) => ({
        ...f,
        accountID: accountIDOf.farmer(f.farmerKeyID),
        key: f.farmerKeyID,
        name: f.farmerName,
      })),
      ...store.buyers.lookup('firm', companyKeyID).map((b) => ({
        ...b,
        accountID: accountIDOf.buyer(b.buyerKeyID),
        key: b.buyerKeyID,
        name: b.firmName,
      })),
    ]
    for (const party of parties) {
      const paise = toPaise(party.openingBalance)
      if (paise === 0) continue
      vouchers.push({
        voucherNo: `OPEN/${party.accountID}`,
        date: party.createdDate.slice(0, 10),
        documentType: DOCUMENT_TYPE.OpeningBalance,
        documentKeyID: party.key,
        marketKeyID: '',
        narration: `Opening balance of ${party.name}`,
        lines: postPartyOpening(party.accountID, paise, party.openingBalanceType === 'Receivable'),
        madeOn: party.createdDate,
      })
    }
    return vouchers
  })
}
