import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { AccountantReportPage } from '@/features/report/staff-reports'

export const Route = createFileRoute('/_app/accountantReport')({
  staticData: { heading: 'Accountant Report' },
  validateSearch: listSearchSchema({
    roleTypeID: filterSchemas.id,
    employeeKeyID: filterSchemas.text,
  }),
  component: AccountantReportPage,
})
