import { createFileRoute } from '@tanstack/react-router'
import { ReportIndexPage } from '@/features/report/report-index-page'

export const Route = createFileRoute('/_app/report')({
  staticData: { heading: 'Reports' },
  component: ReportIndexPage,
})
