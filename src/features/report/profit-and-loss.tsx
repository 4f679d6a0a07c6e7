import { type ListRequest, listColumnHelper } from '@/components/data-table'
import { NET_LOSS, NET_PROFIT, type ProfitAndLossRow, profitAndLossQuery } from '@/features/books/api'
import { LedgerLink } from './ledger-link'
import { moneyColumn, moneyIfAny, type ReportDefinition } from './report-definition'
import { ReportPage } from './report-page'

const column = listColumnHelper<ProfitAndLossRow>()
const unsorted = { enableSorting: false } as const
const closingLine = new Set([NET_PROFIT, NET_LOSS])

/** Income and expenses of the period by account, closed by the net profit or loss. */
export const profitAndLoss: ReportDefinition<ProfitAndLossRow> = {
  name: 'profitAndLoss',
  title: 'Profit & Loss',
  fileStem: 'profit-and-loss',
  query: (request: ListRequest) => profitAndLossQuery(request),
  columns: [
    column.accessor('accountName', {
      header: 'Account',
      ...unsorted,
      cell: (info) =>
        closingLine.has(info.getValue()) ? (
          <strong>{info.getValue()}</strong>
        ) : (
          <LedgerLink accountID={info.row.original.accountID}>{info.getValue()}</LedgerLink>
        ),
    }),
    column.accessor('income', { header: 'Income', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('expense', { header: 'Expenses', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
  ],
  getRowId: (row) => row.accountID,
  rowName: (row) => row.accountName,
  searchPlaceholder: 'Search account',
  firmWide: true,
}

/** /profitAndLoss */
export function ProfitAndLossPage() {
  return <ReportPage report={profitAndLoss} />
}
