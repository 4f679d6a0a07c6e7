import { tokenLabel } from '@contracts'
import { type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'
import { formatDate, formatDateTime, formatTime } from '@/lib/format'

/** What every sale list shows first, whether a crate sale line or a trolley lot. */
interface SoldLot {
  tokenNo: number
  auctionDateTime: string
  farmerCode: number
  farmerName: string
  village: string
}

const column = listColumnHelper<SoldLot>()

const LOT_COLUMNS: ListColumn<SoldLot>[] = [
  column.accessor('tokenNo', {
    header: 'Token',
    cell: (info) => <span className="font-semibold text-slate-900">{tokenLabel(info.getValue())}</span>,
    meta: { className: 'w-20 tabular-nums', exportText: (value) => tokenLabel(value as number) },
  }),
  column.accessor('auctionDateTime', {
    header: 'Sold At',
    cell: (info) => <NameCell name={formatTime(info.getValue())} secondary={formatDate(info.getValue())} />,
    meta: {
      className: 'whitespace-nowrap',
      exportText: (value) => formatDateTime(value as string),
      optional: true,
    },
  }),
  column.accessor('farmerName', {
    header: 'Farmer',
    cell: (info) => (
      <NameCell
        name={`${info.row.original.farmerCode} ${info.getValue()}`}
        secondary={info.row.original.village}
      />
    ),
    meta: { className: 'min-w-36' },
  }),
]

/**
 * The token, the time of the sale and the farmer: the first columns of the crate sales and the
 * trolley lots lists. The cast only widens the row: these columns read fields every sale row has.
 */
export const lotColumns = <TRow extends SoldLot>() => LOT_COLUMNS as unknown as ListColumn<TRow>[]
