import { AUCTION_LINE_STATUS, AUCTION_LINE_STATUSES, type AuctionLineRow, RATE_UNIT } from '@contracts'
import { type ListColumn, listColumnHelper, optionText } from '@/components/data-table'
import { lotColumns } from '@/components/sale/lot-columns'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatMoney, formatNumber } from '@/lib/format'

const column = listColumnHelper<AuctionLineRow>()

export const lineStatusText = optionText(AUCTION_LINE_STATUSES)

const STATUS_TONE: Record<number, BadgeTone> = {
  [AUCTION_LINE_STATUS.Sold]: 'green',
  [AUCTION_LINE_STATUS.Invoiced]: 'slate',
  [AUCTION_LINE_STATUS.Cancelled]: 'amber',
}

/** What a rate is per, as the yard says it: ₹142 per kg, ₹310 per crate, ₹1,851 per qtl. */
const PER: Record<number, string> = {
  [RATE_UNIT.PerKg]: 'kg',
  [RATE_UNIT.PerCrate]: 'crate',
  [RATE_UNIT.PerQuintal]: 'qtl',
  [RATE_UNIT.LumpSum]: 'lump sum',
  [RATE_UNIT.PerTenKg]: '10 kg',
}
const perText = (rateUnit: unknown) => PER[rateUnit as number] ?? ''

/** A weight-based line not weighed yet has no net weight and no amount: shown as such, not as 0. */
const awaiting = (row: AuctionLineRow, text: string) => (row.awaitingWeight ? 'Awaiting weight' : text)

/** A per-crate line sold without weighing has no net weight to show. */
const netText = (row: AuctionLineRow) => (row.netWeightKg > 0 ? formatNumber(row.netWeightKg) : '')

/** Column ids are the contract's sort columns and the names of the totals the server sends. */
export const auctionLineColumns: ListColumn<AuctionLineRow>[] = [
  ...lotColumns<AuctionLineRow>(),
  column.accessor('productName', { header: 'Product', meta: { optional: true } }),
  column.accessor('gradeName', { header: 'Grade', enableSorting: false }),
  column.accessor('buyerName', {
    header: 'Buyer',
    cell: (info) => `${info.row.original.buyerCode} ${info.getValue()}`,
    meta: { className: 'min-w-36' },
  }),
  column.accessor('crates', {
    header: 'Crates',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right tabular-nums', total: 'number' },
  }),
  column.accessor('rate', {
    header: 'Rate (₹)',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('rateUnit', {
    header: 'Per',
    cell: (info) => perText(info.getValue()),
    enableSorting: false,
    meta: { exportText: perText, className: 'whitespace-nowrap' },
  }),
  column.accessor('netWeightKg', {
    header: 'Net kg',
    cell: (info) => awaiting(info.row.original, netText(info.row.original)),
    meta: { className: 'text-right whitespace-nowrap tabular-nums', total: 'number' },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (info) => awaiting(info.row.original, formatMoney(info.getValue())),
    meta: { className: 'text-right whitespace-nowrap tabular-nums', total: 'money' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge tone={STATUS_TONE[info.getValue()]}>{lineStatusText(info.getValue())}</Badge>,
    meta: { exportText: lineStatusText },
  }),
]
