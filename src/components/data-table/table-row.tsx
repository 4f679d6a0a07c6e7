import type { ReactTable, Row, RowData } from '@tanstack/react-table'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/cn'
import { withRows } from './row-set'
import type { ListFeatures } from './table-features'
import { type RowParts, STICKY_END } from './table-shape'

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
  return (
    <>
      <tr
        data-selected={selection?.selected.has(row.id) || undefined}
        className="group hover:bg-slate-50 data-selected:bg-brand-50/60"
      >
        {rowDetail && (
          <td className="w-10 px-1.5 py-2">
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
          <td className="w-10 px-2.5 py-3">
            <Checkbox
              aria-label={`Select ${name}`}
              checked={selection.selected.has(row.id)}
              onCheckedChange={(on) => selection.onChange(withRows(selection.selected, [row.id], on))}
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
