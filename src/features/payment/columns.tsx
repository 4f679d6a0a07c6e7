import { PARTY_TYPES, type PaymentRow, TRANSACTION_TYPE } from '@contracts'
import { dateColumn, type ListColumn, listColumnHelper, NameCell, optionText } from '@/components/data-table'
import { DocumentStatusBadge, documentStatusText, modeText } from '@/components/money'
import { formatMoney } from '@/lib/format'

const column = listColumnHelper<PaymentRow>()
const partyTypeText = optionText(PARTY_TYPES)
const money = (value: unknown) => (value ? formatMoney(value as number) : '')

/** Column ids are the contract's sort columns; In and Out are the amount split by direction, summed by the server. */
export const paymentColumns: ListColumn<PaymentRow>[] = [
  column.accessor('voucherNo', {
    header: 'Voucher No.',
    meta: { className: 'whitespace-nowrap font-medium text-slate-900' },
  }),
  column.accessor('paymentDate', {
    header: 'Date',
    ...dateColumn,
  }),
  column.accessor('partyName', {
    header: 'Party',
    cell: (info) => (
      <NameCell
        name={`${info.row.original.partyCode} ${info.getValue()}`}
        secondary={partyTypeText(info.row.original.partyType)}
      />
    ),
  }),
  column.accessor((row) => modeText(row), {
    id: 'paymentMode',
    header: 'Mode',
  }),
  column.accessor((row) => (row.transactionType === TRANSACTION_TYPE.Credit ? row.amount : 0), {
    id: 'amountIn',
    header: 'Credit (In)',
    enableSorting: false,
    cell: (info) => money(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap', total: 'money' },
  }),
  column.accessor((row) => (row.transactionType === TRANSACTION_TYPE.Debit ? row.amount : 0), {
    id: 'amountOut',
    header: 'Debit (Out)',
    enableSorting: false,
    cell: (info) => money(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap', total: 'money' },
  }),
  column.accessor('advanceAmount', {
    header: 'Advance',
    cell: (info) => money(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <DocumentStatusBadge status={info.getValue()} />,
    meta: { exportText: documentStatusText },
  }),
]
