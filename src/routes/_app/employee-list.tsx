import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { employeeQueries } from '@/features/employee/api'
import { EmployeePage } from '@/features/employee/employee-page'

export const Route = createFileRoute('/_app/employee-list')({
  staticData: { heading: 'Employee List' },
  validateSearch: listSearchSchema({
    roleTypeID: filterSchemas.id,
    isActive: filterSchemas.isActive,
    marketKeyID: filterSchemas.text,
  }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(employeeQueries.list),
  component: EmployeePage,
})
