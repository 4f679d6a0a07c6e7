import { CUSTOM_RANGE, IsoDateSchema, type SortDirection } from '@contracts'
import * as v from 'valibot'

// Route files validate their URL with what is here, and whatever a route file imports is in every
// page's first load: so this module holds the URL schemas only, without the request building.

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
  /** The page's tab, when the list shares its page with others: kept with the view, never sent. */
  tab?: string
  /** Module filters (isActive, stateID…): URL keys named as the request fields they fill. */
  [filter: string]: ListFilterValue | undefined
}

export type ListFilterValue = string | number | boolean

/** A bad value in a hand-edited or stale link falls back to the default instead of failing the route. */
const tolerant = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

const wholeNumber = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))])

const pageNoSchema = v.pipe(wholeNumber, v.integer(), v.minValue(0), v.maxValue(1_000_000))
const rangeSchema = v.pipe(wholeNumber, v.integer(), v.minValue(0), v.maxValue(CUSTOM_RANGE))

const tabSchema = v.pipe(v.string(), v.maxLength(30))

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
 * A sort column as the URL may name it: a field name. Which columns a list sorts by is its contract's
 * business (the server refuses another), not the URL's: checking the name against each list's columns
 * here put every list's column names in the first load of every page.
 */
const sortSchema = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/))

/** What every list's URL holds besides its module filters. */
const viewEntries = {
  pageNo: tolerant(pageNoSchema),
  sort: tolerant(sortSchema),
  dir: tolerant(v.picklist(['asc', 'desc'])),
  q: tolerant(keywordSchema),
  range: tolerant(rangeSchema),
  fromDate: tolerant(IsoDateSchema),
  toDate: tolerant(IsoDateSchema),
  tab: tolerant(tabSchema),
}

/**
 * A list route's validateSearch. Tolerant: each bad value is dropped on its own; a direction without a
 * column, or a date range whose from is after its to, is dropped as a whole.
 */
export function listSearchSchema(
  /** Module filters: each key's schema (a bad value is dropped on its own, like the rest). */
  filters: Record<string, v.GenericSchema<unknown, ListFilterValue>> = {},
) {
  const filterEntries = Object.fromEntries(
    Object.entries(filters).map(([key, schema]) => [key, tolerant(schema)]),
  )
  return v.pipe(
    v.object({ ...filterEntries, ...viewEntries }),
    v.transform((s): ListSearch => {
      const out: ListSearch = {}
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
      if (s.tab) out.tab = s.tab
      if (s.range !== undefined) out.range = s.range
      const ordered = !s.fromDate || !s.toDate || s.fromDate <= s.toDate
      if (ordered && s.fromDate) out.fromDate = s.fromDate
      if (ordered && s.toDate) out.toDate = s.toDate
      return out
    }),
  )
}

/** URL schemas for the common module filters (the router JSON-parses search values). */
export const filterSchemas = {
  isActive: v.boolean(),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  text: v.pipe(v.string(), v.maxLength(100)),
  date: IsoDateSchema,
} as const
