import {
  BILL_STATUS,
  BILL_STATUSES,
  type FarmerBillRow,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
  type PendingTokenRow,
  TRANSPORTATION_TYPES,
  tokenLabel,
} from '@contracts'
import { type ListColumn, listColumnHelper, NameCell, optionText } from '@/components/data-table'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'

const pending = listColumnHelper<PendingTokenRow>()
const bill = listColumnHelper<FarmerBillRow>()

const transportText = optionText(TRANSPORTATION_TYPES)
export const paymentStatusText = optionText(PAYMENT_STATUSES)
export const billStatusText = optionText(BILL_STATUSES)
const tokensText = (tokenNos: readonly number[]) => tokenNos.map(tokenLabel).join(', ')

const PAYMENT_TONE: Record<number, BadgeTone> = {
  [PAYMENT_STATUS.Unpaid]: 'amber',
  [PAYMENT_STATUS.Partial]: 'brand',
  [PAYMENT_STATUS.Paid]: 'green',
}

const money = { className: 'text-right tabular-nums whitespace-nowrap' } as const
const moneyCell = (value: number) => formatMoney(value)

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const pendingTokenColumns: ListColumn<PendingTokenRow>[] = [
  pending.accessor('tokenNo', {
    header: 'Token',
    cell: (info) => <span className="font-semibold text-slate-900">{tokenLabel(info.getValue())}</span>,
    meta: { className: 'w-20 tabular-nums', exportText: (value) => tokenLabel(value as number) },
  }),
  pending.accessor('tokenDate', {
    header: 'Date',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'whitespace-nowrap', exportText: (value) => formatDate(String(value)) },
  }),
  pending.accessor('vehicleNo', { header: 'Vehicle No.', enableSorting: false }),
  pending.accessor('farmerCode', { header: 'Code', meta: { className: 'w-16 tabular-nums' } }),
  pending.accessor('farmerName', {
    header: 'Farmer Name',
    cell: (info) => <NameCell name={info.getValue()} secondary={info.row.original.village} />,
    meta: { className: 'min-w-36' },
  }),
  pending.accessor('productName', { header: 'Product' }),
  pending.accessor('transportationType', {
    header: 'Transport',
    cell: (info) => transportText(info.getValue()),
    enableSorting: false,
    meta: { exportText: transportText },
  }),
  pending.accessor('crates', {
    header: 'Crates',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: 'text-right tabular-nums' },
  }),
  pending.accessor('netWeightKg', {
    header: 'Net kg',
    cell: (info) =>
      info.row.original.awaitingWeight ? (
        <Badge tone="amber">Not weighed</Badge>
      ) : (
        formatNumber(info.getValue())
      ),
    meta: { className: 'text-right tabular-nums' },
  }),
  pending.accessor('grossAmount', {
    header: 'Gross',
    cell: (info) => moneyCell(info.getValue()),
    meta: money,
  }),
]

export function PaymentStatusBadge({ status }: { status: number }) {
  return <Badge tone={PAYMENT_TONE[status]}>{paymentStatusText(status)}</Badge>
}

export const farmerBillColumns: ListColumn<FarmerBillRow>[] = [
  bill.accessor('billNo', {
    header: 'Bill No.',
    cell: (info) => <span className="font-semibold whitespace-nowrap text-slate-900">{info.getValue()}</span>,
  }),
  bill.accessor('billDate', {
    header: 'Date',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'whitespace-nowrap', exportText: (value) => formatDate(String(value)) },
  }),
  bill.accessor('farmerCode', { header: 'Code', meta: { className: 'w-16 tabular-nums' } }),
  bill.accessor('farmerName', {
    header: 'Farmer Name',
    cell: (info) => <NameCell name={info.getValue()} secondary={info.row.original.village} />,
    meta: { className: 'min-w-36' },
  }),
  bill.accessor('tokenNos', {
    header: 'Tokens',
    cell: (info) => tokensText(info.getValue()),
    enableSorting: false,
    meta: { exportText: (value) => tokensText(value as number[]) },
  }),
  bill.accessor('grossAmount', {
    header: 'Gross',
    cell: (info) => moneyCell(info.getValue()),
    meta: { ...money, total: 'money' },
  }),
  bill.accessor('totalDeductions', {
    header: 'Deductions',
    cell: (info) => moneyCell(info.getValue()),
    meta: { ...money, total: 'money' },
  }),
  bill.accessor('netPayable', {
    header: 'Net Payable',
    cell: (info) => <span className="font-semibold">{moneyCell(info.getValue())}</span>,
    meta: { ...money, total: 'money' },
  }),
  bill.accessor('paidAmount', {
    header: 'Paid',
    cell: (info) => moneyCell(info.getValue()),
    meta: { ...money, total: 'money' },
  }),
  bill.accessor('balance', {
    header: 'Balance',
    cell: (info) => moneyCell(info.getValue()),
    meta: { ...money, total: 'money' },
  }),
  bill.accessor('paymentStatus', {
    header: 'Payment',
    cell: (info) => <PaymentStatusBadge status={info.getValue()} />,
    meta: { exportText: paymentStatusText },
  }),
  bill.accessor('status', {
    header: 'Status',
    cell: (info) => {
      const row = info.row.original
      if (row.status === BILL_STATUS.Cancelled) return <Badge tone="slate">Cancelled</Badge>
      return <Badge tone={row.isLocked ? 'amber' : 'green'}>{row.isLocked ? 'Locked' : 'Active'}</Badge>
    },
    meta: { exportText: billStatusText },
  }),
]
