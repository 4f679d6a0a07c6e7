import { type CashBankRow, PAYMENT_MODE } from '@contracts'
import { dateColumn, type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'
import { formatMoney } from '@/lib/format'

const column = listColumnHelper<CashBankRow>()
const money = (value: unknown) => (value ? formatMoney(value as number) : '')

/**
 * The book reads in the order money moved (its one sort column), so no header sorts. Credit and Debit
 * carry the server's sums over the filter; the balance is the row's book after it, over every page.
 */
export const cashBankColumns: ListColumn<CashBankRow>[] = [
  column.accessor('date', {
    header: 'Date',
    enableSorting: false,
    ...dateColumn,
  }),
  column.accessor('voucherNo', {
    header: 'Voucher',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('source', { header: 'Source', enableSorting: false }),
  column.accessor('particulars', { header: 'Party or Head', enableSorting: false }),
  column.accessor('bookName', {
    header: 'Book',
    enableSorting: false,
    cell: (info) => (
      <NameCell
        name={info.getValue()}
        secondary={info.row.original.paymentMode === PAYMENT_MODE.Cash ? 'Cash' : 'Online'}
      />
    ),
  }),
  column.accessor('credit', {
    header: 'Credit (In)',
    enableSorting: false,
    cell: (info) => money(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap', total: 'money' },
  }),
  column.accessor('debit', {
    header: 'Debit (Out)',
    enableSorting: false,
    cell: (info) => money(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap', total: 'money' },
  }),
  column.accessor('balance', {
    header: 'Balance',
    enableSorting: false,
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap font-medium' },
  }),
]
