import { MODULE } from '@contracts'
import { useRouter } from '@tanstack/react-router'
import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { ListPage, type ListRequest, useListView } from '@/components/data-table'
import { openDocument } from '@/components/print'
import { Button } from '@/components/ui/button'
import { useCan } from '@/lib/permissions'
import { printedReportSearch } from './printed-search'
import { useReportColumns } from './report-columns'
import type { ReportDefinition } from './report-definition'
import { ReportMarketFilter, useReportMarket } from './report-market'

export interface ReportPageProps<TRow extends RowData> {
  report: ReportDefinition<TRow>
  /** The report's own filters, held in the URL (ListFilterSelect). */
  filters?: ReactNode
  /** More buttons after Print (a one-party report's WhatsApp share). */
  actions?: ReactNode
  /** A one-party report's party as the printout names it. */
  party?: string
}

/**
 * The one report page: the shared list over the selected market (paged, sorted, filters and period in
 * the URL) with the totals of every page in its footer, CSV export with that totals line, and Print,
 * which opens the same rows, all of them, on landscape paper.
 */
export function ReportPage<TRow extends RowData>({ report, filters, actions, party }: ReportPageProps<TRow>) {
  const marketKeyID = useReportMarket(report.firmWide)
  const can = useCan(MODULE.Reports)
  const { request } = useListView(undefined, true)
  const router = useRouter()
  const columns = useReportColumns(report)
  if (!can.view) return <p className="rounded-app bg-amber-50 p-4 text-sm text-amber-900">{NOT_ALLOWED}</p>
  const market = marketKeyID ?? ''
  const printHref = () =>
    router.buildLocation({
      to: '/report-print/$report',
      params: { report: report.name },
      search: printedReportSearch({ ...request, marketKeyID: market }, party),
    }).href
  return (
    <ListPage
      label={report.title}
      columns={columns}
      query={(page: ListRequest) => report.query({ ...page, marketKeyID: market } as never)}
      getRowId={report.getRowId}
      rowName={report.rowName}
      rowDetail={report.rowDetail}
      exportName={report.fileStem}
      searchPlaceholder={report.searchPlaceholder}
      filters={
        report.firmWide ? (
          <>
            <ReportMarketFilter />
            {filters}
          </>
        ) : (
          filters
        )
      }
      actions={
        <>
          <Button
            variant="secondary"
            disabled={marketKeyID === null}
            onClick={() => openDocument(printHref())}
          >
            Print
          </Button>
          {actions}
        </>
      }
    />
  )
}
