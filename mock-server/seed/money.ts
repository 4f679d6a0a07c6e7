import {
  CASH_LIMIT_PAISE,
  DOCUMENT_PREFIX,
  type DocumentPrefix,
  documentNo,
  documentSeries,
  EXPENSE_SERVICE_OPTION,
  PARTY_TYPE,
  PAYMENT_MODE,
  TRANSACTION_TYPE,
  VEHICLE_ENTRY_STATUS,
  VOUCHER_STATUS,
  WALLET_DAY_STATUS,
} from '../../contracts'
import { istDateTime, shiftDate } from '../context'
import type {
  BankAccountRecord,
  CashBankEntryRecord,
  DenominationCountRecord,
  ExpenseRecord,
  PaymentRecord,
  WalletDayRecord,
} from '../store/money-rows'
import type { BuyerRecord, FarmerRecord } from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { GATE_HISTORY_DAYS } from './gate'
import { type Due, dailyAdvances, RUPEE, settlementSchedule } from './money-dues'
import type { Prng } from './prng'

/**
 * The money side of the demo markets' history, day by day: farmers paid mostly the day their patti is
 * made, buyers paying mostly within their credit days (about one invoice in ten left unpaid, so it ages
 * past 30 days), daily labour, sorting and packaging, surplus cash deposited in the bank, and each
 * day's wallet opened with the last close's count and closed with a count (a few days short or over,
 * with the reason). "Today" is open with yesterday's count, so the day's cash works at once. The
 * books balance because they are built from the same documents the server derives them from.
 */

export interface MoneySeedOptions {
  today: string
  companyKeyID: string
  userKeyID: string
  demoMarketKeyIDs: readonly string[]
  /** The firm's expense heads by name (Labour, Sorting, Packaging). */
  categoryKeyID: (name: string) => string
  prng: Prng
  /** The gate's market days before today (default GATE_HISTORY_DAYS). */
  historyDays?: number
}

const NOTES = [500, 200, 100, 50, 20, 10, 1] as const
const BANKS = ['State Bank of India', 'Bank of Maharashtra', 'Nashik Merchants Co-op Bank', 'HDFC Bank']
const VARIANCE_REASONS = [
  'Change given short to a farmer',
  'A ₹100 note found torn, kept aside',
  'Extra cash from a buyer, to be returned',
  'Counting slip at the rush hour',
]
const OPENING_CASH = 25_000 * RUPEE
/** Cash above this at the day's end goes to the bank. */
const DRAWER_LIMIT = 1_50_000 * RUPEE
/** Below this in the morning, cash is drawn from the bank (REFILL) before the payouts. */
const LOW_CASH = 40_000 * RUPEE
const REFILL = 60_000 * RUPEE

/** A whole-rupee amount as notes, highest first. */
export function noteCount(paise: number): DenominationCountRecord[] {
  let rupees = Math.round(paise / RUPEE)
  const lines: DenominationCountRecord[] = []
  for (const denomination of NOTES) {
    const count = Math.floor(rupees / denomination)
    if (count > 0) lines.push({ denomination, count })
    rupees -= count * denomination
  }
  return lines
}

export class MoneySeeder {
  readonly #series = new Map<string, number>()
  /** Rows made, loaded into their tables at the end: one change per table keeps start-up short. */
  readonly #rows = {
    payments: [] as PaymentRecord[],
    expenses: [] as ExpenseRecord[],
    cashBankEntries: [] as CashBankEntryRecord[],
    walletDays: [] as WalletDayRecord[],
    bankAccounts: [] as BankAccountRecord[],
  }
  /** Paise settled per bill by the vouchers made. */
  readonly #settled = new Map<string, number>()
  readonly #parties: { farmers: readonly FarmerRecord[]; buyers: readonly BuyerRecord[] }

  constructor(
    private readonly store: Store,
    private readonly options: MoneySeedOptions,
  ) {
    const byCode = <P extends { companyKeyID: string }>(rows: P[], code: (p: P) => number) =>
      rows.sort((a, b) => code(a) - code(b))
    this.#parties = {
      farmers: byCode(store.farmers.lookup('firm', options.companyKeyID), (f) => f.farmerCode),
      buyers: byCode(store.buyers.lookup('firm', options.companyKeyID), (b) => b.buyerCode),
    }
  }

  /**
   * From the gate's first day (further back when historic tokens were generated for load tests, so
   * the money history grows with them) up to today.
   */
  history(): void {
    let first = shiftDate(this.options.today, -(this.options.historyDays ?? GATE_HISTORY_DAYS))
    for (const entry of this.store.vehicleEntries.values())
      if (entry.entryDate < first) first = entry.entryDate
    for (const marketKeyID of this.options.demoMarketKeyIDs) this.#market(marketKeyID, first)
    const { store } = this
    for (const [series, lastSequence] of this.#series) store.documentSeries.set({ series, lastSequence })
    const settled = this.#settled
    store.farmerBills.load(
      [...store.farmerBills.values()].map((b) => ({
        ...b,
        paidPaise: b.paidPaise + (settled.get(b.farmerBillKeyID) ?? 0),
      })),
    )
    store.buyerBills.load(
      [...store.buyerBills.values()].map((b) => ({
        ...b,
        receivedPaise: b.receivedPaise + (settled.get(b.buyerBillKeyID) ?? 0),
      })),
    )
    store.payments.load(this.#rows.payments)
    store.expenses.load(this.#rows.expenses)
    store.cashBankEntries.load(this.#rows.cashBankEntries)
    store.walletDays.load(this.#rows.walletDays)
    store.bankAccounts.load(this.#rows.bankAccounts)
  }

  #number(marketKeyID: string, prefix: DocumentPrefix, date: string): string {
    const series = documentSeries(marketKeyID, prefix, date)
    const last = Math.max(
      this.#series.get(series) ?? 0,
      this.store.documentSeries.get(series)?.lastSequence ?? 0,
    )
    this.#series.set(series, last + 1)
    return documentNo(prefix, date, last + 1)
  }

  #market(marketKeyID: string, first: string): void {
    const { store } = this
    const { today, companyKeyID, prng, categoryKeyID } = this.options
    const market = store.markets.get(marketKeyID)!
    const account: BankAccountRecord = {
      bankAccountKeyID: prng.uuid(),
      companyKeyID,
      marketKeyID,
      accountName: `${market.marketPlaceName} Current A/c`,
      bankName: prng.pick(BANKS),
      accountNo: String(prng.int(10_000_000, 99_999_999)) + String(prng.int(1000, 9999)),
      ifsc: 'SBIN0001234',
      upiId: `${market.marketPlaceName.toLowerCase().replace(/[^a-z]/g, '')}.adat@sbi`,
      isActive: true,
      createdDate: istDateTime(first, 4, 0),
    }
    this.#rows.bankAccounts.push(account)
    const bank = account.bankAccountKeyID
    this.#entry(
      marketKeyID,
      first,
      6,
      bank,
      5_00_000 * RUPEE,
      istDateTime(first, 4, 5),
      'Balance brought forward',
    )
    const schedule = settlementSchedule(store, marketKeyID, prng, today)
    let opening = noteCount(OPENING_CASH)
    for (let date = first; date < today; date = shiftDate(date, 1)) {
      let book = opening.reduce((sum, l) => sum + l.denomination * l.count * RUPEE, 0)
      for (const v of store.vehicleEntries.lookup('marketDay', indexKey(marketKeyID, date))) {
        if (v.status !== VEHICLE_ENTRY_STATUS.Cancelled && v.entryFeeMode === PAYMENT_MODE.Cash)
          book += v.entryFeePaise
      }
      if (book < LOW_CASH) {
        this.#entry(
          marketKeyID,
          date,
          2,
          bank,
          REFILL,
          istDateTime(date, 8, 30),
          'Cash drawn for the day’s payouts',
        )
        book += REFILL
      }
      const dues = [...dailyAdvances(this.#parties, marketKeyID, prng), ...(schedule.get(date) ?? [])].sort(
        (a, b) => b.partyType - a.partyType,
      )
      const cashToday = new Map<string, number>()
      let minute = 9 * 60
      for (const due of dues) {
        minute += 3
        const receipt = due.partyType === PARTY_TYPE.Buyer
        const cashSoFar = cashToday.get(due.partyKeyID) ?? 0
        const cashAllowed =
          cashSoFar + due.amountPaise < CASH_LIMIT_PAISE &&
          (receipt ? prng.next() < 0.3 : book >= due.amountPaise && prng.next() < 0.8)
        if (cashAllowed) {
          cashToday.set(due.partyKeyID, cashSoFar + due.amountPaise)
          book += receipt ? due.amountPaise : -due.amountPaise
        }
        this.#voucher(
          marketKeyID,
          date,
          due,
          cashAllowed,
          bank,
          istDateTime(date, Math.floor(minute / 60) % 24, minute % 60),
        )
      }
      book -= this.#dailyExpenses(marketKeyID, date, bank, book, categoryKeyID)
      if (book < LOW_CASH) {
        this.#entry(
          marketKeyID,
          date,
          2,
          bank,
          REFILL,
          istDateTime(date, 20, 15),
          'Cash drawn for tomorrow’s payouts',
        )
        book += REFILL
      }
      if (book > DRAWER_LIMIT) {
        const deposit = Math.floor((book - OPENING_CASH) / (1000 * RUPEE)) * 1000 * RUPEE
        this.#entry(
          marketKeyID,
          date,
          1,
          bank,
          deposit,
          istDateTime(date, 20, 30),
          'Cash deposited at the branch',
        )
        book -= deposit
      }
      const short = prng.next() < 0.06 ? prng.pick([-1, 1]) * prng.int(1, 30) * 10 * RUPEE : 0
      const counted = Math.max(0, book + short)
      const closing = noteCount(counted)
      this.#walletDay(
        marketKeyID,
        date,
        opening,
        closing,
        counted !== book ? prng.pick(VARIANCE_REASONS) : '',
      )
      opening = closing
    }
    this.#walletDay(marketKeyID, today, opening, null, '')
  }

  #voucher(
    marketKeyID: string,
    date: string,
    due: Due,
    cash: boolean,
    bank: string,
    createdDate: string,
  ): void {
    const { companyKeyID, userKeyID, prng } = this.options
    const receipt = due.partyType === PARTY_TYPE.Buyer
    const { bill } = due
    if (bill) this.#settled.set(bill.billKeyID, (this.#settled.get(bill.billKeyID) ?? 0) + due.amountPaise)
    const subMode = cash ? '' : prng.pick(['UPI', 'NEFT-RTGS-IMPS', 'NEFT-RTGS-IMPS', 'Cheque'])
    const row: PaymentRecord = {
      paymentKeyID: prng.uuid(),
      companyKeyID,
      marketKeyID,
      voucherNo: this.#number(marketKeyID, receipt ? DOCUMENT_PREFIX.Receipt : DOCUMENT_PREFIX.Payment, date),
      paymentDate: date,
      partyType: due.partyType,
      partyKeyID: due.partyKeyID,
      transactionType: receipt ? TRANSACTION_TYPE.Credit : TRANSACTION_TYPE.Debit,
      paymentMode: cash ? PAYMENT_MODE.Cash : PAYMENT_MODE.Online,
      onlineSubMode: subMode,
      referenceNo: cash ? '' : String(prng.int(100_000_000, 999_999_999)),
      bankAccountKeyID: cash ? '' : bank,
      amountPaise: due.amountPaise,
      purpose: bill ? 'Against Bill' : 'Advance',
      allocations: bill ? [{ ...bill, amountPaise: due.amountPaise }] : [],
      denominations: cash ? noteCount(due.amountPaise) : [],
      narration: '',
      status: VOUCHER_STATUS.Active,
      cancelReason: '',
      createdDate,
      userKeyID,
    }
    this.#rows.payments.push(row)
  }

  /** Labour and sorting in cash, packaging online half the time; answers the cash paid out. */
  #dailyExpenses(
    marketKeyID: string,
    date: string,
    bank: string,
    book: number,
    categoryKeyID: (name: string) => string,
  ): number {
    const { prng, companyKeyID, userKeyID } = this.options
    const heads = [
      { name: 'Labour', option: EXPENSE_SERVICE_OPTION.Labour, min: 1_500, max: 4_000, paidTo: 'Hamal toli' },
      {
        name: 'Sorting',
        option: EXPENSE_SERVICE_OPTION.Sorting,
        min: 500,
        max: 1_500,
        paidTo: 'Sorting women',
      },
      {
        name: 'Packaging',
        option: EXPENSE_SERVICE_OPTION.Packaging,
        min: 300,
        max: 1_200,
        paidTo: 'Shree Packaging',
      },
    ] as const
    let cashOut = 0
    heads.forEach((head, i) => {
      const amountPaise = prng.int(head.min, head.max) * RUPEE
      const cash =
        (head.option !== EXPENSE_SERVICE_OPTION.Packaging || prng.next() < 0.5) &&
        book - cashOut >= amountPaise
      if (cash) cashOut += amountPaise
      const row: ExpenseRecord = {
        expenseKeyID: prng.uuid(),
        companyKeyID,
        marketKeyID,
        expenseNo: this.#number(marketKeyID, DOCUMENT_PREFIX.Expense, date),
        expenseDate: date,
        categoryKeyID: categoryKeyID(head.name),
        serviceOption: head.option,
        amountPaise,
        paymentMode: cash ? PAYMENT_MODE.Cash : PAYMENT_MODE.Online,
        onlineSubMode: cash ? '' : 'UPI',
        referenceNo: cash ? '' : String(prng.int(100_000_000, 999_999_999)),
        bankAccountKeyID: cash ? '' : bank,
        paidTo: head.paidTo,
        narration: '',
        attachment: '',
        status: VOUCHER_STATUS.Active,
        cancelReason: '',
        createdDate: istDateTime(date, 18, 10 + i),
        userKeyID,
      }
      this.#rows.expenses.push(row)
    })
    return cashOut
  }

  #entry(
    marketKeyID: string,
    date: string,
    entryType: 1 | 2 | 6,
    bankAccountKeyID: string,
    amountPaise: number,
    createdDate: string,
    narration: string,
  ): void {
    const { companyKeyID, userKeyID, prng } = this.options
    this.#rows.cashBankEntries.push({
      cashBankEntryKeyID: prng.uuid(),
      companyKeyID,
      marketKeyID,
      voucherNo: this.#number(marketKeyID, DOCUMENT_PREFIX.CashBank, date),
      entryDate: date,
      entryType,
      bankAccountKeyID,
      amountPaise,
      referenceNo: '',
      narration,
      status: VOUCHER_STATUS.Active,
      cancelReason: '',
      createdDate,
      userKeyID,
    })
  }

  #walletDay(
    marketKeyID: string,
    date: string,
    openingCount: DenominationCountRecord[],
    closingCount: DenominationCountRecord[] | null,
    varianceReason: string,
  ): void {
    const { companyKeyID, userKeyID } = this.options
    const day: WalletDayRecord = {
      companyKeyID,
      marketKeyID,
      walletDate: date,
      status: closingCount ? WALLET_DAY_STATUS.Closed : WALLET_DAY_STATUS.Open,
      openingCount,
      closingCount: closingCount ?? [],
      varianceReason,
      openedOn: istDateTime(date, 4, 30),
      closedOn: closingCount ? istDateTime(date, 21, 0) : '',
      userKeyID,
    }
    this.#rows.walletDays.push(day)
  }
}
