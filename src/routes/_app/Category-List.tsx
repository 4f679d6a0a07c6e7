import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { expenseCategoryApi } from '@/features/expense-category/api'
import { ExpenseCategoryPage } from '@/features/expense-category/expense-category-page'

export const Route = createFileRoute('/_app/Category-List')({
  staticData: { heading: 'Expense Category List' },
  validateSearch: listSearchSchema({
    isActive: filterSchemas.isActive,
    categoryType: v.picklist([1, 2]),
  }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(expenseCategoryApi.queries.list),
  component: ExpenseCategoryPage,
})
