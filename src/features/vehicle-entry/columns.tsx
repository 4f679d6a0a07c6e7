import { VEHICLE_ENTRY_STATUS, VEHICLE_ENTRY_STATUSES, type VehicleEntryRow } from '@contracts'
import { type ListColumn, listColumnHelper, optionText } from '@/components/data-table'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatMoney, formatTime } from '@/lib/format'

const column = listColumnHelper<VehicleEntryRow>()

export const entryStatusText = optionText(VEHICLE_ENTRY_STATUSES)

const STATUS_TONE: Record<number, BadgeTone> = {
  [VEHICLE_ENTRY_STATUS.In]: 'green',
  [VEHICLE_ENTRY_STATUS.Out]: 'slate',
  [VEHICLE_ENTRY_STATUS.Cancelled]: 'amber',
}

const joined = (names: unknown) => (Array.isArray(names) ? names.join(', ') : '')

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const vehicleEntryColumns: ListColumn<VehicleEntryRow>[] = [
  column.accessor('entryNo', { header: 'Entry No.', meta: { className: 'w-16 tabular-nums' } }),
  column.accessor('entryDateTime', {
    header: 'In Time',
    cell: (info) => formatTime(info.getValue()),
    meta: { className: 'whitespace-nowrap', exportText: (value) => formatTime(value as string) },
  }),
  column.accessor('vehicleNo', {
    header: 'Vehicle No.',
    cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('vehicleTypeName', { header: 'Vehicle Type' }),
  column.accessor('driverName', { header: 'Driver', meta: { optional: true } }),
  column.accessor('fromVillage', { header: 'Village', meta: { optional: true } }),
  column.accessor('farmerNames', {
    header: 'Farmers',
    cell: (info) => joined(info.getValue()),
    enableSorting: false,
    meta: { className: 'min-w-40', exportText: joined },
  }),
  column.accessor('tokenCount', { header: 'Tokens', meta: { className: 'text-right tabular-nums' } }),
  column.accessor('entryFee', {
    header: 'Entry Fee',
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge tone={STATUS_TONE[info.getValue()]}>{entryStatusText(info.getValue())}</Badge>,
    meta: { exportText: entryStatusText },
  }),
]
