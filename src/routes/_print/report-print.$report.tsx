import { createFileRoute } from '@tanstack/react-router'
import type { PrintedReportSearch } from '@/features/report/printed-search'
import { ReportPrintPage } from '@/features/report/report-print-page'

const PLAIN = new Set(['string', 'number', 'boolean'])

export const Route = createFileRoute('/_print/report-print/$report')({
  staticData: { heading: 'Report' },
  // The list's request as the report page sent it; the server checks each field against the report.
  validateSearch: (search: Record<string, unknown>): PrintedReportSearch =>
    Object.fromEntries(
      Object.entries(search).filter(([, value]) => PLAIN.has(typeof value)),
    ) as PrintedReportSearch,
  component: function ReportPrintRoute() {
    const { report } = Route.useParams()
    return <ReportPrintPage name={report} search={Route.useSearch()} />
  },
})
