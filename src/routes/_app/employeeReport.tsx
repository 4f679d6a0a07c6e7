import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { EmployeeReportPage } from '@/features/report/staff-reports'

export const Route = createFileRoute('/_app/employeeReport')({
  staticData: { heading: 'Employee Report' },
  validateSearch: listSearchSchema({
    roleTypeID: filterSchemas.id,
    employeeKeyID: filterSchemas.text,
  }),
  component: EmployeeReportPage,
})
