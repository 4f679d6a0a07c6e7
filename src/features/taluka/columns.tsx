import type { TalukaRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'

const column = listColumnHelper<TalukaRow>()

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const talukaColumns: ListColumn<TalukaRow>[] = [
  column.accessor('talukaName', {
    header: 'Taluka Name',
    cell: ({ row }) => (
      <NameCell name={row.original.talukaName} secondary={row.original.talukaNameMr} lang="mr" />
    ),
  }),
  column.accessor('districtName', { header: 'District' }),
  column.accessor('stateName', { header: 'State' }),
  ...auditColumns<TalukaRow>(),
]
