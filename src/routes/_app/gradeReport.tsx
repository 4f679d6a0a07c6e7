import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { GradingReportPage } from '@/features/report/grading-report'

export const Route = createFileRoute('/_app/gradeReport')({
  staticData: { heading: 'Grading Report' },
  validateSearch: listSearchSchema({
    productID: filterSchemas.id,
    gradingType: filterSchemas.id,
  }),
  component: GradingReportPage,
})
