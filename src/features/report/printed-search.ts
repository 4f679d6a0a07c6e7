import type { ListRequest } from '@/components/data-table'

export type PrintedReportSearch = Record<string, string | number | boolean>

/**
 * The printed report's search: the list's request as it is on screen (market, resolved dates, search,
 * sort and filters), without its page, so the printout holds every row the list selects, and the name
 * of a one-party report's party.
 */
export function printedReportSearch(
  request: ListRequest & { marketKeyID: string },
  party: string | undefined,
): PrintedReportSearch {
  const { pageNo: _pageNo, pageSize: _pageSize, ...view } = request
  const kept = Object.entries({ ...view, [PARTY]: party ?? '' }).filter(([, value]) => value !== '')
  return Object.fromEntries(kept)
}

/** The one-party report's party as the printout names it ('1002 Ganesh Darekar'): shown, never sent. */
export const PARTY = 'party'
