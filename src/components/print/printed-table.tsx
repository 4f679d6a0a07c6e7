import type { ColumnTotals } from '@contracts'
import { type RowData, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { footerCells, type ListColumn, listFeatures } from '@/components/data-table'
import { cn } from '@/lib/cn'

export interface PrintedTableProps<TRow extends RowData> {
  label: string
  columns: ListColumn<TRow>[]
  rows: TRow[]
  totals?: ColumnTotals
}

/** A column's id as the table gives it: its own, else its accessor's key. */
const columnId = (column: { id?: string }): string =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

/** A report's every row on paper, as its list draws the cells, with the totals line under them. */
export function PrintedTable<TRow extends RowData>({
  label,
  columns,
  rows,
  totals,
}: PrintedTableProps<TRow>) {
  // Paper has no room to spare: a summed column with no sum in this view (a service nobody was charged
  // in the period) is left off.
  const printed = useMemo(
    () =>
      columns.filter((column) => !(column.meta?.total && totals && totals[columnId(column)] === undefined)),
    [columns, totals],
  )
  const table = useTable({ features: listFeatures, columns: printed, data: rows })
  const leaves = table.getAllLeafColumns()
  const footer = totals
    ? footerCells(
        leaves.map((column) => ({ id: column.id, total: column.columnDef.meta?.total })),
        totals,
      )
    : []
  return (
    <table aria-label={label} className="w-full text-left text-[10px] leading-tight">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className="border-b border-slate-400">
            {group.headers.map((header) => (
              <th
                key={header.id}
                scope="col"
                className={cn('px-0.5 py-1 align-bottom', header.column.columnDef.meta?.className)}
              >
                <table.FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="border-b border-dotted border-slate-300 break-inside-avoid">
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className={cn('px-0.5 py-0.5', cell.column.columnDef.meta?.className)}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer.length > 0 && (
        <tfoot className="font-semibold">
          <tr className="border-t-2 border-slate-400">
            {footer.map((cell) => (
              <td
                key={cell.id}
                className={cn('px-0.5 py-1 whitespace-nowrap', cell.numeric && 'text-right tabular-nums')}
              >
                {cell.text}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  )
}
