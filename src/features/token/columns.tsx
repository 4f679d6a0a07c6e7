import {
  GRADING_TYPES,
  TOKEN_STATUS,
  TOKEN_STATUSES,
  type TokenRow,
  TRANSPORTATION_TYPES,
  tokenLabel,
} from '@contracts'
import { type ListColumn, listColumnHelper, NameCell, optionText } from '@/components/data-table'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatNumber, formatTime } from '@/lib/format'

const column = listColumnHelper<TokenRow>()

export const tokenStatusText = optionText(TOKEN_STATUSES)
export const gradingTypeText = optionText(GRADING_TYPES)
const transportText = optionText(TRANSPORTATION_TYPES)

const STATUS_TONE: Record<number, BadgeTone> = {
  [TOKEN_STATUS.Open]: 'brand',
  [TOKEN_STATUS.Graded]: 'green',
  [TOKEN_STATUS.Auctioned]: 'slate',
  [TOKEN_STATUS.Billed]: 'slate',
  [TOKEN_STATUS.Cancelled]: 'amber',
}

export function TokenStatusBadge({ status }: { status: number }) {
  return <Badge tone={STATUS_TONE[status]}>{tokenStatusText(status)}</Badge>
}

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const tokenColumns: ListColumn<TokenRow>[] = [
  column.accessor('tokenNo', {
    header: 'Token',
    cell: (info) => <span className="font-semibold text-slate-900">{tokenLabel(info.getValue())}</span>,
    meta: { className: 'w-20 tabular-nums', exportText: (value) => tokenLabel(value as number) },
  }),
  column.accessor('createdDate', {
    header: 'Time',
    cell: (info) => formatTime(info.getValue()),
    meta: { className: 'whitespace-nowrap', exportText: (value) => formatTime(value as string) },
  }),
  column.accessor('vehicleNo', { header: 'Vehicle No.', meta: { className: 'whitespace-nowrap' } }),
  column.accessor('farmerCode', { header: 'Code', meta: { className: 'w-16 tabular-nums' } }),
  column.accessor('farmerName', {
    header: 'Farmer Name',
    cell: (info) => <NameCell name={info.getValue()} secondary={info.row.original.village} />,
    meta: { className: 'min-w-36' },
  }),
  column.accessor('productName', { header: 'Product' }),
  column.accessor('transportationType', {
    header: 'Transport',
    cell: (info) => transportText(info.getValue()),
    enableSorting: false,
    meta: { exportText: transportText, optional: true },
  }),
  column.accessor('declaredCrates', {
    header: 'Crates',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right tabular-nums' },
  }),
  column.accessor('gradedCrates', {
    header: 'Graded',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right tabular-nums' },
  }),
  column.accessor('gradingType', {
    header: 'Grading',
    cell: (info) => gradingTypeText(info.getValue()),
    enableSorting: false,
    meta: { exportText: gradingTypeText, optional: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <TokenStatusBadge status={info.getValue()} />,
    meta: { exportText: tokenStatusText },
  }),
]
