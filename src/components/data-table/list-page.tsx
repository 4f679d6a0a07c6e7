import { PAGE_SIZE } from '@contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  functionalUpdate,
  type PaginationState,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useEffect, useEffectEvent, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { choosable, useColumnChoice } from './column-choice'
import { ColumnChooser } from './column-chooser'
import { useCsvExport } from './csv-export'
import { DataTable } from './data-table'
import type { ListQueryOptions } from './list-query'
import { type DefaultPeriod, isFiltered, type ListRequest, withFilter } from './list-search'
import { ListToolbar } from './list-toolbar'
import { type HeldView, useListView } from './list-view'
import { Pagination } from './pagination'
import { withRows } from './row-set'
import type { BodyState } from './table-body'
import { type ListColumn, listFeatures } from './table-features'
import type { RowParts } from './table-shape'

export interface ListPageProps<TRow extends RowData, C extends string> extends Partial<RowParts<TRow>> {
  /** The table's accessible name, e.g. 'Markets'; also the key its chosen columns are kept under. */
  label: string
  /** Built once at module scope (listColumnHelper); column ids are the sortingColumnName values. */
  columns: ListColumn<TRow>[]
  /** The module's query factory for one page: `(request) => marketQueries.list(request)`. */
  query: (request: ListRequest<C>) => ListQueryOptions<TRow>
  getRowId: (row: TRow) => string
  /** Buttons beside the toolbar, such as 'Add Market'. */
  actions?: ReactNode
  /** Module filters (ListFilterSelect, StatusFilter) drawn after the date range. */
  filters?: ReactNode
  /** Enables 'Export as CSV' with this file-name stem. */
  exportName?: string
  searchPlaceholder?: string
  /** The view held by the caller instead of the URL; module filters then travel in `query`. */
  view?: HeldView<C>
  /**
   * Draws the date-range filter (default); without it the list sends no dates. A default period (see
   * periodByDefault) opens the list on it rather than on the dates other lists shared.
   */
  dateRange?: boolean | DefaultPeriod
}

const NO_ROWS: never[] = []

/**
 * The one paged list: its view (useListView), the page the server answers for it, the toolbar, the
 * table (DataTable) and the pager. The server does the paging, sorting and sums. Ticked rows (held by
 * the caller) and open detail panels stay as they are while the user pages back and forth.
 */
export function ListPage<TRow extends RowData, C extends string>({
  label,
  columns,
  query,
  getRowId,
  actions,
  filters,
  exportName,
  searchPlaceholder,
  view: held,
  dateRange = true,
  rowName = getRowId,
  ...parts
}: ListPageProps<TRow, C>) {
  const view = useListView(held, dateRange)
  const { search, go, request } = view
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const result = useQuery({ ...query(request), placeholderData: keepPreviousData })
  const page = result.data
  const rows = page?.data ?? (NO_ROWS as TRow[])
  const total = page?.totalCount ?? 0

  const sorting = useMemo<SortingState>(
    () => (search.sort ? [{ id: search.sort, desc: search.dir === 'desc' }] : []),
    [search.sort, search.dir],
  )
  const pagination: PaginationState = { pageIndex: request.pageNo, pageSize: PAGE_SIZE }
  const [columnVisibility, onColumnVisibilityChange] = useColumnChoice(label, choosable(columns))
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
    state: { sorting, pagination, columnVisibility },
    onColumnVisibilityChange,
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
    if (request.pageNo > lastPage) clampPage(lastPage)
  }, [page, request.pageNo, result.isPlaceholderData])

  const csv = useCsvExport(exportName ?? '', query, request, () => table.getAllLeafColumns(), view.today)
  const state: BodyState = result.isPending
    ? { kind: 'loading' }
    : result.isError && !page
      ? { kind: 'failed', message: result.error.message, retry: () => result.refetch() }
      : { kind: 'ready' }

  return (
    <section aria-label={label} className="rounded-app border border-slate-200 bg-white shadow-sm">
      <ListToolbar
        view={view}
        dateRange={dateRange !== false}
        searchPlaceholder={searchPlaceholder}
        filters={filters}
        selection={parts.selection}
        csv={exportName ? { export: csv, disabled: total === 0 } : undefined}
        actions={actions}
        chooser={<ColumnChooser table={table} />}
      />
      {result.isError && page && (
        <div role="alert" className="flex items-center gap-3 bg-red-50 px-4 py-2 text-sm text-red-800">
          <span>{result.error.message}</span>
          <Button size="sm" variant="secondary" onClick={() => result.refetch()}>
            Retry
          </Button>
        </div>
      )}
      <DataTable
        label={label}
        table={table}
        state={state}
        busy={result.isFetching && !result.isPending}
        totals={page?.totals}
        rowName={rowName}
        expanded={expanded}
        onExpand={(id, open) => setExpanded((now) => withRows(now, [id], open))}
        empty={
          <>
            <p className="font-medium">No records found.</p>
            {isFiltered(request) && (
              <p className="mt-1 text-sm">
                Try another search or a wider date range.{' '}
                <button
                  type="button"
                  onClick={view.clearFilters}
                  className="font-medium text-brand-700 underline hover:text-brand-600"
                >
                  Clear filters
                </button>
              </p>
            )}
          </>
        }
        {...parts}
      />
      {page && (
        <Pagination
          pageNo={request.pageNo}
          pageCount={table.getPageCount()}
          pageSize={PAGE_SIZE}
          rowsOnPage={rows.length}
          total={total}
          onPage={(n) => table.setPageIndex(n)}
        />
      )}
    </section>
  )
}
