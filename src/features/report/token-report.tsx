import {
  GRADING_TYPES,
  TOKEN_STATUSES,
  type TokenReportRow,
  TRANSPORTATION_TYPES,
  tokenLabel,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { dateColumn, ListFilterSelect, listColumnHelper, optionText } from '@/components/data-table'
import { productQueries } from '@/features/product/api'
import { formatNumber } from '@/lib/format'
import { reportQuery } from './api'
import { figure, money, moneyColumn, numberColumn, type ReportDefinition } from './report-definition'
import { ReportPage } from './report-page'

const column = listColumnHelper<TokenReportRow>()
const unsorted = { enableSorting: false } as const
const statusText = optionText(TOKEN_STATUSES)
const transportText = optionText(TRANSPORTATION_TYPES)
const gradingText = optionText(GRADING_TYPES)

/** '1 h 25 min' from issue to the first sale; blank while unsold. */
const waitText = (minutes: unknown) =>
  typeof minutes === 'number'
    ? minutes >= 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${formatNumber(minutes)} min`
    : ''

/** Per token of the period: the gate's facts, what its sales fetched and from whom, and its patti. */
export const tokenReport: ReportDefinition<TokenReportRow> = {
  name: 'token',
  title: 'Token Report',
  fileStem: 'token-report',
  query: reportQuery('token'),
  columns: [
    column.accessor('tokenNo', {
      header: 'Token',
      cell: (info) => tokenLabel(info.getValue()),
      meta: { className: 'w-16 tabular-nums', exportText: (value) => tokenLabel(value as number) },
    }),
    column.accessor('tokenDate', {
      header: 'Date',
      ...dateColumn,
    }),
    column.accessor('time', { header: 'Time', ...unsorted, meta: { optional: true } }),
    column.accessor('vehicleNo', {
      header: 'Vehicle',
      meta: { className: 'whitespace-nowrap', optional: true },
    }),
    column.accessor('farmerName', { header: 'Farmer' }),
    column.accessor('productName', { header: 'Product' }),
    column.accessor('transportationType', {
      header: 'Transport',
      cell: (info) => transportText(info.getValue()),
      ...unsorted,
      meta: { exportText: transportText, optional: true },
    }),
    column.accessor('crates', { header: 'Crates', cell: figure, meta: numberColumn }),
    column.accessor('kg', { header: 'Kg', cell: figure, meta: numberColumn }),
    column.accessor('gradingType', {
      header: 'Grading',
      cell: (info) => gradingText(info.getValue()),
      ...unsorted,
      meta: { exportText: gradingText, optional: true },
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => statusText(info.getValue()),
      meta: { exportText: statusText },
    }),
    column.accessor('buyers', { header: 'Buyers', ...unsorted }),
    column.accessor('gross', { header: 'Gross', cell: money, meta: moneyColumn }),
    column.accessor('billNo', { header: 'Bill No.', ...unsorted, meta: { className: 'whitespace-nowrap' } }),
    column.accessor('minutesToAuction', {
      header: 'To Auction',
      cell: (info) => waitText(info.getValue()),
      meta: {
        className: 'whitespace-nowrap text-right',
        exportText: (value) => (value == null ? '' : String(value)),
      },
    }),
  ],
  getRowId: (row) => row.tokenKeyID,
  rowName: (row) => `Token ${tokenLabel(row.tokenNo)}`,
  searchPlaceholder: 'Search token, vehicle, farmer, buyer',
}

/** /tokenReport: by status, product and transport. */
export function TokenReportPage() {
  const products = useQuery(productQueries.lookup())
  return (
    <ReportPage
      report={tokenReport}
      filters={
        <>
          <ListFilterSelect filterKey="status" label="Status" options={TOKEN_STATUSES} />
          <ListFilterSelect
            filterKey="productID"
            label="Product"
            options={products.data?.map((p) => ({ value: p.productID, label: p.productName })) ?? []}
          />
          <ListFilterSelect filterKey="transportationType" label="Transport" options={TRANSPORTATION_TYPES} />
        </>
      }
    />
  )
}
