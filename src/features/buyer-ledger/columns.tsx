import type { CollectionRow } from '@contracts'
import { type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'
import { AGEING_BUCKETS } from '@/components/money'
import { formatDate, formatMoney } from '@/lib/format'

const column = listColumnHelper<CollectionRow>()
const money = { className: 'text-right whitespace-nowrap', total: 'money' } as const

/** Column ids are the contract's sort columns; the money columns' footers are the server's sums. */
export const collectionColumns: ListColumn<CollectionRow>[] = [
  column.accessor('buyerCode', { header: 'Code', meta: { className: 'w-16 tabular-nums' } }),
  column.accessor('buyerName', {
    header: 'Buyer',
    cell: (info) => <NameCell name={info.getValue()} secondary={info.row.original.city} />,
  }),
  column.accessor('outstanding', {
    header: 'Outstanding',
    cell: (info) => formatMoney(info.getValue()),
    meta: money,
  }),
  column.accessor('advance', {
    header: 'Advance',
    cell: (info) => formatMoney(info.getValue()),
    enableSorting: false,
    meta: money,
  }),
  column.accessor('overdue', {
    header: 'Overdue',
    cell: (info) => formatMoney(info.getValue()),
    meta: money,
  }),
  ...AGEING_BUCKETS.map(([key, name]) =>
    column.accessor(key, {
      header: name,
      cell: (info) => formatMoney(info.getValue()),
      // The buckets split Overdue; the oldest one is what staff chase first.
      meta: { ...money, optional: key !== 'over30' },
    }),
  ),
  column.accessor('oldestDueDate', {
    header: 'Oldest Due',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'whitespace-nowrap', exportText: (value) => formatDate(value as string) },
  }),
]
