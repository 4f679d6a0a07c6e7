import type { BuyerDetailRow } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { dateColumn, listColumnHelper, useListFilter } from '@/components/data-table'
import { buyerQueries } from '@/features/buyer/api'
import { useSelectedMarket } from '@/lib/selected-market'
import { reportQuery } from './api'
import { moneyColumn, moneyIfAny, type ReportDefinition } from './report-definition'
import { AllocationsTable, SaleLinesTable } from './report-lines'
import { statementColumns, statementRowId, statementRowName } from './statement-columns'
import { StatementReport } from './statement-report'

const column = listColumnHelper<BuyerDetailRow>()
const unsorted = { enableSorting: false } as const

/**
 * One buyer's invoices (with their lines) and receipts (with the bills they settle) in date order with
 * what the buyer owes after each; the balance column's footer is the closing.
 */
export const buyerDetailReport: ReportDefinition<BuyerDetailRow> = {
  name: 'buyerDetail',
  title: 'Buyer Detail Report',
  fileStem: 'buyer-detail-report',
  query: reportQuery('buyerDetail'),
  columns: statementColumns([
    column.accessor('dueDate', {
      header: 'Due',
      ...dateColumn,
      ...unsorted,
    }),
    column.accessor('mode', { header: 'Mode', ...unsorted }),
    column.accessor('invoiced', { header: 'Invoiced', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('received', { header: 'Received', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
  ]),
  getRowId: statementRowId,
  rowName: statementRowName,
  searchPlaceholder: 'Search bill, voucher, mode',
  partyLabel: 'Buyer',
  rowDetail: (row) =>
    row.kind === 'Invoice' ? (
      <SaleLinesTable lines={row.lines} party="Farmer" />
    ) : (
      <AllocationsTable allocations={row.allocations} />
    ),
}

const FIGURES = [
  ['Opening', 'opening'],
  ['Invoiced', 'invoiced'],
  ['Received', 'received'],
  ['Closing', 'closing'],
] as const

/** /buyerDetail: a buyer of the market, picked by code or name. */
export function BuyerDetailReportPage() {
  const { marketKeyID } = useSelectedMarket()
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  const [buyerKeyID] = useListFilter<string>('buyerKeyID')
  const buyer = useQuery(buyerQueries.model(buyerKeyID ?? null)).data
  const options = (buyers.data ?? []).map((b) => ({
    value: b.buyerKeyID,
    label: `${b.buyerCode} ${b.firmName}`,
    description: b.city,
  }))
  return (
    <StatementReport
      report={buyerDetailReport}
      figures={FIGURES}
      party={{
        filterKey: 'buyerKeyID',
        options,
        loading: buyers.isPending,
        chosen: buyer ? { name: `${buyer.buyerCode} ${buyer.firmName}`, mobileNo: buyer.mobileNo } : null,
      }}
    />
  )
}
