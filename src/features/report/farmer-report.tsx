import type { FarmerReportRow } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { ListFilterSelect, LocationFilters, listColumnHelper, NameCell } from '@/components/data-table'
import { productQueries } from '@/features/product/api'
import { reportQuery } from './api'
import {
  figure,
  money,
  moneyColumn,
  numberColumn,
  type ReportDefinition,
  type ServiceName,
} from './report-definition'
import { ReportPage } from './report-page'

const column = listColumnHelper<FarmerReportRow>()

const serviceColumn = (service: ServiceName) =>
  column.accessor(
    (row) => row.serviceDeductions.find((s) => s.serviceID === service.serviceID)?.amount ?? 0,
    {
      id: `service${service.serviceID}`,
      header: service.serviceName,
      cell: money,
      enableSorting: false,
      meta: { ...moneyColumn, optional: true },
    },
  )

/**
 * Per farmer: what they brought, what their pattis fetched and cost them, paid and owed. The columns
 * between Gross and Deductions are every deduction, and Opening + Net − Paid is the Balance, so a row
 * can be checked by eye.
 */
export const farmerReport: ReportDefinition<FarmerReportRow> = {
  name: 'farmer',
  title: 'Farmer Report',
  fileStem: 'farmer-report',
  query: reportQuery('farmer'),
  columns: (services) => [
    column.accessor('farmerCode', { header: 'Code', meta: { className: 'w-16 tabular-nums' } }),
    column.accessor('farmerName', {
      header: 'Farmer',
      cell: (info) => <NameCell name={info.getValue()} />,
    }),
    column.accessor('village', { header: 'Village', meta: { optional: true } }),
    column.accessor('tokens', { header: 'Tokens', cell: figure, meta: numberColumn }),
    column.accessor('crates', { header: 'Crates', cell: figure, meta: numberColumn }),
    column.accessor('quintals', { header: 'Qtl', cell: figure, meta: { ...numberColumn, optional: true } }),
    column.accessor('opening', { header: 'Opening', cell: money, meta: { ...moneyColumn, optional: true } }),
    column.accessor('gross', { header: 'Gross', cell: money, meta: moneyColumn }),
    ...services.map(serviceColumn),
    column.accessor('otherDeductions', {
      header: 'Other deductions',
      cell: money,
      meta: { ...moneyColumn, optional: true },
    }),
    column.accessor('roundOff', {
      header: 'Round off',
      cell: money,
      meta: { ...moneyColumn, optional: true },
    }),
    column.accessor('waived', { header: 'Waived', cell: money, meta: { ...moneyColumn, optional: true } }),
    column.accessor('deductions', { header: 'Deductions', cell: money, meta: moneyColumn }),
    column.accessor('net', { header: 'Net', cell: money, meta: moneyColumn }),
    column.accessor('paid', { header: 'Paid', cell: money, meta: moneyColumn }),
    column.accessor('balance', { header: 'Balance', cell: money, meta: moneyColumn }),
  ],
  getRowId: (row) => row.farmerKeyID,
  rowName: (row) => `${row.farmerCode} ${row.farmerName}`,
  searchPlaceholder: 'Search code, farmer, village',
}

const WITH_BALANCE = [{ value: true, label: 'With balance' }] as const

/** /farmerReport: filtered by place (down to the taluka), product and farmers we still owe. */
export function FarmerReportPage() {
  const products = useQuery(productQueries.lookup())
  return (
    <ReportPage
      report={farmerReport}
      filters={
        <>
          <LocationFilters taluka />
          <ListFilterSelect
            filterKey="productID"
            label="Product"
            options={products.data?.map((p) => ({ value: p.productID, label: p.productName })) ?? []}
          />
          <ListFilterSelect filterKey="withBalance" label="Balance" options={WITH_BALANCE} />
        </>
      }
    />
  )
}
