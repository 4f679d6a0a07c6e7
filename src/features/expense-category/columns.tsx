import { type ExpenseCategoryRow, PARTY_TYPES } from '@contracts'
import {
  auditColumns,
  type ListColumn,
  listColumnHelper,
  optionText,
  yesNoText,
} from '@/components/data-table'
import { formatMoney } from '@/lib/format'

const column = listColumnHelper<ExpenseCategoryRow>()

const typeText = optionText(PARTY_TYPES)

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const expenseCategoryColumns: ListColumn<ExpenseCategoryRow>[] = [
  column.accessor('categoryName', {
    header: 'Category Name',
    cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
  }),
  column.accessor('categoryType', {
    header: 'Type',
    cell: (info) => typeText(info.getValue()),
    meta: { exportText: typeText },
  }),
  column.accessor('isVisible', {
    header: 'Visible on Bills',
    cell: (info) => yesNoText(info.getValue()),
    meta: { exportText: yesNoText },
  }),
  column.accessor('charges', {
    header: 'Default Charges',
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap' },
  }),
  ...auditColumns<ExpenseCategoryRow>(),
]
