import {
  api,
  bookClosing,
  countTotal,
  type DenominationCount,
  fromPaise,
  openPeriodProblem,
  rupeeText,
  type WALLET_DAY_SORT_COLUMNS,
  WALLET_DAY_STATUS,
  WALLET_MESSAGES,
  type WalletDay,
  type WalletDayRow,
  walletVariance,
} from '../../contracts'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { DenominationCountRecord, WalletDayRecord } from '../store/money-rows'
import type { Store } from '../store/store'
import {
  assertDenominations,
  dayMovements,
  displayDate,
  marketMovements,
  walletBookOf,
  walletDayOf,
} from './cash-book'
import { columnTotals, filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'
import { notify } from './notify'

/** Counts as answered: the denominations counted, highest first, in ₹ like the currency master. */
const countOf = (lines: readonly DenominationCountRecord[]): DenominationCount[] =>
  [...lines]
    .sort((a, b) => b.denomination - a.denomination)
    .map(({ denomination, count }) => ({ denomination, count }))

/** The last wallet day of the market before `date`, if any. */
function dayBefore(store: Store, marketKeyID: string, date: string): Readonly<WalletDayRecord> | undefined {
  let last: Readonly<WalletDayRecord> | undefined
  for (const day of store.walletDays.lookup('market', marketKeyID)) {
    if (day.walletDate < date && (!last || day.walletDate > last.walletDate)) last = day
  }
  return last
}

/** Who closed a day: the last to write it, since closing is its last change. */
const closedByOf = (store: Store, day: Readonly<WalletDayRecord> | undefined): string =>
  day?.status === WALLET_DAY_STATUS.Closed ? (store.employees.get(day.userKeyID)?.employeeName ?? '') : ''

function toWalletDay(store: Store, marketKeyID: string, date: string): WalletDay {
  const day = walletDayOf(store, marketKeyID, date)
  const previous = dayBefore(store, marketKeyID, date)
  const previousClosingCount =
    previous?.status === WALLET_DAY_STATUS.Closed ? countOf(previous.closingCount) : []
  const movements = dayMovements(store, marketKeyID, date)
  const book = walletBookOf({ openingCount: day?.openingCount ?? [] }, movements)
  let balance = book.opening
  const counted = day?.status === WALLET_DAY_STATUS.Closed ? countTotal(day.closingCount) : 0
  return {
    marketKeyID,
    walletDate: date,
    status: day?.status ?? 0,
    openingCount: countOf(day?.openingCount ?? []),
    openingAmount: fromPaise(book.opening),
    previousClosingCount,
    previousClosingAmount: fromPaise(countTotal(previousClosingCount)),
    cashIn: fromPaise(book.cashIn),
    cashOut: fromPaise(book.cashOut),
    bookClosing: fromPaise(bookClosing(book)),
    closingCount: countOf(day?.closingCount ?? []),
    closingAmount: fromPaise(counted),
    variance: day?.status === WALLET_DAY_STATUS.Closed ? fromPaise(walletVariance(counted, book)) : 0,
    varianceReason: day?.varianceReason ?? '',
    movements: movements.map((m) => {
      balance += m.inPaise - m.outPaise
      return {
        dateTime: m.dateTime,
        voucherNo: m.voucherNo,
        source: m.source,
        particulars: m.particulars,
        cashIn: fromPaise(m.inPaise),
        cashOut: fromPaise(m.outPaise),
        balance: fromPaise(balance),
        documentKeyID: m.documentKeyID,
      }
    }),
    openedOn: day?.openedOn ?? '',
    closedOn: day?.closedOn ?? '',
    closedBy: closedByOf(store, day),
  }
}

/** Only what was counted is kept: lines of 0 notes add nothing. */
const counted = (lines: readonly DenominationCount[]) => lines.filter((line) => line.count > 0)

const WALLET_LIST: ListSpec<WalletDayRow, (typeof WALLET_DAY_SORT_COLUMNS)[number]> = {
  searchText: (r) => [displayDate(r.walletDate), r.varianceReason, r.closedBy],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.walletDate,
  key: (r) => r.walletDate,
  defaultSort: { column: 'walletDate', direction: 'desc' },
}

export const walletHandlers = handlers(api.wallet, {
  list: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(store, ['walletDays', filters], () => {
      const moved = new Map<string, { cashIn: number; cashOut: number }>()
      for (const m of marketMovements(store, market.marketKeyID)) {
        if (!m.inWallet) continue
        const day = moved.get(m.date) ?? { cashIn: 0, cashOut: 0 }
        day.cashIn += m.inPaise
        day.cashOut += m.outPaise
        moved.set(m.date, day)
      }
      const rows: WalletDayRow[] = []
      for (const day of store.walletDays.lookup('market', market.marketKeyID)) {
        if (!pickMatches(day.status, body.status)) continue
        const book = {
          opening: countTotal(day.openingCount),
          ...(moved.get(day.walletDate) ?? { cashIn: 0, cashOut: 0 }),
        }
        const closing = countTotal(day.closingCount)
        rows.push({
          walletDate: day.walletDate,
          status: day.status,
          openingAmount: fromPaise(book.opening),
          cashIn: fromPaise(book.cashIn),
          cashOut: fromPaise(book.cashOut),
          bookClosing: fromPaise(bookClosing(book)),
          closingAmount: fromPaise(closing),
          variance: day.status === WALLET_DAY_STATUS.Closed ? fromPaise(walletVariance(closing, book)) : 0,
          varianceReason: day.varianceReason,
          closedBy: closedByOf(store, day),
          createdDate: day.openedOn,
        })
      }
      return filterAndSort(rows, body, WALLET_LIST)
    })
    return {
      ...pageOf(rows, body),
      totals: columnTotals(rows, ['cashIn', 'cashOut', 'variance'], () => true),
    }
  },

  day: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    return toWalletDay(ctx.store, market.marketKeyID, query.WalletDate ?? ctx.today)
  },

  /**
   * Opens the drawer for a day with its note count. The day before must be closed, and the drawer
   * holds overnight what it was closed with: the count must add up to that.
   */
  open: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    if (body.walletDate > ctx.today) throw badRequest('walletDate', WALLET_MESSAGES.futureDay)
    const outside = openPeriodProblem(body.walletDate, ctx.today)
    if (outside) throw badRequest('walletDate', outside)
    const existing = walletDayOf(store, market.marketKeyID, body.walletDate)
    if (existing)
      throw refused(
        existing.status === WALLET_DAY_STATUS.Closed ? WALLET_MESSAGES.closed : WALLET_MESSAGES.alreadyOpen,
      )
    const previous = dayBefore(store, market.marketKeyID, body.walletDate)
    if (previous && previous.status !== WALLET_DAY_STATUS.Closed)
      throw refused(WALLET_MESSAGES.previousNotClosed(displayDate(previous.walletDate)))
    assertDenominations(store, session.companyKeyID, 'openingCount', body.openingCount)
    if (previous) {
      const opening = countTotal(body.openingCount)
      const closed = countTotal(previous.closingCount)
      if (opening !== closed)
        throw badRequest(
          'openingCount',
          WALLET_MESSAGES.openingMismatch(rupeeText(opening), rupeeText(closed)),
        )
    }
    store.write(() =>
      store.walletDays.set({
        companyKeyID: session.companyKeyID,
        marketKeyID: market.marketKeyID,
        walletDate: body.walletDate,
        status: WALLET_DAY_STATUS.Open,
        openingCount: counted(body.openingCount),
        closingCount: [],
        varianceReason: '',
        openedOn: ctx.now(),
        closedOn: '',
        userKeyID: session.userKeyID,
      }),
    )
    return toWalletDay(store, market.marketKeyID, body.walletDate)
  },

  /** Closes the day with the counted notes; a count that differs from the book needs its reason. */
  close: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    const day = walletDayOf(store, market.marketKeyID, body.walletDate)
    if (!day) throw refused(WALLET_MESSAGES.notOpen)
    if (day.status === WALLET_DAY_STATUS.Closed) throw refused(WALLET_MESSAGES.closed)
    assertDenominations(store, session.companyKeyID, 'closingCount', body.closingCount)
    const book = walletBookOf(day, dayMovements(store, market.marketKeyID, body.walletDate))
    const variance = walletVariance(countTotal(body.closingCount), book)
    const reason = body.varianceReason ?? ''
    if (variance !== 0 && reason.length < 3)
      throw badRequest('varianceReason', WALLET_MESSAGES.reasonRequired)
    store.write(() => {
      const closed = store.walletDays.set({
        ...day,
        status: WALLET_DAY_STATUS.Closed,
        closingCount: counted(body.closingCount),
        varianceReason: variance === 0 ? '' : reason,
        closedOn: ctx.now(),
        userKeyID: session.userKeyID,
      })
      notify(ctx, { kind: 'walletClosed', day: closed, variancePaise: variance })
    })
    return toWalletDay(store, market.marketKeyID, body.walletDate)
  },
})
