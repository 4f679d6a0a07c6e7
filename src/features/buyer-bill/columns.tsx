import {
  BILL_STATUS,
  BILL_STATUSES,
  type BuyerBillRow,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
  TRANSPORTATION_TYPES,
} from '@contracts'
import { dateColumn, type ListColumn, listColumnHelper, NameCell, optionText } from '@/components/data-table'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatMoney, formatNumber } from '@/lib/format'

const column = listColumnHelper<BuyerBillRow>()

export const paymentStatusText = optionText(PAYMENT_STATUSES)
export const billStatusText = optionText(BILL_STATUSES)
export const transportText = optionText(TRANSPORTATION_TYPES)

const PAYMENT_TONE: Record<number, BadgeTone> = {
  [PAYMENT_STATUS.Unpaid]: 'amber',
  [PAYMENT_STATUS.Partial]: 'brand',
  [PAYMENT_STATUS.Paid]: 'green',
}

const money = (
  key: 'goodsAmount' | 'servicesAmount' | 'totalAmount' | 'receivedAmount' | 'balance',
  header: string,
  optional = false,
) =>
  column.accessor(key, {
    header,
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'text-right tabular-nums whitespace-nowrap', total: 'money', optional },
  })

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const buyerBillColumns: ListColumn<BuyerBillRow>[] = [
  column.accessor('billNo', {
    header: 'Invoice No.',
    cell: (info) => <span className="font-semibold whitespace-nowrap text-slate-900">{info.getValue()}</span>,
  }),
  column.accessor('billDate', {
    header: 'Date',
    ...dateColumn,
    meta: { ...dateColumn.meta, optional: true },
  }),
  column.accessor('buyerName', {
    header: 'Buyer',
    cell: (info) => <NameCell name={info.getValue()} secondary={`Code ${info.row.original.buyerCode}`} />,
    meta: { className: 'min-w-28' },
  }),
  column.accessor('isGroup', {
    header: 'Kind',
    cell: (info) => (info.getValue() ? 'Group' : 'Per token'),
    enableSorting: false,
    meta: { exportText: (value) => (value ? 'Group' : 'Per token'), optional: true },
  }),
  column.accessor('transportationType', {
    header: 'Transport',
    cell: (info) => transportText(info.getValue()),
    enableSorting: false,
    meta: { exportText: transportText, optional: true },
  }),
  column.accessor('tokenCount', {
    header: 'Tokens',
    cell: (info) => formatNumber(info.getValue()),
    enableSorting: false,
    meta: { className: 'text-right tabular-nums', optional: true },
  }),
  money('goodsAmount', 'Goods', true),
  money('servicesAmount', 'Services', true),
  money('totalAmount', 'Total'),
  money('receivedAmount', 'Received'),
  money('balance', 'Balance'),
  column.accessor('dueDate', {
    header: 'Due Date',
    ...dateColumn,
  }),
  column.accessor('paymentStatus', {
    header: 'Payment',
    cell: (info) => <Badge tone={PAYMENT_TONE[info.getValue()]}>{paymentStatusText(info.getValue())}</Badge>,
    meta: { exportText: paymentStatusText },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge tone={info.getValue() === BILL_STATUS.Cancelled ? 'amber' : 'slate'}>
        {billStatusText(info.getValue())}
      </Badge>
    ),
    meta: { exportText: billStatusText },
  }),
]
