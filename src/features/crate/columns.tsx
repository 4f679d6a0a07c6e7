import { type CrateBalanceRow, PARTY_TYPES } from '@contracts'
import { dateColumn, type ListColumn, listColumnHelper, optionText } from '@/components/data-table'
import { formatNumber } from '@/lib/format'

const column = listColumnHelper<CrateBalanceRow>()
const partyTypeText = optionText(PARTY_TYPES)
const count = { className: 'text-right', total: 'number' } as const

/** Column ids are the contract's sort columns; the counts' footer is the server's sum over the filter. */
export const crateBalanceColumns: ListColumn<CrateBalanceRow>[] = [
  column.accessor('partyName', {
    header: 'Party',
    cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
  }),
  column.accessor('partyType', {
    header: 'Party Type',
    enableSorting: false,
    cell: (info) => partyTypeText(info.getValue()),
    meta: { exportText: partyTypeText },
  }),
  column.accessor('crateTypeName', { header: 'Crate Type' }),
  column.accessor('outQty', { header: 'Out', cell: (info) => formatNumber(info.getValue()), meta: count }),
  column.accessor('inQty', { header: 'In', cell: (info) => formatNumber(info.getValue()), meta: count }),
  column.accessor('balance', {
    header: 'Balance',
    cell: (info) => formatNumber(info.getValue()),
    meta: count,
  }),
  column.accessor('oldestOutDate', { header: 'Out Since', ...dateColumn }),
]
