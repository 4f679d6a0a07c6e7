import { GRADING_TYPES, type GradingReportRow } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { ListFilterSelect, listColumnHelper } from '@/components/data-table'
import { productQueries } from '@/features/product/api'
import { formatNumber } from '@/lib/format'
import { reportQuery } from './api'
import {
  figure,
  figureColumn,
  money,
  moneyColumn,
  numberColumn,
  type ReportDefinition,
} from './report-definition'
import { ReportPage } from './report-page'

const column = listColumnHelper<GradingReportRow>()
const unsorted = { enableSorting: false } as const

/** Per product and grade: graded crates and their share of the product, the kg and rates its sales made. */
export const gradingReport: ReportDefinition<GradingReportRow> = {
  name: 'grading',
  title: 'Grading Report',
  fileStem: 'grading-report',
  query: reportQuery('grading'),
  columns: [
    column.accessor('productName', { header: 'Product' }),
    column.accessor('gradeName', { header: 'Grade' }),
    column.accessor('crates', { header: 'Crates', cell: figure, meta: numberColumn }),
    column.accessor('kg', { header: 'Kg weighed', cell: figure, meta: numberColumn }),
    // Crate lines never weighed, at crates × crate capacity: kept apart so no one reads them as weighed.
    column.accessor('estimatedKg', { header: 'Est. kg', cell: figure, meta: numberColumn }),
    column.accessor('sharePercent', {
      header: 'Share %',
      cell: (info) => `${formatNumber(info.getValue())}%`,
      meta: figureColumn,
    }),
    column.accessor('minRate', { header: 'Min ₹/qtl', cell: money, ...unsorted, meta: figureColumn }),
    column.accessor('maxRate', { header: 'Max ₹/qtl', cell: money, ...unsorted, meta: figureColumn }),
    column.accessor('averageRate', { header: 'Avg ₹/qtl', cell: money, meta: figureColumn }),
    column.accessor('amount', { header: 'Amount', cell: money, meta: moneyColumn }),
  ],
  getRowId: (row) => row.rowKeyID,
  rowName: (row) => `${row.productName} ${row.gradeName}`,
  searchPlaceholder: 'Search product, grade',
}

const GRADED_BY = GRADING_TYPES.filter((type) => type.value !== 0)

/** /gradeReport: by product and how the lots were graded. */
export function GradingReportPage() {
  const products = useQuery(productQueries.lookup())
  return (
    <ReportPage
      report={gradingReport}
      filters={
        <>
          <ListFilterSelect
            filterKey="productID"
            label="Product"
            options={products.data?.map((p) => ({ value: p.productID, label: p.productName })) ?? []}
          />
          <ListFilterSelect filterKey="gradingType" label="Graded by" options={GRADED_BY} />
        </>
      }
    />
  )
}
