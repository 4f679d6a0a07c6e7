import * as v from 'valibot'
import { IsoDateSchema } from './primitives'

export const PAGE_SIZE = 10

export const SortDirectionSchema = v.picklist(['asc', 'desc'], 'must be asc or desc')
export type SortDirection = v.InferOutput<typeof SortDirectionSchema>

const optionalDate = v.optional(
  v.nullable(v.union([v.literal(''), IsoDateSchema], 'must be a date as YYYY-MM-DD')),
)

/** The spec's paged request (pageNo zero based). Modules extend it with their own filters. */
export const pagedRequestEntries = {
  pageNo: v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(0, 'must be 0 or more'),
  ),
  pageSize: v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(100, 'must be at most 100'),
  ),
  sortingDirection: v.optional(
    v.nullable(v.union([v.literal(''), SortDirectionSchema], 'must be asc or desc')),
  ),
  sortingColumnName: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(64, 'must be at most 64 characters'))),
  ),
  searchKeyword: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters'))),
  ),
  fromDate: optionalDate,
  toDate: optionalDate,
} as const

interface DateBounds {
  fromDate?: string | null
  toDate?: string | null
}
const datesInOrder = ({ fromDate, toDate }: DateBounds) => !fromDate || !toDate || fromDate <= toDate

/** A paged request with a module's own filters added. */
export const pagedRequest = <E extends v.ObjectEntries>(extra: E) =>
  v.pipe(
    v.object({ ...pagedRequestEntries, ...extra }),
    v.check((r) => datesInOrder(r as DateBounds), 'fromDate must not be after toDate'),
  )

export const PagedRequestSchema = pagedRequest({})
export type PagedRequest = v.InferInput<typeof PagedRequestSchema>

/** A module's list request: the paged fields, its sortable columns, and its own filters. */
export const listRequest = <const C extends readonly [string, ...string[]], E extends v.ObjectEntries>(
  sortColumns: C,
  filters: E,
) =>
  pagedRequest({
    sortingColumnName: v.optional(
      v.nullable(v.union([v.literal(''), v.picklist(sortColumns)], 'is not a sortable column')),
    ),
    ...filters,
  })
