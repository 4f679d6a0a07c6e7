import {
  CUSTOM_RANGE,
  DATE_RANGE_OPTIONS,
  IsoDateSchema,
  PAGE_SIZE,
  type ResolvedRange,
  resolveDateRange,
  type SortDirection,
} from '@contracts'
import * as v from 'valibot'
import { formatDate } from '@/lib/format'

/**
 * A list's whole view state as it lives in the URL: reload, back/forward and a shared link restore it.
 * Every key is optional; an absent key means the default, so a plain link to the list stays plain.
 * pageNo is zero-based, as on the wire.
 */
export interface ListSearch<C extends string = string> {
  pageNo?: number
  sort?: C
  dir?: SortDirection
  q?: string
  range?: number
  fromDate?: string
  toDate?: string
  /** Module filters (isActive, stateID…): URL keys named as the request fields they fill. */
  [filter: string]: ListFilterValue | undefined
}

export type ListFilterValue = string | number | boolean

/** The keys every list has; any other key of a list's search is a module filter. */
const VIEW_KEYS = new Set(['pageNo', 'sort', 'dir', 'q', 'range', 'fromDate', 'toDate'])

/** The module filters of a view, as they go on the wire. */
export function filtersOf(search: ListSearch): Record<string, ListFilterValue> {
  const out: Record<string, ListFilterValue> = {}
  for (const [key, value] of Object.entries(search)) {
    if (!VIEW_KEYS.has(key) && value !== undefined && value !== '') out[key] = value
  }
  return out
}

/** A bad value in a hand-edited or stale link falls back to the default instead of failing the route. */
const tolerant = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

const wholeNumber = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))])

const pageNoSchema = v.pipe(wholeNumber, v.integer(), v.minValue(0), v.maxValue(1_000_000))
const rangeSchema = v.pipe(wholeNumber, v.integer(), v.minValue(0), v.maxValue(CUSTOM_RANGE))

/**
 * The router JSON-parses search params, so a hand-typed `?q=123` arrives as the number 123: coerce.
 * The text is kept as typed (trimming here would eat the space a user is about to type a word after).
 */
const keywordSchema = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform(String),
  v.maxLength(100),
)

/**
 * The route's validateSearch for a list whose sortable columns are `sortColumns` (the contract's
 * list). Tolerant: each bad value is dropped on its own; a direction without a column, or a date range
 * whose from is after its to, is dropped as a whole.
 */
export function listSearchSchema<const C extends string>(
  sortColumns: readonly C[],
  /** Module filters: each key's schema (a bad value is dropped on its own, like the rest). */
  filters: Record<string, v.GenericSchema<unknown, ListFilterValue>> = {},
) {
  const filterEntries = Object.fromEntries(
    Object.entries(filters).map(([key, schema]) => [key, tolerant(schema)]),
  )
  return v.pipe(
    v.object({
      ...filterEntries,
      pageNo: tolerant(pageNoSchema),
      sort: tolerant(v.picklist(sortColumns)),
      dir: tolerant(v.picklist(['asc', 'desc'])),
      q: tolerant(keywordSchema),
      range: tolerant(rangeSchema),
      fromDate: tolerant(IsoDateSchema),
      toDate: tolerant(IsoDateSchema),
    }),
    v.transform((s): ListSearch<C> => {
      const out: ListSearch<C> = {}
      for (const key of Object.keys(filters)) {
        const value = (s as Record<string, ListFilterValue | undefined>)[key]
        if (value !== undefined && value !== '') out[key] = value
      }
      if (s.pageNo) out.pageNo = s.pageNo
      if (s.sort) {
        out.sort = s.sort
        out.dir = s.dir ?? 'asc'
      }
      if (s.q) out.q = s.q
      if (s.range !== undefined) out.range = s.range
      const ordered = !s.fromDate || !s.toDate || s.fromDate <= s.toDate
      if (ordered && s.fromDate) out.fromDate = s.fromDate
      if (ordered && s.toDate) out.toDate = s.toDate
      return out
    }),
  )
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
 * The date filter in effect. The URL wins; when it names no dates, the shared from/to dates (spec §3)
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

/** The wire request (spec §7: pageNo zero based, dates YYYY-MM-DD, '' where nothing applies). */
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
 * URL schemas for the common module filters (the router JSON-parses search values). Kept here, with
 * no UI, because route files import them and everything a route file imports is in the first load.
 */
export const filterSchemas = {
  isActive: v.boolean(),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  text: v.pipe(v.string(), v.maxLength(100)),
} as const

/**
 * A list whose work is the day's (the gate): with no period in its URL it shows today, not the shared
 * dates of other lists. Choosing All or another period in the list puts that in the URL instead.
 */
export const todayByDefault = <C extends string>(search: ListSearch<C>, today: string): ListSearch<C> =>
  search.range === undefined && !search.fromDate && !search.toDate
    ? { ...search, range: CUSTOM_RANGE, fromDate: today, toDate: today }
    : search
