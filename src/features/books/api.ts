import { type Account, accountIDOf, api, type ColumnTotals, type ProfitAndLoss } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import type { ListRequest, Paged } from '@/components/data-table'
import { call } from '@/lib/api-client'
import { todayInKolkata } from '@/lib/format'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

/** Before any document a firm can have: the start of "All dates" for a statement that needs a period. */
const BOOKS_BEGIN = '2000-04-01'

/** The list's period for a call that needs both ends: All dates runs from the beginning to today. */
export const bookPeriod = (request: ListRequest) => ({
  fromDate: request.fromDate || BOOKS_BEGIN,
  toDate: request.toDate || todayInKolkata(),
})

const marketOf = (request: ListRequest) => String(request.marketKeyID ?? '')

/** The chart of accounts, for the ledger's account picker. */
export const accountLookup = () =>
  queryOptions({
    queryKey: ['books', 'accounts'],
    queryFn: () => call(api.books.accountLookup, {}),
    staleTime: LOOKUP_STALE_MS,
  })

/** A levy service's account, `service:<serviceID>`, under Duties & Taxes: only levies sit there. */
const SERVICE_ACCOUNT = accountIDOf.service(0).slice(0, -1)

/** The firm's levies, read off the chart: each levy service has its own payable account. */
export const levyOptions = (accounts: readonly Account[]) =>
  accounts
    .filter((a) => a.groupName === 'Duties & Taxes' && a.accountID.startsWith(SERVICE_ACCOUNT))
    .map((a) => ({ value: Number(a.accountID.slice(SERVICE_ACCOUNT.length)), label: a.accountName }))

/**
 * A statement the call answers whole, cut to the list's page and search, so it shares the paged
 * report page with its print and CSV. The totals are the whole statement's.
 */
function pageLocally<TRow>(
  rows: readonly TRow[],
  request: ListRequest,
  name: (row: TRow) => string,
  totals: ColumnTotals | undefined,
): Paged<TRow> {
  const keyword = request.searchKeyword.toLowerCase()
  const found = keyword ? rows.filter((row) => name(row).toLowerCase().includes(keyword)) : rows
  const start = request.pageNo * request.pageSize
  return { data: found.slice(start, start + request.pageSize), totalCount: found.length, totals }
}

/** The trial balance on the last day of the list's period (today for All dates). */
export const trialBalanceQuery = (request: ListRequest) =>
  queryOptions({
    queryKey: ['report', 'trialBalance', request],
    staleTime: 0,
    queryFn: async () => {
      const answer = await call(api.books.trialBalance, {
        body: { marketKeyID: marketOf(request), asOfDate: request.toDate || todayInKolkata() },
      })
      return pageLocally(answer.data, request, (row) => row.accountName, answer.totals)
    },
  })

/** One line of the profit and loss as the list shows it: an income or an expense, never both. */
export interface ProfitAndLossRow {
  accountID: string
  accountName: string
  income: number
  expense: number
}

export const NET_PROFIT = 'Net Profit'
export const NET_LOSS = 'Net Loss'

/**
 * The statement as two columns, income beside expenses, closed the way an account book closes it:
 * the net profit written on the expense side (a loss on the income side), so both columns total alike.
 */
export function profitAndLossRows(pl: ProfitAndLoss): ProfitAndLossRow[] {
  const net: ProfitAndLossRow =
    pl.netProfit >= 0
      ? { accountID: 'net', accountName: NET_PROFIT, income: 0, expense: pl.netProfit }
      : { accountID: 'net', accountName: NET_LOSS, income: -pl.netProfit, expense: 0 }
  return [
    ...pl.income.map(({ accountID, accountName, amount }) => ({
      accountID,
      accountName,
      income: amount,
      expense: 0,
    })),
    ...pl.expenses.map(({ accountID, accountName, amount }) => ({
      accountID,
      accountName,
      income: 0,
      expense: amount,
    })),
    net,
  ]
}

/** The period's profit and loss, closed by its net profit or loss. */
export const profitAndLossQuery = (request: ListRequest) =>
  queryOptions({
    queryKey: ['report', 'profitAndLoss', request],
    staleTime: 0,
    queryFn: async (): Promise<Paged<ProfitAndLossRow>> => {
      const pl = await call(api.books.profitAndLoss, {
        body: { marketKeyID: marketOf(request), ...bookPeriod(request) },
      })
      const closing = pl.netProfit >= 0 ? pl.totalIncome : pl.totalExpenses
      return pageLocally(profitAndLossRows(pl), request, (row) => row.accountName, {
        income: closing,
        expense: closing,
      })
    },
  })
