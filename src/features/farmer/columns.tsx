import type { FarmerRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'

const column = listColumnHelper<FarmerRow>()

const joined = (names: unknown) => (Array.isArray(names) ? names.join(', ') : '')

/** The farmer's code and name: what staff call out in the yard and what they search for. */
export const farmerIdentityColumns: ListColumn<FarmerRow>[] = [
  column.accessor('farmerCode', { header: 'Code', meta: { className: 'w-16 tabular-nums' } }),
  column.accessor('farmerName', {
    header: 'Farmer Name',
    cell: (info) => <NameCell name={info.getValue()} />,
    meta: { className: 'min-w-36' },
  }),
  column.accessor('village', { header: 'Village' }),
  column.accessor('mobileNo', { header: 'Mobile', meta: { className: 'tabular-nums' } }),
  column.accessor('talukaName', { header: 'Taluka' }),
]

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const farmerColumns: ListColumn<FarmerRow>[] = [
  ...farmerIdentityColumns,
  column.accessor('marketNames', {
    header: 'Markets',
    cell: (info) => joined(info.getValue()) || <span className="text-slate-500">—</span>,
    enableSorting: false,
    meta: { className: 'min-w-40', exportText: joined },
  }),
  ...auditColumns<FarmerRow>(),
]
