import type { ProductRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'
import { formatMoney } from '@/lib/format'
import { rateUnitText, transportText } from './options'

const column = listColumnHelper<ProductRow>()

/** ₹100.00 – ₹400.00; a 0 maximum means no upper alert. */
const rateBand = (row: ProductRow): string =>
  row.maxRateAlert > 0
    ? `${formatMoney(row.minRateAlert)} – ${formatMoney(row.maxRateAlert)}`
    : `From ${formatMoney(row.minRateAlert)}`

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const productColumns: ListColumn<ProductRow>[] = [
  column.accessor('productName', {
    header: 'Product Name',
    cell: ({ row }) => (
      <NameCell name={row.original.productName} secondary={row.original.productNameMr} lang="mr" />
    ),
  }),
  column.accessor('category', { header: 'Category' }),
  column.accessor('gradeNames', {
    header: 'Grades',
    enableSorting: false,
    meta: { className: 'min-w-32' },
  }),
  column.accessor('defaultTransportationType', {
    header: 'Transport',
    cell: (info) => transportText(info.getValue()),
    enableSorting: false,
    meta: { exportText: transportText },
  }),
  column.accessor('defaultRateUnit', {
    header: 'Rate Unit',
    cell: (info) => rateUnitText(info.getValue()),
    meta: { className: 'whitespace-nowrap', exportText: rateUnitText },
  }),
  column.accessor(rateBand, {
    id: 'rateAlert',
    header: 'Rate Alert',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
  }),
  ...auditColumns<ProductRow>(),
]
