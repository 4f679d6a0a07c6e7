import { EXPENSE_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { ExpensePage } from '@/features/expense/expense-page'

export const Route = createFileRoute('/_app/expense-list')({
  staticData: { heading: 'Expense List' },
  validateSearch: listSearchSchema(EXPENSE_SORT_COLUMNS, {
    categoryKeyID: filterSchemas.text,
    serviceOption: filterSchemas.id,
    paymentMode: filterSchemas.id,
    status: filterSchemas.id,
  }),
  component: ExpensePage,
})
