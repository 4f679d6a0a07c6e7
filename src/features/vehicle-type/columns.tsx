import { TRANSPORTATION_TYPES, type VehicleTypeRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, optionText } from '@/components/data-table'
import { formatMoney, formatNumber } from '@/lib/format'

const column = listColumnHelper<VehicleTypeRow>()

const transportText = optionText(TRANSPORTATION_TYPES)

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const vehicleTypeColumns: ListColumn<VehicleTypeRow>[] = [
  column.accessor('vehicleTypeName', {
    header: 'Vehicle Type',
    cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
  }),
  column.accessor('defaultTransportationType', {
    header: 'Transportation Type',
    cell: (info) => transportText(info.getValue()),
    meta: { exportText: transportText },
  }),
  column.accessor('entryFee', {
    header: 'Entry Fee',
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap' },
  }),
  column.accessor('typicalCapacityKg', {
    header: 'Typical Capacity (kg)',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right' },
  }),
  ...auditColumns<VehicleTypeRow>(),
]
