import { EMPLOYEE_REPORT_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { EmployeeReportPage } from '@/features/report/staff-reports'

export const Route = createFileRoute('/_app/employeeReport')({
  staticData: { heading: 'Employee Report' },
  validateSearch: listSearchSchema(EMPLOYEE_REPORT_SORT_COLUMNS, {
    roleTypeID: filterSchemas.id,
    employeeKeyID: filterSchemas.text,
  }),
  component: EmployeeReportPage,
})
