import { api, type BodyInput, type RequestOf } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'

/** Every paged report by its name: the market's reports and the books' lists. */
const REPORTS = {
  ...api.report,
  accountLedger: api.books.accountLedger,
  levyRegister: api.books.levyRegister,
}
type Reports = typeof REPORTS
export type ReportName = keyof Reports
/** Every report the print page knows, including the books' statements the server answers whole. */
export type PrintedReportName = ReportName | 'trialBalance' | 'profitAndLoss'

/**
 * One report's page (or pages of 100 for print and export), keyed under ['report', name, request]. A
 * report is derived from every document of the market, so no change names it stale: it is asked afresh
 * whenever a screen shows it (the server remembers its rows until the next write).
 */
export const reportQuery =
  <N extends ReportName>(name: N) =>
  (request: BodyInput<Reports[N]>) =>
    queryOptions({
      queryKey: ['report', name, request],
      staleTime: 0,
      queryFn: () => call<Reports[N]>(REPORTS[name], { body: request } as RequestOf<Reports[N]>),
    })
