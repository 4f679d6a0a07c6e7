import type { ColumnTotals } from '@contracts'
import type { ReactTable, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { hasTotals } from './column-totals'
import { type BodyState, TableBody } from './table-body'
import type { ListFeatures } from './table-features'
import { TableFooter } from './table-footer'
import { TableHead } from './table-head'
import { addedColumns, CARD_TABLE, type RowParts } from './table-shape'

export interface DataTableProps<TRow extends RowData> extends RowParts<TRow> {
  /** The table's accessible name. */
  label: string
  table: ReactTable<ListFeatures, TRow>
  state: BodyState
  /** Refetching with something already on screen: a bar runs along the top and the rows dim. */
  busy: boolean
  empty: ReactNode
  /** Sums of the whole list from the server; the footer shows them under columns that declare a total. */
  totals?: ColumnTotals
  /** Rows whose detail panel is open (row ids), held by the list so they stay open across pages. */
  expanded: ReadonlySet<string>
  onExpand: (id: string, open: boolean) => void
}

/**
 * The table of one page of a list, on TanStack Table's header and row models: sortable headers, the
 * loading, failed and empty states, row checkboxes, detail panels and a totals footer.
 */
export function DataTable<TRow extends RowData>({
  label,
  table,
  state,
  busy,
  empty,
  totals,
  expanded,
  onExpand,
  ...parts
}: DataTableProps<TRow>) {
  const columns = table.getVisibleLeafColumns()
  const columnCount = columns.length + addedColumns(parts)
  const rows = table.getRowModel().rows
  const showTotals =
    state.kind === 'ready' &&
    rows.length > 0 &&
    totals !== undefined &&
    hasTotals(
      columns.map((column) => ({ id: column.id, total: column.columnDef.meta?.total })),
      totals,
    )

  return (
    <div className="relative overflow-x-auto">
      {busy && (
        <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />
      )}
      <table
        aria-label={label}
        aria-busy={busy || state.kind === 'loading'}
        className={cn('w-full text-left text-sm', CARD_TABLE)}
      >
        <TableHead
          table={table}
          pageIds={rows.map((row) => row.id)}
          loading={state.kind === 'loading'}
          {...parts}
        />
        <TableBody
          table={table}
          state={state}
          busy={busy}
          columnCount={columnCount}
          empty={empty}
          expanded={expanded}
          onExpand={onExpand}
          {...parts}
        />
        {showTotals && <TableFooter table={table} totals={totals} {...parts} />}
      </table>
      {state.kind === 'loading' && (
        <p role="status" className="sr-only">
          Loading…
        </p>
      )}
    </div>
  )
}
