import { BUYER_TYPES, type BuyerReportRow } from '@contracts'
import {
  dateColumn,
  ListFilterSelect,
  listColumnHelper,
  NameCell,
  useListView,
} from '@/components/data-table'
import { AGEING_BUCKETS, DuesAsOf } from '@/components/money'
import { todayInKolkata } from '@/lib/format'
import { reportQuery } from './api'
import { figure, money, moneyColumn, numberColumn, type ReportDefinition } from './report-definition'
import { ReportPage } from './report-page'

const column = listColumnHelper<BuyerReportRow>()

/**
 * Per buyer: the balance before the period, its invoices and receipts, and the dues on its last day
 * (today over all dates): opening + invoiced − received = outstanding − advance on every row.
 */
export const buyerReport: ReportDefinition<BuyerReportRow> = {
  name: 'buyer',
  title: 'Buyer Report',
  fileStem: 'buyer-report',
  query: reportQuery('buyer'),
  columns: [
    column.accessor('buyerCode', { header: 'Code', meta: { className: 'w-16 tabular-nums' } }),
    column.accessor('buyerName', {
      header: 'Buyer',
      cell: (info) => <NameCell name={info.getValue()} secondary={info.row.original.buyerType} />,
    }),
    column.accessor('city', { header: 'City', meta: { optional: true } }),
    column.accessor('crates', { header: 'Crates', cell: figure, meta: { ...numberColumn, optional: true } }),
    column.accessor('kg', { header: 'Kg', cell: figure, meta: { ...numberColumn, optional: true } }),
    column.accessor('goods', { header: 'Goods', cell: money, meta: { ...moneyColumn, optional: true } }),
    column.accessor('charges', { header: 'Charges', cell: money, meta: { ...moneyColumn, optional: true } }),
    column.accessor('opening', {
      header: 'Opening',
      cell: money,
      enableSorting: false,
      meta: { ...moneyColumn, optional: true },
    }),
    column.accessor('invoiced', { header: 'Invoiced', cell: money, meta: moneyColumn }),
    column.accessor('received', { header: 'Received', cell: money, meta: moneyColumn }),
    column.accessor('outstanding', { header: 'Outstanding', cell: money, meta: moneyColumn }),
    column.accessor('advance', { header: 'Advance', cell: money, enableSorting: false, meta: moneyColumn }),
    column.accessor('overdue', { header: 'Overdue', cell: money, meta: moneyColumn }),
    ...AGEING_BUCKETS.map(([key, name]) =>
      column.accessor(key, {
        header: name,
        cell: money,
        enableSorting: key === 'over30',
        // The buckets split Overdue; the oldest one is what staff chase first.
        meta: { ...moneyColumn, optional: key !== 'over30' },
      }),
    ),
    column.accessor('lastReceiptDate', {
      header: 'Last Receipt',
      ...dateColumn,
    }),
  ],
  getRowId: (row) => row.buyerKeyID,
  rowName: (row) => `${row.buyerCode} ${row.buyerName}`,
  searchPlaceholder: 'Search code, buyer, city',
}

const TYPES = BUYER_TYPES.map((type) => ({ value: type, label: type }))
const OVERDUE = [{ value: true, label: 'Overdue only' }] as const

/** /buyerReport: by buyer type, and only those with something overdue. */
export function BuyerReportPage() {
  const { request } = useListView(undefined, true)
  return (
    <>
      <DuesAsOf
        date={request.toDate && request.toDate < todayInKolkata() ? request.toDate : todayInKolkata()}
      />
      <ReportPage
        report={buyerReport}
        filters={
          <>
            <ListFilterSelect filterKey="buyerType" label="Type" options={TYPES} />
            <ListFilterSelect filterKey="overdueOnly" label="Show" options={OVERDUE} />
          </>
        }
      />
    </>
  )
}
