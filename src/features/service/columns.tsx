import type { ServiceRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, yesNoText } from '@/components/data-table'
import { Badge } from '@/components/ui/badge'
import { formatNumber } from '@/lib/format'
import { chargeBasisText, partyTypeText } from './options'

const column = listColumnHelper<ServiceRow>()

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const serviceColumns: ListColumn<ServiceRow>[] = [
  column.accessor('serviceName', {
    header: 'Service Name',
    cell: ({ row }) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{row.original.serviceName}</span>
        {row.original.isSystem && <Badge tone="brand">System</Badge>}
      </span>
    ),
  }),
  column.accessor('partyType', {
    header: 'Party Type',
    cell: (info) => partyTypeText(info.getValue()),
    meta: { exportText: partyTypeText },
  }),
  column.accessor('chargeBasis', {
    header: 'Charge Basis',
    cell: (info) => chargeBasisText(info.getValue()),
    meta: { exportText: chargeBasisText },
  }),
  column.accessor('printOnBill', {
    header: 'Print on Bill',
    cell: (info) => yesNoText(info.getValue()),
    enableSorting: false,
    meta: { exportText: yesNoText },
  }),
  column.accessor('gstRatePct', {
    header: 'GST %',
    cell: (info) => `${formatNumber(info.getValue())}%`,
    enableSorting: false,
    meta: { className: 'text-right' },
  }),
  column.accessor('sortOrder', { header: 'Sort Order', meta: { className: 'text-right' } }),
  ...auditColumns<ServiceRow>(),
]
