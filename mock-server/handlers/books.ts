import { api, BOOKS_MESSAGES, fromPaise } from '../../contracts'
import { marketScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, notFound } from '../errors'
import { handlers } from '../register'
import { firmChart } from './books-chart'
import { booksJournal, type JournalScope, periodBalances } from './books-journal'
import { levyRegister } from './books-levy'
import { accountLedger, profitAndLoss, trialBalance } from './books-reports'
import { tallyExport } from './books-tally'
import { pageOf } from './list-query'
import { companyMarket } from './market'

/**
 * The Books calls: each resolves the markets (one of the firm's, or every market the caller works
 * in), takes the journal of the period and reports on it.
 */

function scopeOf(
  ctx: ServerContext,
  session: Session,
  marketKeyID: string | null | undefined,
  fromDate: string,
  toDate: string,
): JournalScope {
  const companyKeyID = session.companyKeyID
  if (marketKeyID) {
    const market = companyMarket(ctx, session, marketKeyID)
    return { companyKeyID, marketKeyIDs: [market.marketKeyID], wholeFirm: false, fromDate, toDate }
  }
  const scope = marketScope(ctx, session)
  const marketKeyIDs = [...ctx.store.markets.values()]
    .filter((m) => m.companyKeyID === companyKeyID && scope.has(m.marketKeyID))
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.marketKeyID.localeCompare(b.marketKeyID))
    .map((m) => m.marketKeyID)
  return { companyKeyID, marketKeyIDs, wholeFirm: true, fromDate, toDate }
}

export const booksHandlers = handlers(api.books, {
  accountLookup: ({ session, ctx }) => {
    const { companyKeyID, marketKeyIDs } = scopeOf(ctx, session, '', '', '')
    return firmChart(ctx.store, companyKeyID, marketKeyIDs)
  },

  trialBalance: ({ body, session, ctx }) => {
    const scope = scopeOf(ctx, session, body.marketKeyID, '', body.asOfDate)
    const chart = firmChart(ctx.store, scope.companyKeyID, scope.marketKeyIDs)
    const { rows, totals } = trialBalance(chart, periodBalances(ctx.store, scope))
    return { data: rows, totalCount: rows.length, totals }
  },

  profitAndLoss: ({ body, session, ctx }) => {
    const scope = scopeOf(ctx, session, body.marketKeyID, body.fromDate, body.toDate)
    const chart = firmChart(ctx.store, scope.companyKeyID, scope.marketKeyIDs)
    return profitAndLoss(chart, periodBalances(ctx.store, scope))
  },

  accountLedger: ({ body, session, ctx }) => {
    const journal = booksJournal(ctx.store, scopeOf(ctx, session, body.marketKeyID, '', body.toDate ?? ''))
    if (!journal.chart.some((a) => a.accountID === body.accountID))
      throw notFound(BOOKS_MESSAGES.accountNotFound)
    const ledger = accountLedger(journal, body.accountID, body.fromDate ?? '', body.toDate ?? '')
    const keyword = body.searchKeyword?.trim().toLowerCase() ?? ''
    const rows = keyword
      ? ledger.rows.filter((r) => `${r.voucherNo} ${r.particulars}`.toLowerCase().includes(keyword))
      : ledger.rows
    const shown = body.sortingDirection === 'desc' ? [...rows].reverse() : rows
    const closing = ledger.openingPaise + ledger.debitPaise - ledger.creditPaise
    return {
      ...pageOf(shown, body),
      totals: {
        opening: fromPaise(ledger.openingPaise),
        debit: fromPaise(ledger.debitPaise),
        credit: fromPaise(ledger.creditPaise),
        closing: fromPaise(closing),
      },
    }
  },

  levyRegister: ({ body, session, ctx }) => {
    const service = ctx.store.services.in(session.companyKeyID, body.serviceID)
    if (!service) throw notFound(BOOKS_MESSAGES.serviceNotFound)
    if (service.isLevy !== true) throw badRequest('serviceID', BOOKS_MESSAGES.notALevy)
    const scope = scopeOf(ctx, session, body.marketKeyID, '', body.toDate ?? '')
    const journal = booksJournal(ctx.store, scope)
    const register = levyRegister(
      ctx.store,
      scope.marketKeyIDs,
      journal.vouchers,
      service.serviceID,
      body.fromDate ?? '',
      body.toDate ?? '',
    )
    const shown = body.sortingDirection === 'desc' ? [...register.rows].reverse() : register.rows
    const balance = register.openingPaise + register.amountPaise - register.paidPaise
    return {
      ...pageOf(shown, body),
      totals: {
        base: fromPaise(register.basePaise),
        amount: fromPaise(register.amountPaise),
        paid: fromPaise(register.paidPaise),
        balance: fromPaise(balance),
      },
    }
  },

  exportTally: ({ body, session, ctx }) => {
    const journal = booksJournal(
      ctx.store,
      scopeOf(ctx, session, body.marketKeyID, body.fromDate, body.toDate),
    )
    return tallyExport(journal, { fromDate: body.fromDate, toDate: body.toDate })
  },
})
