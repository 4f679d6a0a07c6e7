import type { ListRequest } from '@/components/data-table'

export type PrintedReportSearch = Record<string, string | number | boolean>

/**
 * The printed report's search: the list's request as it is on screen (market, resolved dates, search,
 * sort and filters), without its page, so the printout holds every row the list selects.
 */
export function printedReportSearch(request: ListRequest & { marketKeyID: string }): PrintedReportSearch {
  const { pageNo: _pageNo, pageSize: _pageSize, ...view } = request
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== ''))
}
