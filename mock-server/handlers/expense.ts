import { randomUUID } from 'node:crypto'
import {
  api,
  DOCUMENT_PREFIX,
  EXPENSE_MESSAGES,
  EXPENSE_SERVICE_OPTIONS,
  type EXPENSE_SORT_COLUMNS,
  type Expense,
  type ExpenseRow,
  fromPaise,
  MONEY_MESSAGES,
  openPeriodProblem,
  PAYMENT_MODE,
  toPaise,
  VOUCHER_STATUS,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { ExpenseRecord } from '../store/money-rows'
import type { Store } from '../store/store'
import { mainBankAccount } from './bank-account'
import { expenseReversal } from './cancellation'
import { assertCashDay } from './cash-book'
import { takeDocumentNo } from './document-numbers'
import { firmRow } from './firm-row'
import { columnTotals, filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'
import { assertOwnImage } from './own-image'

const firmExpense = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.expenses, session, key, EXPENSE_MESSAGES.notFound)

const categoryName = (store: Store, e: Readonly<ExpenseRecord>) =>
  store.expenseCategories.in(e.companyKeyID, e.categoryKeyID)?.categoryName ?? ''

function toExpense(store: Store, e: Readonly<ExpenseRecord>): Expense {
  return {
    expenseKeyID: e.expenseKeyID,
    expenseNo: e.expenseNo,
    expenseDate: e.expenseDate,
    marketKeyID: e.marketKeyID,
    marketPlaceName: store.markets.get(e.marketKeyID)?.marketPlaceName ?? '',
    categoryKeyID: e.categoryKeyID,
    categoryName: categoryName(store, e),
    serviceOption: e.serviceOption,
    amount: fromPaise(e.amountPaise),
    paymentMode: e.paymentMode,
    onlineSubMode: e.onlineSubMode,
    referenceNo: e.referenceNo,
    paidTo: e.paidTo,
    narration: e.narration,
    attachment: e.attachment,
    status: e.status,
    cancelReason: e.cancelReason,
    cancelledDate: expenseReversal(e),
    createdDate: e.createdDate,
  }
}

const optionLabel = (value: number) => EXPENSE_SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? ''

const EXPENSE_LIST: ListSpec<ExpenseRow, (typeof EXPENSE_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.expenseNo, r.categoryName, r.paidTo, r.referenceNo, optionLabel(r.serviceOption)],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.expenseNo,
  key: (r) => r.expenseKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

const cashOut = (e: Pick<ExpenseRecord, 'paymentMode' | 'amountPaise'>) =>
  e.paymentMode === PAYMENT_MODE.Cash ? e.amountPaise : 0

export const expenseHandlers = handlers(api.expense, {
  list: ({ body, session, ctx }) => {
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const { store } = ctx
    const shown = listScope(ctx, session)
    const rows = sortedList(store, ['expenses', shown.key, filters], () => {
      const source = body.marketKeyID
        ? store.expenses.lookup('market', body.marketKeyID)
        : store.expenses.values()
      const rows: ExpenseRow[] = []
      for (const e of source) {
        if (!shown.shows(e)) continue
        if (body.categoryKeyID && e.categoryKeyID !== body.categoryKeyID) continue
        if (
          !pickMatches(e.serviceOption, body.serviceOption) ||
          !pickMatches(e.paymentMode, body.paymentMode)
        )
          continue
        if (!pickMatches(e.status, body.status)) continue
        rows.push({
          expenseKeyID: e.expenseKeyID,
          expenseNo: e.expenseNo,
          expenseDate: e.expenseDate,
          categoryKeyID: e.categoryKeyID,
          categoryName: categoryName(store, e),
          serviceOption: e.serviceOption,
          paidTo: e.paidTo,
          paymentMode: e.paymentMode,
          referenceNo: e.referenceNo,
          amount: fromPaise(e.amountPaise),
          hasAttachment: e.attachment !== '',
          status: e.status,
          createdDate: e.createdDate,
        })
      }
      return filterAndSort(rows, body, EXPENSE_LIST)
    })
    // A cancelled expense counts only in a list of the cancelled.
    const live = (r: ExpenseRow) =>
      body.status === VOUCHER_STATUS.Cancelled || r.status === VOUCHER_STATUS.Active
    return { ...pageOf(rows, body), totals: columnTotals(rows, ['amount'], live) }
  },

  model: ({ query, session, ctx }) => toExpense(ctx.store, firmExpense(ctx, session, query.ExpenseKeyID)),

  /**
   * A new expense takes the market's next EX number; an edit keeps it. Cash is a wallet cash-out, so the
   * wallet day of the expense (and of its old date, when moved) must be open and keep its book at 0 or more.
   */
  addUpdate: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    const existing = body.expenseKeyID ? firmExpense(ctx, session, body.expenseKeyID) : null
    if (existing) {
      if (existing.marketKeyID !== market.marketKeyID)
        throw badRequest('marketKeyID', EXPENSE_MESSAGES.otherMarket)
      if (existing.status === VOUCHER_STATUS.Cancelled) throw refused(EXPENSE_MESSAGES.editCancelled)
    } else if (!market.isActive) throw refused(MONEY_MESSAGES.marketInactive)
    // An expense of a closed year stays as it is: moving it out would rewrite that year's books.
    const outside =
      openPeriodProblem(body.expenseDate, ctx.today) ??
      (existing ? openPeriodProblem(existing.expenseDate, ctx.today) : null)
    if (outside) throw badRequest('expenseDate', outside)
    assertOwnImage(ctx, session, 'attachment', body.attachment, existing?.attachment)
    const category = store.expenseCategories.in(session.companyKeyID, body.categoryKeyID)
    if (!category || (!category.isActive && category.categoryKeyID !== existing?.categoryKeyID))
      throw badRequest('categoryKeyID', EXPENSE_MESSAGES.categoryNotFound)

    const amountPaise = toPaise(body.amount)
    const online = body.paymentMode === PAYMENT_MODE.Online
    const fields = { paymentMode: body.paymentMode, amountPaise }
    const sameDay = existing?.expenseDate === body.expenseDate
    if (existing && cashOut(existing) > 0 && !sameDay) assertCashDay(store, market, existing.expenseDate, 0)
    if (cashOut(fields) > 0 || (existing && sameDay && cashOut(existing) > 0))
      assertCashDay(
        store,
        market,
        body.expenseDate,
        cashOut(fields) - (sameDay && existing ? cashOut(existing) : 0),
      )

    const saved = store.write(() => {
      const record: ExpenseRecord = {
        expenseKeyID: existing?.expenseKeyID ?? randomUUID(),
        expenseNo:
          existing?.expenseNo ??
          takeDocumentNo(store, market.marketKeyID, DOCUMENT_PREFIX.Expense, body.expenseDate),
        companyKeyID: session.companyKeyID,
        marketKeyID: market.marketKeyID,
        expenseDate: body.expenseDate,
        categoryKeyID: category.categoryKeyID,
        serviceOption: body.serviceOption,
        amountPaise,
        paymentMode: body.paymentMode,
        onlineSubMode: online ? body.onlineSubMode : '',
        referenceNo: body.referenceNo,
        bankAccountKeyID: online
          ? existing?.bankAccountKeyID || mainBankAccount(store, session.companyKeyID, market.marketKeyID)
          : '',
        paidTo: body.paidTo,
        narration: body.narration,
        attachment: body.attachment,
        status: VOUCHER_STATUS.Active,
        cancelReason: '',
        createdDate: existing?.createdDate ?? ctx.now(),
        userKeyID: session.userKeyID,
      }
      return store.expenses.set(record)
    })
    return toExpense(store, saved)
  },

  /** The number stays used; cash paid out comes back into the day's book. */
  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const expense = firmExpense(ctx, session, body.expenseKeyID)
    if (expense.status === VOUCHER_STATUS.Cancelled) throw refused(MONEY_MESSAGES.alreadyCancelled)
    const market = companyMarket(ctx, session, expense.marketKeyID)
    if (cashOut(expense) > 0) assertCashDay(store, market, expense.expenseDate, 0)
    const saved = store.write(() =>
      store.expenses.set({
        ...expense,
        status: VOUCHER_STATUS.Cancelled,
        cancelReason: body.reason,
        cancelledDate: ctx.today,
        userKeyID: session.userKeyID,
      }),
    )
    return toExpense(store, saved)
  },
})
