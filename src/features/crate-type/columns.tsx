import type { CrateTypeRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper } from '@/components/data-table'
import { formatMoney, formatNumber } from '@/lib/format'

const column = listColumnHelper<CrateTypeRow>()

const returnableText = (value: unknown) => (value ? 'Returnable' : 'One-way')

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const crateTypeColumns: ListColumn<CrateTypeRow>[] = [
  column.accessor('crateTypeName', {
    header: 'Crate Type',
    cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
  }),
  column.accessor('capacityKg', {
    header: 'Capacity (kg)',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right' },
  }),
  column.accessor('lostValue', {
    header: 'Lost Value',
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap' },
  }),
  column.accessor('isReturnable', {
    header: 'Returnable',
    cell: (info) => returnableText(info.getValue()),
    meta: { exportText: returnableText },
  }),
  ...auditColumns<CrateTypeRow>(),
]
