import type { Column, ReactTable, RowData } from '@tanstack/react-table'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/cn'
import { pageTick, withRows } from './row-set'
import type { ListFeatures } from './table-features'
import {
  CARD_HEAD,
  LEADING_CELL,
  leadingColumns,
  type RowParts,
  STICKY_END,
  stickyStart,
} from './table-shape'

export interface TableHeadProps<TRow extends RowData> extends RowParts<TRow> {
  table: ReactTable<ListFeatures, TRow>
  /** The ids of the rows on screen, for the page's "select all" box. */
  pageIds: readonly string[]
  loading: boolean
}

/** Column headers: a sortable one is a button that runs asc, desc, then the server's order. */
export function TableHead<TRow extends RowData>({
  table,
  pageIds,
  loading,
  selection,
  rowActions,
  rowDetail,
}: TableHeadProps<TRow>) {
  const tick = selection ? pageTick(selection.selected, pageIds) : null
  const leading = leadingColumns({ rowDetail, selection })
  return (
    <thead className={cn('bg-slate-50 text-xs font-semibold text-slate-600', CARD_HEAD)}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {rowDetail && (
            <th
              scope="col"
              className={cn(LEADING_CELL, stickyStart(0, false), 'bg-slate-50 px-2.5 py-3 align-bottom')}
            >
              <span className="sr-only">Details</span>
            </th>
          )}
          {selection && tick && (
            <th
              scope="col"
              className={cn(
                LEADING_CELL,
                stickyStart(leading - 1, false),
                'bg-slate-50 px-2.5 py-3 align-bottom',
              )}
            >
              <Checkbox
                aria-label="Select all rows on this page"
                checked={tick.all}
                indeterminate={tick.some}
                disabled={pageIds.length === 0 || loading}
                onCheckedChange={(on) => selection.onChange(withRows(selection.selected, pageIds, on))}
              />
            </th>
          )}
          {group.headers.map((header, index) => (
            <th
              key={header.id}
              scope="col"
              aria-sort={ariaSort(header.column)}
              className={cn(
                'px-2.5 py-3 align-bottom',
                index === 0 && cn(stickyStart(leading, true), 'bg-slate-50'),
                header.column.columnDef.meta?.className,
              )}
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
            <th scope="col" className={cn(STICKY_END, 'bg-slate-50 px-2.5 py-3 text-right align-bottom')}>
              Actions
            </th>
          )}
        </tr>
      ))}
    </thead>
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
