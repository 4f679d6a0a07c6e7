import {
  CUSTOM_RANGE,
  DATE_RANGE_OPTIONS,
  PAGE_SIZE,
  type ResolvedRange,
  resolveDateRange,
  type SortDirection,
  THIS_MONTH,
} from '@contracts'
import { formatDate } from '@/lib/format'
import type { ListFilterValue, ListSearch } from './list-search-schema'

/** The keys every list has; any other key of a list's search is a module filter. */
const VIEW_KEYS = new Set(['pageNo', 'sort', 'dir', 'q', 'range', 'fromDate', 'toDate', 'tab'])

/** The module filters of a view, as they go on the wire. */
export function filtersOf(search: ListSearch): Record<string, ListFilterValue> {
  const out: Record<string, ListFilterValue> = {}
  for (const [key, value] of Object.entries(search)) {
    if (!VIEW_KEYS.has(key) && value !== undefined && value !== '') out[key] = value
  }
  return out
}

export interface SharedDates {
  fromDate: string | null
  toDate: string | null
}

/** The date filter as the user sees it: the option chosen and, for Custom, its two dates. */
export interface RangeView {
  range: number
  fromDate: string
  toDate: string
}

/**
 * The date filter in effect. The URL wins; when it names no dates, the shared from/to dates
 * fill them, and when it names no option either, shared dates make it a Custom range.
 */
export function rangeView(search: ListSearch, shared: SharedDates): RangeView {
  const sharedUsable = !shared.fromDate || !shared.toDate || shared.fromDate <= shared.toDate
  const fromDate = search.fromDate ?? (sharedUsable ? shared.fromDate : null) ?? ''
  const toDate = search.toDate ?? (sharedUsable ? shared.toDate : null) ?? ''
  const range = search.range ?? (fromDate && toDate ? CUSTOM_RANGE : 0)
  return { range, fromDate, toDate }
}

/** The dates a view filters on, or null for no date filter (All, or a Custom range not yet complete). */
export const resolveView = (view: RangeView, today: string): ResolvedRange | null =>
  resolveDateRange(view.range, today, view)

/** 'dd-MM-yyyy to dd-MM-yyyy', shown beside the picker; empty when nothing filters. */
export const describeRange = (resolved: ResolvedRange | null): string =>
  resolved ? `${formatDate(resolved.fromDate)} to ${formatDate(resolved.toDate)}` : ''

export const rangeLabel = (range: number): string =>
  DATE_RANGE_OPTIONS.find((o) => o.value === range)?.label ?? DATE_RANGE_OPTIONS[0].label

export const FROM_AFTER_TO = 'From date must be on or before To date.'

/** The wire request: pageNo zero based, dates YYYY-MM-DD, '' where nothing applies. */
export interface ListRequest<C extends string = string> {
  [filter: string]: ListFilterValue
  pageNo: number
  pageSize: number
  sortingColumnName: C | ''
  sortingDirection: SortDirection | ''
  searchKeyword: string
  fromDate: string
  toDate: string
}

export function toListRequest<C extends string>(
  search: ListSearch<C>,
  dates: ResolvedRange | null,
): ListRequest<C> {
  return {
    ...filtersOf(search),
    pageNo: search.pageNo ?? 0,
    pageSize: PAGE_SIZE,
    sortingColumnName: search.sort ?? '',
    sortingDirection: search.sort ? (search.dir ?? 'asc') : '',
    searchKeyword: search.q?.trim() ?? '',
    fromDate: dates?.fromDate ?? '',
    toDate: dates?.toDate ?? '',
  }
}

/** The request a list sends for a URL view, the shared dates and today: the page and its loader agree. */
export const listRequestFor = <C extends string>(search: ListSearch<C>, shared: SharedDates, today: string) =>
  toListRequest(search, resolveView(rangeView(search, shared), today))

/** Whether the user narrowed the list (the empty state then suggests widening it). */
export const isFiltered = (request: ListRequest): boolean =>
  request.searchKeyword !== '' ||
  request.fromDate !== '' ||
  Object.keys(request).some((key) => !WIRE_KEYS.has(key) && request[key] !== '')

const WIRE_KEYS = new Set([
  'pageNo',
  'pageSize',
  'sortingColumnName',
  'sortingDirection',
  'searchKeyword',
  'fromDate',
  'toDate',
])

/** Applies a change of search, sort or filter: the list returns to its first page. */
export const withFilter = <C extends string>(search: ListSearch<C>, change: Partial<ListSearch<C>>) => {
  const next: ListSearch<C> = { ...search, ...change }
  delete next.pageNo
  return dropEmpty(next)
}

/** Keeps the URL clean: keys holding their default are left out. */
export function dropEmpty<C extends string>(search: ListSearch<C>): ListSearch<C> {
  const out: ListSearch<C> = {}
  for (const [key, value] of Object.entries(search) as [keyof ListSearch<C>, unknown][]) {
    if (value === undefined || value === '' || (key === 'pageNo' && value === 0)) continue
    Object.assign(out, { [key]: value })
  }
  return out
}

/**
 * The period a list opens on when it has a natural one: 'today' for the day's work (the gate), as a
 * one-day Custom range; 'month' for a statement, This Month, since its opening balance carries
 * everything before. Only a URL without any period gets it, not the shared dates of other lists;
 * choosing All or another period in the list puts that in the URL instead.
 */
export type DefaultPeriod = 'today' | 'month'

export const periodByDefault = <C extends string>(
  search: ListSearch<C>,
  period: DefaultPeriod,
  today: string,
): ListSearch<C> => {
  if (search.range !== undefined || search.fromDate || search.toDate) return search
  return period === 'today'
    ? { ...search, range: CUSTOM_RANGE, fromDate: today, toDate: today }
    : { ...search, range: THIS_MONTH }
}
