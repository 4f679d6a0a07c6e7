import { CUSTOM_RANGE, PAGE_SIZE } from '@contracts'
import { keepPreviousData, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import {
  type Column,
  functionalUpdate,
  type PaginationState,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useEffect, useEffectEvent, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/cn'
import { todayInKolkata } from '@/lib/format'
import { useSharedDates } from '@/lib/shared-dates'
import { downloadCsv, toCsv } from './csv'
import { DateRangeFilter } from './date-range-filter'
import {
  dropEmpty,
  filtersOf,
  isFiltered,
  type ListRequest,
  type ListSearch,
  listRequestFor,
  type RangeView,
  rangeView,
  resolveView,
  toListRequest,
  withFilter,
} from './list-search'
import { Pagination } from './pagination'
import { SearchBox } from './search-box'
import { type ListColumn, type ListFeatures, listFeatures } from './table-features'

export interface Paged<TRow> {
  data: TRow[]
  totalCount: number
}

// biome-ignore lint/suspicious/noExplicitAny: a module's query key is its own business.
export type ListQueryOptions<TRow> = UseQueryOptions<Paged<TRow>, Error, Paged<TRow>, any>

export interface ListPageProps<TRow extends RowData, C extends string> {
  /** The table's accessible name, e.g. 'Markets'. */
  label: string
  /** Built once at module scope (listColumnHelper); column ids are the sortingColumnName values. */
  columns: ListColumn<TRow>[]
  /** The module's query factory for one page: `(request) => marketQueries.list(request)`. */
  query: (request: ListRequest<C>) => ListQueryOptions<TRow>
  getRowId: (row: TRow) => string
  /** Buttons of one row (edit, delete…); drawn in a last 'Actions' column. */
  rowActions?: (row: TRow) => ReactNode
  /** Buttons beside the toolbar, such as 'Add Market'. */
  actions?: ReactNode
  /** Module filters (ListFilterSelect, StatusFilter) drawn after the date range. */
  filters?: ReactNode
  /** Enables 'Export as CSV' with this file-name stem. */
  exportName?: string
  searchPlaceholder?: string
  /**
   * The view held by the caller instead of the URL, for a screen with more than one list. Module
   * filters then travel in `query`, not in the view.
   */
  view?: { search: ListSearch<C>; onChange: (next: ListSearch<C>) => void }
  /** Draws the date-range filter (default); without it the list sends no dates. */
  dateRange?: boolean
  /** Row checkboxes: the chosen row ids (getRowId), kept across pages and searches by the caller. */
  selection?: ListSelection<TRow>
}

export interface ListSelection<TRow> {
  selected: ReadonlySet<string>
  onChange: (next: Set<string>) => void
  /** The row's name for its checkbox label: 'Select <name>'. */
  rowName: (row: TRow) => string
}

const EXPORT_PAGE_SIZE = 100
const EXPORT_MAX_PAGES = 100
const SKELETON_ROWS = Array.from({ length: PAGE_SIZE }, (_, i) => i)
const NO_ROWS: never[] = []
/** The actions column stays in view while a wide table scrolls sideways. */
const STICKY_END = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]'

/**
 * The one paged list: search, date range, sortable headers, pages. All of its view state is in the
 * route's search params (validated by listSearchSchema), so the URL alone restores the view; the server
 * does the paging and sorting.
 */
export function ListPage<TRow extends RowData, C extends string>({
  label,
  columns,
  query,
  getRowId,
  rowActions,
  actions,
  filters,
  exportName,
  searchPlaceholder,
  view: held,
  dateRange = true,
  selection,
}: ListPageProps<TRow, C>) {
  // Every list route validates its search with listSearchSchema, so the loose read has that shape.
  const loose = useSearch({ strict: false })
  const search = held?.search ?? (loose as ListSearch<C>)
  const navigate = useNavigate()
  const go = (next: ListSearch<C>, replace = false) =>
    held ? held.onChange(dropEmpty(next)) : navigate({ to: '.', search: dropEmpty(next) as never, replace })

  const today = todayInKolkata()
  const shared = useSharedDates()
  const view = rangeView(search, shared)
  const resolved = resolveView(view, today)
  const request = dateRange ? listRequestFor(search, shared, today) : toListRequest(search, null)
  const pageNo = request.pageNo
  const result = useQuery({ ...query(request), placeholderData: keepPreviousData })
  const page = result.data
  const rows = page?.data ?? (NO_ROWS as TRow[])
  const total = page?.totalCount ?? 0

  const sorting = useMemo<SortingState>(
    () => (search.sort ? [{ id: search.sort, desc: search.dir === 'desc' }] : []),
    [search.sort, search.dir],
  )
  const pagination: PaginationState = { pageIndex: pageNo, pageSize: PAGE_SIZE }
  const table = useTable({
    features: listFeatures,
    columns,
    data: rows,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    // Header clicks run asc, desc, then back to the server's default order.
    sortDescFirst: false,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const first = functionalUpdate(updater, sorting)[0]
      go(
        withFilter(search, { sort: first?.id as C | undefined, dir: first && (first.desc ? 'desc' : 'asc') }),
      )
    },
    onPaginationChange: (updater) =>
      go({ ...search, pageNo: functionalUpdate(updater, pagination).pageIndex }),
  })

  // A page past the end (the last row of the last page deleted, an old link) moves to the last page.
  const clampPage = useEffectEvent((lastPage: number) => go({ ...search, pageNo: lastPage }, true))
  useEffect(() => {
    if (!page || result.isPlaceholderData) return
    const lastPage = Math.max(0, Math.ceil(page.totalCount / PAGE_SIZE) - 1)
    if (pageNo > lastPage) clampPage(lastPage)
  }, [page, pageNo, result.isPlaceholderData])

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

  const queryClient = useQueryClient()
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const exportCsv = async () => {
    if (!exportName) return
    setExporting(true)
    setExportError(null)
    try {
      const all: TRow[] = []
      for (let n = 0; n < EXPORT_MAX_PAGES; n++) {
        const chunk = await queryClient.fetchQuery(
          query({ ...request, pageNo: n, pageSize: EXPORT_PAGE_SIZE }),
        )
        all.push(...chunk.data)
        if (chunk.data.length < EXPORT_PAGE_SIZE || all.length >= chunk.totalCount) break
      }
      downloadCsv(`${exportName}-${today}.csv`, toCsv(exportRows(table.getAllLeafColumns(), all)))
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error))
    } finally {
      setExporting(false)
    }
  }

  const busy = result.isFetching && !result.isPending
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0)
  const pageIds = rows.map((row) => getRowId(row))
  const chosenOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0
  const choose = (ids: string[], on: boolean) => {
    if (!selection) return
    const next = new Set(selection.selected)
    for (const id of ids) on ? next.add(id) : next.delete(id)
    selection.onChange(next)
  }
  const pageCount = table.getPageCount()

  return (
    <section aria-label={label} className="rounded-app border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 p-4">
        <SearchBox
          value={search.q ?? ''}
          placeholder={searchPlaceholder}
          onCommit={(q) => go(withFilter(search, { q }))}
        />
        {dateRange && <DateRangeFilter view={view} resolved={resolved} onChange={changeRange} />}
        {filters}
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          {exportName && (
            <Button variant="secondary" busy={exporting} onClick={exportCsv} disabled={total === 0}>
              Export as CSV
            </Button>
          )}
          {actions}
        </div>
        {exportError && (
          <p role="alert" className="w-full text-sm text-red-700">
            Export failed: {exportError}
          </p>
        )}
      </div>

      {result.isError && page && (
        <div role="alert" className="flex items-center gap-3 bg-red-50 px-4 py-2 text-sm text-red-800">
          <span>{result.error.message}</span>
          <Button size="sm" variant="secondary" onClick={() => result.refetch()}>
            Retry
          </Button>
        </div>
      )}

      <div className="relative overflow-x-auto">
        {busy && (
          <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />
        )}
        <table aria-label={label} aria-busy={busy || result.isPending} className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th scope="col" className="w-10 px-2.5 py-3 align-bottom">
                    <Checkbox
                      aria-label="Select all rows on this page"
                      checked={pageIds.length > 0 && chosenOnPage === pageIds.length}
                      indeterminate={chosenOnPage > 0}
                      disabled={pageIds.length === 0 || result.isPending}
                      onCheckedChange={(on) => choose(pageIds, on)}
                    />
                  </th>
                )}
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(header.column)}
                    className={cn('px-2.5 py-3 align-bottom', header.column.columnDef.meta?.className)}
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-left hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <table.FlexRender header={header} />
                        <SortIcon direction={header.column.getIsSorted()} />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                ))}
                {rowActions && (
                  <th
                    scope="col"
                    className={cn(STICKY_END, 'bg-slate-50 px-2.5 py-3 text-right align-bottom')}
                  >
                    Actions
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody className={cn('divide-y divide-slate-100', busy && 'opacity-60 transition-opacity')}>
            {result.isPending ? (
              SKELETON_ROWS.map((key) => (
                <tr key={key}>
                  {Array.from({ length: columnCount }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
                    <td key={cell} className="px-2.5 py-3">
                      <div className="h-4 animate-pulse rounded bg-slate-200" aria-hidden="true" />
                    </td>
                  ))}
                </tr>
              ))
            ) : result.isError && !page ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center">
                  <div role="alert" className="flex flex-col items-center gap-3">
                    <p className="text-red-700">{result.error.message}</p>
                    <Button variant="secondary" onClick={() => result.refetch()}>
                      Retry
                    </Button>
                  </div>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-slate-600">
                  <p className="font-medium">No records found.</p>
                  {isFiltered(request) && (
                    <p className="mt-1 text-sm">
                      Try another search or a wider date range.{' '}
                      <button
                        type="button"
                        onClick={clearFilters}
                        className="font-medium text-brand-700 underline hover:text-brand-600"
                      >
                        Clear filters
                      </button>
                    </p>
                  )}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-selected={selection?.selected.has(row.id) || undefined}
                  className="group hover:bg-slate-50 data-selected:bg-brand-50/60"
                >
                  {selection && (
                    <td className="w-10 px-2.5 py-3">
                      <Checkbox
                        aria-label={`Select ${selection.rowName(row.original)}`}
                        checked={selection.selected.has(row.id)}
                        onCheckedChange={(on) => choose([row.id], on)}
                      />
                    </td>
                  )}
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn('px-2.5 py-3 text-slate-800', cell.column.columnDef.meta?.className)}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                  {rowActions && (
                    <td className={cn(STICKY_END, 'bg-white px-1.5 py-2 group-hover:bg-slate-50')}>
                      <div className="flex justify-end">{rowActions(row.original)}</div>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {result.isPending && (
          <p role="status" className="sr-only">
            Loading…
          </p>
        )}
      </div>

      {page && (
        <Pagination
          pageNo={pageNo}
          pageCount={pageCount}
          pageSize={PAGE_SIZE}
          rowsOnPage={rows.length}
          total={total}
          onPage={(n) => table.setPageIndex(n)}
        />
      )}
    </section>
  )
}

function ariaSort<TRow extends RowData>(column: Column<ListFeatures, TRow>) {
  if (!column.getCanSort()) return undefined
  const direction = column.getIsSorted()
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true">
      <path
        d="M6 8l4-4 4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        opacity={direction === 'asc' ? 1 : 0.3}
      />
      <path
        d="M6 12l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        opacity={direction === 'desc' ? 1 : 0.3}
      />
    </svg>
  )
}

/** Header texts, then one line per row, from the accessor columns the module didn't leave out. */
function exportRows<TRow extends RowData>(columns: Column<ListFeatures, TRow>[], rows: TRow[]): string[][] {
  const exported = columns.filter((c) => c.accessorFn && !c.columnDef.meta?.noExport)
  const header = exported.map((c) => (typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id))
  const lines = rows.map((row, index) =>
    exported.map((c) => {
      const value = c.accessorFn?.(row, index)
      const text = c.columnDef.meta?.exportText
      return text ? text(value) : value == null ? '' : String(value)
    }),
  )
  return [header, ...lines]
}
