import { istDate } from '../context'
import { compareText } from './collate'

/** The spec's paged list request, after contract validation. */
export interface ListRequest {
  pageNo: number
  pageSize: number
  sortingColumnName?: string | null
  sortingDirection?: 'asc' | 'desc' | '' | null
  searchKeyword?: string | null
  fromDate?: string | null
  toDate?: string | null
}

export interface ListSpec<Row, Column extends string> {
  /** Texts the keyword is looked for in, ignoring case. */
  searchText: (row: Row) => readonly string[]
  /** The ISO date-time the date range applies to, by its calendar day in India. */
  createdDate: (row: Row) => string
  /** Texts sort in reading order (case-blind, digits by value); numbers and booleans by value. */
  sortValue: (row: Row, column: Column) => string | number | boolean
  /** Breaks ties (in reading order, whatever the direction), then the key, so paging is stable. */
  name: (row: Row) => string
  key: (row: Row) => string
  defaultSort: { column: Column; direction: 'asc' | 'desc' }
}

/**
 * Texts ranked once in reading order, so the sort compares numbers: collating every pair of 10,000
 * rows would make a list call take most of a second.
 */
function sortKeys(values: readonly (string | number | boolean)[]): Float64Array {
  const keys = new Float64Array(values.length)
  const texts = [...new Set(values.filter((value): value is string => typeof value === 'string'))].sort(
    compareText,
  )
  const rank = new Map<string, number>()
  texts.forEach((text, i) => {
    const previous = texts[i - 1]
    rank.set(text, previous !== undefined && compareText(previous, text) === 0 ? rank.get(previous)! : i)
  })
  values.forEach((value, i) => {
    keys[i] = typeof value === 'string' ? rank.get(value)! : Number(value)
  })
  return keys
}

/** Search, date range, sort and page: what every paged list of the API does. */
export function listPage<Row, Column extends string>(
  rows: Iterable<Row>,
  request: ListRequest,
  spec: ListSpec<Row, Column>,
): { page: Row[]; totalCount: number } {
  const keyword = request.searchKeyword?.trim().toLowerCase() ?? ''
  const { fromDate, toDate } = request
  const matches: Row[] = []
  for (const row of rows) {
    if (keyword && !spec.searchText(row).some((text) => text.toLowerCase().includes(keyword))) continue
    if (fromDate || toDate) {
      const day = istDate(spec.createdDate(row))
      if ((fromDate && day < fromDate) || (toDate && day > toDate)) continue
    }
    matches.push(row)
  }
  const column = (request.sortingColumnName || spec.defaultSort.column) as Column
  const direction =
    request.sortingDirection || (request.sortingColumnName ? 'asc' : spec.defaultSort.direction)
  const sign = direction === 'desc' ? -1 : 1
  const keys = sortKeys(matches.map((row) => spec.sortValue(row, column)))
  const tieBreak = (a: Row, b: Row) => {
    const byName = compareText(spec.name(a), spec.name(b))
    if (byName !== 0) return byName
    const keyA = spec.key(a)
    const keyB = spec.key(b)
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0
  }
  const order = matches.map((_, i) => i)
  order.sort((a, b) => sign * (keys[a]! - keys[b]!) || tieBreak(matches[a]!, matches[b]!))
  const start = request.pageNo * request.pageSize
  return {
    page: order.slice(start, start + request.pageSize).map((i) => matches[i]!),
    totalCount: matches.length,
  }
}
