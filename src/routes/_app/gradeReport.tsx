import { GRADING_REPORT_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { GradingReportPage } from '@/features/report/grading-report'

export const Route = createFileRoute('/_app/gradeReport')({
  staticData: { heading: 'Grading Report' },
  validateSearch: listSearchSchema(GRADING_REPORT_SORT_COLUMNS, {
    productID: filterSchemas.id,
    gradingType: filterSchemas.id,
  }),
  component: GradingReportPage,
})
