import type { ColumnTotals } from '@contracts'
import { type RowData, useTable } from '@tanstack/react-table'
import { footerCells, type ListColumn, listFeatures } from '@/components/data-table'
import { cn } from '@/lib/cn'

export interface PrintedTableProps<TRow extends RowData> {
  label: string
  columns: ListColumn<TRow>[]
  rows: TRow[]
  totals?: ColumnTotals
}

/** A report's every row on paper, as its list draws the cells, with the totals line under them. */
export function PrintedTable<TRow extends RowData>({
  label,
  columns,
  rows,
  totals,
}: PrintedTableProps<TRow>) {
  const table = useTable({ features: listFeatures, columns, data: rows })
  const leaves = table.getAllLeafColumns()
  const footer = totals
    ? footerCells(
        leaves.map((column) => ({ id: column.id, total: column.columnDef.meta?.total })),
        totals,
      )
    : []
  return (
    <table aria-label={label} className="w-full text-left">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className="border-b border-slate-400">
            {group.headers.map((header) => (
              <th
                key={header.id}
                scope="col"
                className={cn('px-1 py-1 align-bottom', header.column.columnDef.meta?.className)}
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
              <td key={cell.id} className={cn('px-1 py-0.5', cell.column.columnDef.meta?.className)}>
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
                className={cn('px-1 py-1 whitespace-nowrap', cell.numeric && 'text-right tabular-nums')}
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
