import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ReportPrintPage } from '@/features/report/report-print-page'

export const Route = createFileRoute('/_print/report-print/$report')({
  staticData: { heading: 'Report' },
  // The list's request as the report page sent it; the server checks each field against the report.
  validateSearch: v.record(
    v.pipe(v.string(), v.maxLength(40)),
    v.union([v.pipe(v.string(), v.maxLength(100)), v.number(), v.boolean()]),
  ),
  component: function ReportPrintRoute() {
    const { report } = Route.useParams()
    return <ReportPrintPage name={report} search={Route.useSearch()} />
  },
})
