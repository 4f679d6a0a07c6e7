import type { DistrictRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'
import { formatNumber } from '@/lib/format'

const column = listColumnHelper<DistrictRow>()

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const districtColumns: ListColumn<DistrictRow>[] = [
  column.accessor('districtName', {
    header: 'District Name',
    cell: ({ row }) => (
      <NameCell name={row.original.districtName} secondary={row.original.districtNameMr} lang="mr" />
    ),
  }),
  column.accessor('stateName', { header: 'State' }),
  column.accessor('talukaCount', {
    header: 'Talukas',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right' },
  }),
  ...auditColumns<DistrictRow>(),
]
