import type { ColumnTotals } from '../../contracts'
import { istDate } from '../context'
import type { Store } from '../store/store'
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

/** Search, date range and sort: what every paged list of the API does before cutting out a page. */
export function filterAndSort<Row, Column extends string>(
  rows: Iterable<Row>,
  request: ListRequest,
  spec: ListSpec<Row, Column>,
): Row[] {
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
  return order.map((i) => matches[i]!)
}

export const pageOf = <Row>(rows: readonly Row[], { pageNo, pageSize }: ListRequest) => ({
  data: rows.slice(pageNo * pageSize, (pageNo + 1) * pageSize),
  totalCount: rows.length,
})

const MEMO_SIZE = 32

interface Memo {
  version: number
  lists: Map<string, readonly unknown[]>
}
const memos = new WeakMap<Store, Memo>()

/**
 * A filtered, sorted list as of the store's current version: paging through a list, or many users
 * reading the same one, sorts it once. Any write makes every remembered list stale. `filters` must
 * name the list and everything that shapes it (firm, search, dates, sort), not the page.
 */
export function sortedList<Row>(store: Store, filters: unknown, compute: () => Row[]): readonly Row[] {
  let memo = memos.get(store)
  if (!memo || memo.version !== store.version) {
    memo = { version: store.version, lists: new Map() }
    memos.set(store, memo)
  }
  const key = JSON.stringify(filters)
  let rows = memo.lists.get(key) as readonly Row[] | undefined
  if (!rows) {
    rows = compute()
    if (memo.lists.size >= MEMO_SIZE) memo.lists.delete(memo.lists.keys().next().value!)
    memo.lists.set(key, rows)
  }
  return rows
}

const totalsMemo = new WeakMap<readonly unknown[], ColumnTotals>()

/**
 * Sums of some columns over every row of a filtered list (not just the page), for its totals footer.
 * Each value is added in hundredths (paise, 10 g), so money and weights never drift. Remembered with
 * the list, which is itself remembered per store version.
 */
export function columnTotals<Row>(
  rows: readonly Row[],
  columns: readonly (keyof Row & string)[],
  counts: (row: Row) => boolean,
): ColumnTotals {
  let totals = totalsMemo.get(rows)
  if (!totals) {
    const hundredths = columns.map(() => 0)
    for (const row of rows) {
      if (!counts(row)) continue
      columns.forEach((column, i) => {
        hundredths[i]! += Math.round(Number(row[column]) * 100)
      })
    }
    totals = Object.fromEntries(columns.map((column, i) => [column, hundredths[i]! / 100]))
    totalsMemo.set(rows, totals)
  }
  return totals
}
