import type { ColumnTotals } from '@contracts'
import type { ReactTable, RowData } from '@tanstack/react-table'
import { cn } from '@/lib/cn'
import { footerCells } from './column-totals'
import type { ListFeatures } from './table-features'
import { type RowParts, STICKY_END } from './table-shape'

export interface TableFooterProps<TRow extends RowData>
  extends Pick<RowParts<TRow>, 'selection' | 'rowActions' | 'rowDetail'> {
  table: ReactTable<ListFeatures, TRow>
  totals: ColumnTotals
}

/** The sums of the whole filtered list (every page), under the columns that declare a total. */
export function TableFooter<TRow extends RowData>({
  table,
  totals,
  selection,
  rowActions,
  rowDetail,
}: TableFooterProps<TRow>) {
  const columns = table.getAllLeafColumns()
  const cells = footerCells(
    columns.map((column) => ({ id: column.id, total: column.columnDef.meta?.total })),
    totals,
  )
  const leading = (rowDetail ? 1 : 0) + (selection ? 1 : 0)
  return (
    <tfoot className="border-t-2 border-slate-200 bg-slate-50 text-sm font-semibold text-slate-900">
      <tr>
        {leading > 0 && <td colSpan={leading} />}
        {cells.map((cell, index) => (
          <td
            key={cell.id}
            className={cn(
              'px-2.5 py-3 whitespace-nowrap',
              columns[index]?.columnDef.meta?.className,
              cell.numeric && 'text-right tabular-nums',
            )}
          >
            {cell.text}
          </td>
        ))}
        {rowActions && <td className={cn(STICKY_END, 'bg-slate-50')} />}
      </tr>
    </tfoot>
  )
}
