import { CUSTOM_RANGE, type ResolvedRange } from '@contracts'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { todayInKolkata } from '@/lib/format'
import { useSharedDates } from '@/lib/shared-dates'
import {
  type DefaultPeriod,
  dropEmpty,
  filtersOf,
  type ListRequest,
  listRequestFor,
  periodByDefault,
  type RangeView,
  rangeView,
  resolveView,
  toListRequest,
  withFilter,
} from './list-search'
import type { ListSearch } from './list-search-schema'

/** The view held by the caller instead of the URL, for a screen with more than one list. */
export interface HeldView<C extends string> {
  search: ListSearch<C>
  onChange: (next: ListSearch<C>) => void
}

export type ViewChange<C extends string> = ListSearch<C> | ((current: ListSearch<C>) => ListSearch<C>)

const applied = <C extends string>(change: ViewChange<C>, current: ListSearch<C>) =>
  dropEmpty(typeof change === 'function' ? change(current) : change)

export interface ListView<C extends string> {
  search: ListSearch<C>
  /**
   * Moves to another view; `replace` leaves no history entry (a correction, not a user's step). A
   * change given as a function applies to the view as it is when it lands, not as this render saw it:
   * a debounced search must not undo a filter chosen while it waited.
   */
  go: (next: ViewChange<C>, replace?: boolean) => void
  /** The request for the page on screen. */
  request: ListRequest<C>
  range: RangeView
  resolved: ResolvedRange | null
  today: string
  changeRange: (next: RangeView) => void
  clearFilters: () => void
}

/**
 * A list's view (search, period, module filters, sort, page) and the request it makes. It lives in the
 * route's search params (validated by listSearchSchema), so the URL alone restores the view, unless
 * the caller holds it. The period falls back to the dates the last list used.
 */
export function useListView<C extends string>(
  held: HeldView<C> | undefined,
  dateRange: boolean | DefaultPeriod,
): ListView<C> {
  // Every list route validates its search with listSearchSchema, so the loose read has that shape.
  const loose = useSearch({ strict: false })
  const today = todayInKolkata()
  const given = held?.search ?? (loose as ListSearch<C>)
  const search = typeof dateRange === 'string' ? periodByDefault(given, dateRange, today) : given
  const navigate = useNavigate()
  const go = (next: ViewChange<C>, replace = false) =>
    held
      ? held.onChange(applied(next, held.search))
      : navigate({ to: '.', search: ((current: ListSearch<C>) => applied(next, current)) as never, replace })

  const shared = useSharedDates()
  const range = rangeView(search, shared)
  const request = dateRange ? listRequestFor(search, shared, today) : toListRequest(search, null)

  const changeRange = (next: RangeView) => {
    if (next.range === CUSTOM_RANGE) {
      shared.setSharedDates(next.fromDate || null, next.toDate || null)
      go(withFilter(search, { range: CUSTOM_RANGE, fromDate: next.fromDate, toDate: next.toDate }))
      return
    }
    // All means no period at all: the shared dates go too, so they don't bring one back next time.
    if (next.range === 0) shared.setSharedDates(null, null)
    go(withFilter(search, { range: next.range, fromDate: undefined, toDate: undefined }))
  }

  const clearFilters = () => {
    if (dateRange) shared.setSharedDates(null, null)
    const noModuleFilters = Object.fromEntries(Object.keys(filtersOf(search)).map((key) => [key, undefined]))
    go(
      withFilter(search, {
        ...noModuleFilters,
        q: undefined,
        range: 0,
        fromDate: undefined,
        toDate: undefined,
      }),
    )
  }

  return { search, go, request, range, resolved: resolveView(range, today), today, changeRange, clearFilters }
}
