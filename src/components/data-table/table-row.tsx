import type { ReactTable, Row, RowData } from '@tanstack/react-table'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/cn'
import { withRows } from './row-set'
import { columnName, type ListFeatures } from './table-features'
import {
  CARD_CELL,
  CARD_ROW,
  LEADING_CELL,
  leadingColumns,
  type RowParts,
  STICKY_END,
  stickyStart,
} from './table-shape'

export interface TableRowProps<TRow extends RowData> extends RowParts<TRow> {
  table: ReactTable<ListFeatures, TRow>
  row: Row<ListFeatures, TRow>
  columnCount: number
  /** Its detail panel is showing. */
  open: boolean
  onExpand: (open: boolean) => void
}

/** One record: its toggle and checkbox, the module's cells, its buttons, and its detail panel if open. */
export function TableRow<TRow extends RowData>({
  table,
  row,
  columnCount,
  open,
  onExpand,
  rowName,
  selection,
  rowActions,
  rowDetail,
}: TableRowProps<TRow>) {
  const name = rowName(row.original)
  const detailId = `row-detail-${row.id}`
  const leading = leadingColumns({ rowDetail, selection })
  // Sticky cells need their own background over the cells that scroll beneath them.
  const stuck = 'bg-white group-hover:bg-slate-50 group-data-selected:bg-brand-50'
  return (
    <>
      <tr
        data-selected={selection?.selected.has(row.id) || undefined}
        className={cn('group hover:bg-slate-50 data-selected:bg-brand-50/60', CARD_ROW)}
      >
        {rowDetail && (
          <td className={cn(LEADING_CELL, stickyStart(0, false), stuck, 'px-1.5 py-2', CARD_CELL)}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              aria-label={`${open ? 'Hide' : 'Show'} details of ${name}`}
              onClick={() => onExpand(!open)}
              className="inline-flex h-8 w-8 items-center justify-center rounded-app text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg
                viewBox="0 0 20 20"
                className={cn('h-4 w-4 transition-transform', open && 'rotate-90')}
                aria-hidden="true"
              >
                <path d="M8 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </td>
        )}
        {selection && (
          <td className={cn(LEADING_CELL, stickyStart(leading - 1, false), stuck, 'px-2.5 py-3', CARD_CELL)}>
            <Checkbox
              aria-label={`Select ${name}`}
              checked={selection.selected.has(row.id)}
              onCheckedChange={(on) => selection.onChange(withRows(selection.selected, [row.id], on))}
            />
          </td>
        )}
        {row.getVisibleCells().map((cell, index) => (
          <td
            key={cell.id}
            data-label={columnName(cell.column)}
            className={cn(
              'px-2.5 py-3 text-slate-800',
              index === 0 && cn(stickyStart(leading, true), stuck),
              cell.column.columnDef.meta?.className,
              CARD_CELL,
            )}
          >
            <table.FlexRender cell={cell} />
          </td>
        ))}
        {rowActions && (
          <td className={cn(STICKY_END, stuck, 'px-1.5 py-2', CARD_CELL)}>
            <div className="flex justify-end">{rowActions(row.original)}</div>
          </td>
        )}
      </tr>
      {rowDetail && open && (
        <tr id={detailId}>
          <td colSpan={columnCount} className="bg-slate-50 px-4 py-3">
            {rowDetail(row.original)}
          </td>
        </tr>
      )}
    </>
  )
}
