/**
 * Row ids a list keeps across pages and searches: the ticked rows of a bulk action, the rows whose
 * detail panel is open. Sets are never changed in place, so React sees each change.
 */
export function withRows(set: ReadonlySet<string>, ids: readonly string[], on: boolean): ReadonlySet<string> {
  const next = new Set(set)
  for (const id of ids) {
    if (on) next.add(id)
    else next.delete(id)
  }
  return next
}

export interface PageTick {
  /** Every row of the page is ticked (and the page has rows). */
  all: boolean
  /** Some rows of the page are ticked, not all. */
  some: boolean
}

/** The page's "select all" box: ticked rows on other pages don't count towards this page. */
export function pageTick(selected: ReadonlySet<string>, pageIds: readonly string[]): PageTick {
  const ticked = pageIds.filter((id) => selected.has(id)).length
  return { all: pageIds.length > 0 && ticked === pageIds.length, some: ticked > 0 && ticked < pageIds.length }
}

/** "3 selected": the count of every ticked row, on whichever page it is. */
export const selectedText = (count: number): string => `${count} selected`
