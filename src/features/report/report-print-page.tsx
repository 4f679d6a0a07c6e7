import { PAGE_SIZE } from '@contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import {
  describeRange,
  fetchEveryRow,
  type ListQueryOptions,
  type ListRequest,
} from '@/components/data-table'
import { DocumentLoading, PrintDocument, PrintedTable, usePrintSettings } from '@/components/print'
import { companyQueries } from '@/features/company/api'
import { marketQueries } from '@/features/market/api'
import { formatDate, todayInKolkata } from '@/lib/format'
import { accountLedger } from './account-ledger'
import type { PrintedReportName } from './api'
import { buyerDetailReport } from './buyer-detail-report'
import { buyerReport } from './buyer-report'
import { farmerDetailReport } from './farmer-detail-report'
import { farmerReport } from './farmer-report'
import { gradingReport } from './grading-report'
import { levyRegister } from './levy-register'
import { PARTY, type PrintedReportSearch } from './printed-search'
import { profitAndLoss } from './profit-and-loss'
import { useReportColumns } from './report-columns'
import type { ReportDefinition } from './report-definition'
import { accountantReport, employeeReport } from './staff-reports'
import { tokenReport } from './token-report'
import { trialBalance } from './trial-balance'

/** /report-print/<report>: the report as its list showed it (every page), with its totals, on A4 landscape. */
export function ReportPrintPage({ name, search }: { name: string; search: PrintedReportSearch }) {
  if (!Object.hasOwn(PRINTED, name)) return <p className="p-6 text-sm text-red-700">No such report.</p>
  const Printed = PRINTED[name as PrintedReportName]
  return <Printed search={search} />
}

type PrintedProps = { search: PrintedReportSearch }

/** Every report by its call's name. */
const PRINTED: Record<PrintedReportName, (props: PrintedProps) => ReactNode> = {
  farmer: (props) => <PrintedReport report={farmerReport} {...props} />,
  farmerDetail: (props) => <PrintedReport report={farmerDetailReport} {...props} />,
  buyer: (props) => <PrintedReport report={buyerReport} {...props} />,
  buyerDetail: (props) => <PrintedReport report={buyerDetailReport} {...props} />,
  token: (props) => <PrintedReport report={tokenReport} {...props} />,
  grading: (props) => <PrintedReport report={gradingReport} {...props} />,
  employee: (props) => <PrintedReport report={employeeReport} {...props} />,
  accountant: (props) => <PrintedReport report={accountantReport} {...props} />,
  trialBalance: (props) => <PrintedReport report={trialBalance} {...props} />,
  profitAndLoss: (props) => <PrintedReport report={profitAndLoss} {...props} />,
  accountLedger: (props) => <PrintedReport report={accountLedger} {...props} />,
  levyRegister: (props) => <PrintedReport report={levyRegister} {...props} />,
}

function PrintedReport<TRow extends RowData>({
  report,
  search,
}: {
  report: ReportDefinition<TRow>
  search: PrintedReportSearch
}) {
  const queryClient = useQueryClient()
  const firm = useQuery(companyQueries.model())
  const marketKeyID = typeof search.marketKeyID === 'string' ? search.marketKeyID : null
  const market = useQuery(marketQueries.model(marketKeyID))
  const columns = useReportColumns(report)
  const settings = usePrintSettings('A4')
  const { [PARTY]: party, ...sent } = search
  // A search typed as digits arrives as a number from the URL; the server takes text.
  const request = {
    ...sent,
    searchKeyword: search.searchKeyword === undefined ? '' : String(search.searchKeyword),
    pageNo: 0,
    pageSize: PAGE_SIZE,
  } as unknown as ListRequest
  const every = useQuery({
    queryKey: ['report', report.name, 'every', request],
    queryFn: () =>
      fetchEveryRow(queryClient, report.query as (request: ListRequest) => ListQueryOptions<TRow>, request),
  })

  if (!firm.data || !every.data) return <DocumentLoading label={report.title} queries={[firm, every]} />
  const fromDate = typeof search.fromDate === 'string' ? search.fromDate : ''
  const toDate = typeof search.toDate === 'string' ? search.toDate : ''
  const meta = [
    ...(report.partyLabel && party !== undefined ? [{ label: report.partyLabel, value: String(party) }] : []),
    {
      label: 'Market',
      value: market.data?.marketPlaceName ?? (report.firmWide && !marketKeyID ? 'Whole firm' : ''),
    },
    { label: 'Period', value: fromDate ? describeRange({ fromDate, toDate }) : 'All dates' },
    { label: 'Printed', value: formatDate(todayInKolkata()) },
    { label: 'Rows', value: String(every.data.totalCount) },
    ...(request.searchKeyword ? [{ label: 'Search', value: request.searchKeyword }] : []),
  ]
  return (
    <PrintDocument firm={firm.data} settings={settings} title={report.title} meta={meta} landscape>
      <PrintedTable
        label={report.title}
        columns={columns}
        rows={every.data.data}
        totals={every.data.totals}
      />
    </PrintDocument>
  )
}
