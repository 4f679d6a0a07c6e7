export type PageItem = number | 'gap'

/**
 * The page buttons to show (zero-based): always the first and last, the current page with `spread`
 * neighbours each side, and a gap where pages are skipped. A gap never hides a single page.
 */
export function pageItems(current: number, pageCount: number, spread = 1): PageItem[] {
  if (pageCount <= 0) return []
  const last = pageCount - 1
  const start = Math.max(0, Math.min(current - spread, last - 2 * spread - 2))
  const end = Math.min(last, Math.max(current + spread, 2 * spread + 2))
  const items: PageItem[] = []
  if (start > 0) items.push(0)
  if (start > 2) items.push('gap')
  else if (start === 2) items.push(1)
  for (let page = start; page <= end; page++) items.push(page)
  if (end < last - 2) items.push('gap')
  else if (end === last - 2) items.push(last - 1)
  if (end < last) items.push(last)
  return items
}

/** 'Showing 11–20 of 26' for page 1 (zero-based) of 26 rows, 10 a page. */
export function showingText(pageNo: number, pageSize: number, rowsOnPage: number, total: number): string {
  if (total === 0 || rowsOnPage === 0) return `Showing 0 of ${total}`
  const first = pageNo * pageSize + 1
  return `Showing ${first}–${first + rowsOnPage - 1} of ${total}`
}
