import type { FarmerDetailRow } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { listColumnHelper, useListFilter } from '@/components/data-table'
import { farmerQueries } from '@/features/farmer/api'
import { useSelectedMarket } from '@/lib/selected-market'
import { reportQuery } from './api'
import {
  figureColumn,
  figureIfAny,
  moneyColumn,
  moneyIfAny,
  type ReportDefinition,
} from './report-definition'
import { SaleLinesTable } from './report-lines'
import { statementColumns, statementRowId, statementRowName } from './statement-columns'
import { StatementReport } from './statement-report'

const column = listColumnHelper<FarmerDetailRow>()
const unsorted = { enableSorting: false } as const

/**
 * One farmer's pattis and payments in date order with what we owe after each. The payment and balance
 * columns carry the statement's totals ids, so the footer shows the period's payments and the closing.
 */
export const farmerDetailReport: ReportDefinition<FarmerDetailRow> = {
  name: 'farmerDetail',
  title: 'Farmer Detail Report',
  fileStem: 'farmer-detail-report',
  query: reportQuery('farmerDetail'),
  columns: statementColumns([
    column.accessor('tokenNos', { header: 'Tokens', ...unsorted }),
    column.accessor('crates', { header: 'Crates', cell: figureIfAny, ...unsorted, meta: figureColumn }),
    column.accessor('kg', { header: 'Kg', cell: figureIfAny, ...unsorted, meta: figureColumn }),
    column.accessor('gross', { header: 'Gross', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('deductions', { header: 'Deductions', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('net', { header: 'Net', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('payment', {
      id: 'payments',
      header: 'Payment',
      cell: moneyIfAny,
      ...unsorted,
      meta: moneyColumn,
    }),
  ]),
  getRowId: statementRowId,
  rowName: statementRowName,
  searchPlaceholder: 'Search bill, token, product',
  partyLabel: 'Farmer',
  rowDetail: (row) =>
    row.lines.length > 0 ? (
      <SaleLinesTable lines={row.lines} party="Buyer" />
    ) : (
      <p className="text-xs text-slate-600">A payment has no sold lines.</p>
    ),
}

const FIGURES = [
  ['Opening', 'opening'],
  ['Net of pattis', 'net'],
  ['Payments', 'payments'],
  ['Closing', 'closing'],
] as const

/** /farmerDetails: a farmer of the market, picked by code or name. */
export function FarmerDetailReportPage() {
  const { marketKeyID } = useSelectedMarket()
  const farmers = useQuery(farmerQueries.lookup(marketKeyID))
  const [farmerKeyID] = useListFilter<string>('farmerKeyID')
  const farmer = farmers.data?.find((f) => f.farmerKeyID === farmerKeyID)
  const options = (farmers.data ?? []).map((f) => ({
    value: f.farmerKeyID,
    label: `${f.farmerCode} ${f.farmerName}`,
    description: f.village,
  }))
  return (
    <StatementReport
      report={farmerDetailReport}
      figures={FIGURES}
      party={{
        filterKey: 'farmerKeyID',
        options,
        loading: farmers.isPending,
        chosen: farmer
          ? { name: `${farmer.farmerCode} ${farmer.farmerName}`, mobileNo: farmer.mobileNo }
          : null,
      }}
    />
  )
}
