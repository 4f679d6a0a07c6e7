import {
  api,
  type BuyerLedger,
  type CASH_BANK_LEDGER_SORT_COLUMNS,
  type CashBankRow,
  type COLLECTION_REGISTER_SORT_COLUMNS,
  type CollectionRow,
  type ColumnTotals,
  fromPaise,
  LEDGER_MESSAGES,
  PAYMENT_MODE,
  TRANSACTION_TYPE,
} from '../../contracts'
import { assertEveryMarket } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest } from '../errors'
import { handlers } from '../register'
import type { BuyerRecord } from '../store/rows'
import type { Store } from '../store/store'
import { type BuyerAccount, buyerAccount, duesFigures, positionOn } from './buyer-account'
import { CASH_BOOK, marketMovements, UNASSIGNED_BANK_BOOK } from './cash-book'
import { collectionRows, registerTotals } from './collection-register'
import { firmRow } from './firm-row'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue } from './master'
import { ByDay, remembered } from './report-index'

const firmBuyer = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.buyers, session, key, LEDGER_MESSAGES.buyerNotFound)

const money = (paise: number) => fromPaise(paise)

const REGISTER: ListSpec<CollectionRow, (typeof COLLECTION_REGISTER_SORT_COLUMNS)[number]> = {
  searchText: (r) => [String(r.buyerCode), r.buyerName, r.city, r.mobileNo],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.buyerName,
  key: (r) => r.buyerKeyID,
  defaultSort: { column: 'overdue', direction: 'desc' },
}

type BuyerLedgerRow = BuyerLedger['rows'][number]

/**
 * A buyer's statement over the whole account, remembered until the next write, so a request only finds
 * its period: every entry as a row with the balance after it, and, paise, the balance and the sums of
 * debits and credits before each entry (the last of each is the close).
 */
interface WholeStatement {
  account: BuyerAccount
  rows: ByDay<BuyerLedgerRow>
  balances: number[]
  debits: number[]
  credits: number[]
}

function wholeStatement(
  store: Store,
  buyer: Readonly<BuyerRecord>,
  marketKeyID: string | null,
): WholeStatement {
  return remembered(store, ['buyerLedger', buyer.buyerKeyID, marketKeyID], () => {
    const account = buyerAccount(store, buyer, marketKeyID)
    const balances = [account.broughtForward]
    const debits = [0]
    const credits = [0]
    const rows = account.entries.map((entry, i): BuyerLedgerRow => {
      balances.push(balances[i]! + entry.debit - entry.credit)
      debits.push(debits[i]! + entry.debit)
      credits.push(credits[i]! + entry.credit)
      return {
        date: entry.date,
        voucherNo: entry.voucherNo,
        particulars: entry.particulars,
        debit: money(entry.debit),
        credit: money(entry.credit),
        balance: money(balances[i + 1]!),
        documentKeyID: entry.documentKeyID,
      }
    })
    return { account, rows: new ByDay(rows, (row) => row.date), balances, debits, credits }
  })
}

const LEDGER: ListSpec<CashBankRow, (typeof CASH_BANK_LEDGER_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.voucherNo, r.source, r.particulars, r.bookName],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: () => '',
  // Rows of one day keep the order money moved in (their key is their place in the book).
  key: (r) => r.rowKeyID,
  defaultSort: { column: 'date', direction: 'asc' },
}

/** Every row of the market's book with its book's balance after it, remembered per store version. */
type BookRow = CashBankRow & { inPaise: number; outPaise: number; balancePaise: number }

function bookRows(store: Store, companyKeyID: string, marketKeyID: string): readonly BookRow[] {
  return sortedList(store, ['cashBankRows', marketKeyID], () => {
    const moves = marketMovements(store, marketKeyID)
    const running = new Map<string, number>()
    return moves.map((m, i) => {
      const balancePaise = (running.get(m.bookKeyID) ?? 0) + m.inPaise - m.outPaise
      running.set(m.bookKeyID, balancePaise)
      return {
        rowKeyID: `${String(i).padStart(9, '0')}:${m.rowKeyID}`,
        date: m.date,
        voucherNo: m.voucherNo,
        source: m.source,
        particulars: m.particulars,
        paymentMode: m.paymentMode,
        bookKeyID: m.bookKeyID,
        bookName: bookName(store, companyKeyID, m.bookKeyID),
        credit: money(m.inPaise),
        debit: money(m.outPaise),
        balance: money(balancePaise),
        documentKeyID: m.documentKeyID,
        createdDate: m.dateTime,
        inPaise: m.inPaise,
        outPaise: m.outPaise,
        balancePaise,
      }
    })
  })
}

function bookName(store: Store, companyKeyID: string, bookKeyID: string) {
  if (bookKeyID === CASH_BOOK) return 'Cash'
  if (bookKeyID === UNASSIGNED_BANK_BOOK) return 'Bank (no account)'
  return store.bankAccounts.in(companyKeyID, bookKeyID)?.accountName ?? ''
}

const totalsMemo = new WeakMap<readonly BookRow[], ColumnTotals>()

/**
 * The opening and closing of the books shown (and of cash and the banks), and the filtered rows' money
 * in and out; remembered with the filtered rows, which are themselves remembered per store version.
 */
function bookTotals(
  all: readonly BookRow[],
  rows: readonly BookRow[],
  showsBook: (book: string) => boolean,
  fromDate: string,
  toDate: string,
): ColumnTotals {
  const remembered = totalsMemo.get(rows)
  if (remembered) return remembered
  const opening = new Map<string, number>()
  const closing = new Map<string, number>()
  for (const r of all) {
    if (r.date < fromDate) opening.set(r.bookKeyID, r.balancePaise)
    if (r.date <= toDate) closing.set(r.bookKeyID, r.balancePaise)
  }
  const sum = (balances: Map<string, number>, book: (key: string) => boolean) =>
    [...balances].reduce((total, [key, paise]) => total + (book(key) ? paise : 0), 0)
  const isCash = (key: string) => key === CASH_BOOK
  const isBank = (key: string) => key !== CASH_BOOK
  const totals = {
    opening: money(sum(opening, showsBook)),
    credit: money(rows.reduce((s, r) => s + r.inPaise, 0)),
    debit: money(rows.reduce((s, r) => s + r.outPaise, 0)),
    closing: money(sum(closing, showsBook)),
    cashOpening: money(sum(opening, isCash)),
    cashClosing: money(sum(closing, isCash)),
    bankOpening: money(sum(opening, isBank)),
    bankClosing: money(sum(closing, isBank)),
  }
  totalsMemo.set(rows, totals)
  return totals
}

export const ledgerHandlers = handlers(api.ledger, {
  /** One buyer's statement: the balance before the period, its documents with the running balance, the close. */
  buyerLedger: ({ body, session, ctx }) => {
    const { store } = ctx
    const buyer = firmBuyer(ctx, session, body.buyerKeyID)
    const marketKeyID = body.marketKeyID ? companyMarket(ctx, session, body.marketKeyID).marketKeyID : null
    if (!marketKeyID) assertEveryMarket(ctx, session)
    const whole = wholeStatement(store, buyer, marketKeyID)
    const fromDate = body.fromDate || ''
    const toDate = body.toDate || ctx.today
    const { start, end } = whole.rows.span(fromDate, toDate)
    // Dues are reckoned on the period's last day, or today when the period runs on past it.
    const asOf = toDate < ctx.today ? toDate : ctx.today
    const position = remembered(store, ['buyerPosition', buyer.buyerKeyID, marketKeyID, asOf], () =>
      positionOn(buyer, whole.account, asOf),
    )
    const { asOfDate, outstanding, advance, overdue, days0to7, days8to15, days16to30, over30 } = duesFigures(
      position.dues,
    )
    return {
      buyerKeyID: buyer.buyerKeyID,
      buyerCode: buyer.buyerCode,
      buyerName: buyer.firmName,
      city: buyer.city,
      mobileNo: buyer.mobileNo,
      creditLimit: buyer.creditLimit,
      creditDays: buyer.creditDays,
      fromDate,
      toDate,
      openingBalance: money(whole.balances[start]!),
      rows: whole.rows.rows.slice(start, end),
      totalDebit: money(whole.debits[end]! - whole.debits[start]!),
      totalCredit: money(whole.credits[end]! - whole.credits[start]!),
      closingBalance: money(whole.balances[end]!),
      ageing: { days0to7, days8to15, days16to30, over30 },
      asOfDate,
      outstanding,
      advance,
      overdue,
    }
  },

  /** Every buyer with something on account, overdue first, aged on today. */
  collectionRegister: ({ body, session, ctx }) => {
    const { store } = ctx
    const marketKeyID = body.marketKeyID ? companyMarket(ctx, session, body.marketKeyID).marketKeyID : null
    if (!marketKeyID) assertEveryMarket(ctx, session)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(store, ['collectionRegister', session.companyKeyID, filters], () => {
      const all = collectionRows(store, session.companyKeyID, marketKeyID, ctx.today)
      return filterAndSort(
        all.filter((row) => !body.overdueOnly || row.overdue > 0),
        body,
        REGISTER,
      )
    })
    return { ...pageOf(rows, body), totals: registerTotals(rows) }
  },

  /**
   * The market's Cash & Bank book. Balances are each book's over all of its movements, so they stay
   * right whatever the filter and page; the totals give each book's opening and closing for the dates.
   */
  cashBankLedger: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    if (body.bankAccountKeyID) {
      const account = store.bankAccounts.in(session.companyKeyID, body.bankAccountKeyID)
      if (account?.marketKeyID !== market.marketKeyID)
        throw badRequest('bankAccountKeyID', LEDGER_MESSAGES.bankAccountNotFound)
    }
    const all = bookRows(store, session.companyKeyID, market.marketKeyID)
    const showsBook = (book: string) =>
      (!body.bankAccountKeyID || book === body.bankAccountKeyID) &&
      (!body.paymentMode || (body.paymentMode === PAYMENT_MODE.Cash) === (book === CASH_BOOK))
    const fromDate = body.fromDate || ''
    const toDate = body.toDate || '9999-12-31'
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(store, ['cashBankLedger', filters], () => {
      const picked = all.filter(
        (r) =>
          showsBook(r.bookKeyID) &&
          r.date >= fromDate &&
          r.date <= toDate &&
          (!body.transactionType ||
            (body.transactionType === TRANSACTION_TYPE.Credit ? r.inPaise > 0 : r.outPaise > 0)),
      )
      return filterAndSort(picked, { ...body, fromDate: null, toDate: null }, LEDGER)
    })
    const data = pageOf(rows, body)
    const totals = bookTotals(all, rows, showsBook, fromDate, toDate)
    return {
      data: data.data.map(({ inPaise: _in, outPaise: _out, balancePaise: _balance, ...row }) => row),
      totalCount: data.totalCount,
      totals,
    }
  },
})
