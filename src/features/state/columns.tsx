import type { StateRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'
import { formatNumber } from '@/lib/format'

const column = listColumnHelper<StateRow>()

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const stateColumns: ListColumn<StateRow>[] = [
  column.accessor('stateName', {
    header: 'State Name',
    cell: ({ row }) => (
      <NameCell name={row.original.stateName} secondary={row.original.stateNameMr} lang="mr" />
    ),
  }),
  column.accessor('stateCode', { header: 'GST State Code' }),
  column.accessor('districtCount', {
    header: 'Districts',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right' },
  }),
  ...auditColumns<StateRow>(),
]
