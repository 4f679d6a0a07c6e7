import type { ColumnTotals } from '@contracts'
import type { ReactTable, RowData } from '@tanstack/react-table'
import { cn } from '@/lib/cn'
import { footerCells } from './column-totals'
import { columnName, type ListFeatures } from './table-features'
import { CARD_CELL, CARD_ROW, leadingColumns, type RowParts, STICKY_END, stickyStart } from './table-shape'

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
  const columns = table.getVisibleLeafColumns()
  const cells = footerCells(
    columns.map((column) => ({ id: column.id, total: column.columnDef.meta?.total })),
    totals,
  )
  const leading = leadingColumns({ rowDetail, selection })
  return (
    <tfoot
      className={cn(
        'border-t-2 border-slate-200 bg-slate-50 text-sm font-semibold text-slate-900',
        'max-sm:mx-3 max-sm:mb-3 max-sm:block max-sm:border-t-0',
      )}
    >
      <tr className={CARD_ROW}>
        {leading > 0 && (
          <td colSpan={leading} className={cn(stickyStart(0, false), 'bg-slate-50 max-sm:hidden')} />
        )}
        {cells.map((cell, index) => (
          <td
            key={cell.id}
            className={cn(
              'px-2.5 py-3 whitespace-nowrap',
              index === 0 && cn(stickyStart(leading, true), 'bg-slate-50'),
              columns[index]?.columnDef.meta?.className,
              cell.numeric && 'text-right tabular-nums',
              CARD_CELL,
              'max-sm:empty:hidden',
            )}
            data-label={cell.numeric && columns[index] ? columnName(columns[index]) : undefined}
          >
            {cell.text}
          </td>
        ))}
        {rowActions && <td className={cn(STICKY_END, 'bg-slate-50 max-sm:hidden')} />}
      </tr>
    </tfoot>
  )
}
