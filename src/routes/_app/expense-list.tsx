import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { ExpensePage } from '@/features/expense/expense-page'

export const Route = createFileRoute('/_app/expense-list')({
  staticData: { heading: 'Expense List' },
  validateSearch: listSearchSchema({
    categoryKeyID: filterSchemas.text,
    serviceOption: filterSchemas.id,
    paymentMode: filterSchemas.id,
    status: filterSchemas.id,
  }),
  component: ExpensePage,
})
