import { type ExpenseCategoryRow, MODULE, PARTY_TYPES } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { ListFilterSelect, StatusFilter } from '@/components/data-table'
import { expenseCategoryApi } from './api'
import { expenseCategoryColumns } from './columns'
import { expenseCategoryForm } from './expense-category-form'

/** /Category-List: expense and bill-charge heads, each tied to the farmer or the buyer side. */
export const ExpenseCategoryPage = masterPage({
  noun: 'Expense Category',
  label: 'Expense Categories',
  moduleId: MODULE.ExpenseCategory,
  calls: expenseCategoryApi,
  columns: expenseCategoryColumns,
  rowKey: (category: ExpenseCategoryRow) => category.categoryKeyID,
  rowName: (category) => category.categoryName,
  form: expenseCategoryForm,
  filters: (
    <>
      <StatusFilter />
      <ListFilterSelect filterKey="categoryType" label="Type" options={PARTY_TYPES} />
    </>
  ),
  exportName: 'expense-categories',
})
