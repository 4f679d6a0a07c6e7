import { CRATE_DIRECTIONS, type CrateMovementRow, PARTY_TYPES } from '@contracts'
import { dateColumn, type ListColumn, listColumnHelper, NameCell, optionText } from '@/components/data-table'
import { DocumentStatusBadge, documentStatusText } from '@/components/money'
import { formatNumber } from '@/lib/format'

const column = listColumnHelper<CrateMovementRow>()
const partyTypeText = optionText(PARTY_TYPES)
export const directionText = optionText(CRATE_DIRECTIONS)
const count = { className: 'text-right whitespace-nowrap', total: 'number' } as const
const countIfAny = (info: { getValue: () => number }) =>
  info.getValue() ? formatNumber(info.getValue()) : ''

/**
 * Column ids are the contract's sort columns. Out and In split the count so each sums in the footer
 * (the server's sum over the live movements of the filter); a cancelled row keeps its reason.
 */
export const crateMovementColumns: ListColumn<CrateMovementRow>[] = [
  column.accessor('movementNo', {
    header: 'Movement No.',
    meta: { className: 'whitespace-nowrap font-medium text-slate-900' },
  }),
  column.accessor('movementDate', { header: 'Date', ...dateColumn }),
  column.accessor('partyName', {
    header: 'Party',
    cell: (info) => (
      <NameCell name={info.getValue()} secondary={partyTypeText(info.row.original.partyType)} />
    ),
  }),
  column.accessor('crateTypeName', { header: 'Crate Type' }),
  column.accessor('outQty', { header: 'Out', cell: countIfAny, meta: count }),
  column.accessor('inQty', { header: 'In', cell: countIfAny, meta: count }),
  column.accessor(
    (row) => [row.tokenText && `Token ${row.tokenText}`, row.remarks].filter(Boolean).join(', '),
    {
      id: 'particulars',
      header: 'Particulars',
      enableSorting: false,
    },
  ),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => (
      <div className="flex flex-col items-start gap-0.5">
        <DocumentStatusBadge status={info.getValue()} />
        {info.row.original.cancelReason && (
          <span className="text-xs text-slate-600">{info.row.original.cancelReason}</span>
        )}
      </div>
    ),
    meta: { exportText: documentStatusText },
  }),
]
