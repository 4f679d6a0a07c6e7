import { EXPENSE_SERVICE_OPTIONS, type ExpenseRow } from '@contracts'
import { dateColumn, type ListColumn, listColumnHelper, optionText } from '@/components/data-table'
import { DocumentStatusBadge, documentStatusText, modeText } from '@/components/money'
import { formatMoney } from '@/lib/format'

const column = listColumnHelper<ExpenseRow>()
export const serviceOptionText = optionText(EXPENSE_SERVICE_OPTIONS)

/** Column ids are the contract's sort columns; the amount's footer is the server's sum over the filter. */
export const expenseColumns: ListColumn<ExpenseRow>[] = [
  column.accessor('expenseNo', {
    header: 'Expense No.',
    meta: { className: 'whitespace-nowrap font-medium text-slate-900' },
  }),
  column.accessor('expenseDate', {
    header: 'Date',
    ...dateColumn,
  }),
  column.accessor('categoryName', { header: 'Category' }),
  column.accessor('serviceOption', {
    header: 'Service',
    cell: (info) => serviceOptionText(info.getValue()),
    meta: { exportText: serviceOptionText },
  }),
  column.accessor('paidTo', { header: 'Paid To' }),
  column.accessor((row) => modeText(row), { id: 'paymentMode', header: 'Mode' }),
  column.accessor('hasAttachment', {
    header: 'Bill Photo',
    enableSorting: false,
    cell: (info) => (info.getValue() ? 'Yes' : ''),
    meta: { exportText: (value) => (value ? 'Yes' : 'No') },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap', total: 'money' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <DocumentStatusBadge status={info.getValue()} />,
    meta: { exportText: documentStatusText },
  }),
]
