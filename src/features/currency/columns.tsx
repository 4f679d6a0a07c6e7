import type { CurrencyRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper } from '@/components/data-table'
import { formatDenomination } from '@/components/money'
import { Badge } from '@/components/ui/badge'

const column = listColumnHelper<CurrencyRow>()

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const currencyColumns: ListColumn<CurrencyRow>[] = [
  column.accessor('denomination', {
    header: 'Denomination',
    cell: (info) => <span className="font-medium text-slate-900">{formatDenomination(info.getValue())}</span>,
    meta: { exportText: (value) => formatDenomination(Number(value)) },
  }),
  column.accessor('kind', {
    header: 'Kind',
    cell: (info) => <Badge tone={info.getValue() === 'Note' ? 'brand' : 'amber'}>{info.getValue()}</Badge>,
  }),
  column.accessor('displayName', { header: 'Display Name' }),
  column.accessor('sortOrder', { header: 'Sort Order', meta: { className: 'text-right' } }),
  ...auditColumns<CurrencyRow>(),
]
