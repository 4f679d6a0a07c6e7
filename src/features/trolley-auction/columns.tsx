import {
  TROLLEY_AUCTION_STATUS,
  TROLLEY_AUCTION_STATUSES,
  TROLLEY_RATE_TYPE,
  TROLLEY_RATE_TYPES,
  type TrolleyAuctionRow,
} from '@contracts'
import { type ListColumn, listColumnHelper, optionText } from '@/components/data-table'
import { lotColumns } from '@/components/sale/lot-columns'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatMoney, formatNumber } from '@/lib/format'

const column = listColumnHelper<TrolleyAuctionRow>()

export const lotStatusText = optionText(TROLLEY_AUCTION_STATUSES)
export const rateTypeText = optionText(TROLLEY_RATE_TYPES)

const STATUS_TONE: Record<number, BadgeTone> = {
  [TROLLEY_AUCTION_STATUS.RateFixed]: 'brand',
  [TROLLEY_AUCTION_STATUS.Weighed]: 'green',
  [TROLLEY_AUCTION_STATUS.Invoiced]: 'slate',
  [TROLLEY_AUCTION_STATUS.Cancelled]: 'amber',
}

export function LotStatusBadge({ status }: { status: number }) {
  return <Badge tone={STATUS_TONE[status]}>{lotStatusText(status)}</Badge>
}

/** The price agreed: ₹ per quintal, or the lump sum for the whole trolley. */
const priceOf = (row: Pick<TrolleyAuctionRow, 'rateType' | 'rate' | 'lumpSumAmount'>) =>
  row.rateType === TROLLEY_RATE_TYPE.LumpSum ? row.lumpSumAmount : row.rate

/** A lot not weighed yet has no net (and, per quintal, no amount): shown as such, not as 0. */
const unlessUnweighed = (row: TrolleyAuctionRow, text: string) =>
  row.status === TROLLEY_AUCTION_STATUS.RateFixed ? 'Awaiting weight' : text

/** Column ids are the contract's sort columns and the names of the totals the server sends. */
export const trolleyLotColumns: ListColumn<TrolleyAuctionRow>[] = [
  ...lotColumns<TrolleyAuctionRow>(),
  column.accessor('vehicleNo', {
    header: 'Vehicle No.',
    meta: { className: 'whitespace-nowrap', optional: true },
  }),
  column.accessor('productName', { header: 'Product', meta: { optional: true } }),
  column.accessor('buyerName', {
    header: 'Buyer',
    cell: (info) => `${info.row.original.buyerCode} ${info.getValue()}`,
    meta: { className: 'min-w-36' },
  }),
  column.accessor('rateType', {
    header: 'Rate Type',
    cell: (info) => rateTypeText(info.getValue()),
    // Stays in view: it says whether the next column is a rate or a lump sum.
    meta: { exportText: rateTypeText, className: 'whitespace-nowrap' },
  }),
  column.accessor(priceOf, {
    id: 'rate',
    header: 'Rate / Lump Sum (₹)',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('impliedRatePerQuintal', {
    header: '₹/qtl',
    cell: (info) => {
      const rate = info.getValue()
      return rate === null ? '' : formatNumber(rate)
    },
    enableSorting: false,
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('netWeightKg', {
    header: 'Net kg',
    cell: (info) => unlessUnweighed(info.row.original, formatNumber(info.getValue())),
    meta: { className: 'text-right whitespace-nowrap tabular-nums', total: 'number' },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (info) =>
      info.row.original.rateType === TROLLEY_RATE_TYPE.PerQuintal
        ? unlessUnweighed(info.row.original, formatMoney(info.getValue()))
        : formatMoney(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums', total: 'money' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <LotStatusBadge status={info.getValue()} />,
    meta: { exportText: lotStatusText },
  }),
]
