import type { ColumnTotals } from '@contracts'
import { formatMoney, formatNumber } from '@/lib/format'

/** How a column's total cell reads: money (₹1,23,456.00), a plain count, or the module's own text. */
export type TotalFormat = 'money' | 'number' | ((value: number) => string)

export interface FooterCell {
  id: string
  text: string
  /** Sums line up under right-aligned figures. */
  numeric: boolean
}

export const TOTAL_LABEL = 'Total'

export function totalText(format: TotalFormat, value: number): string {
  if (format === 'money') return formatMoney(value)
  if (format === 'number') return formatNumber(value)
  return format(value)
}

/**
 * The footer row of a list, one cell per column: the sum the server sent for each column that declares
 * a total, blank otherwise, and 'Total' in the first column when that column has no sum of its own. A
 * declared column the server sent no sum for stays blank rather than showing a made-up zero.
 */
export function footerCells(
  columns: readonly { id: string; total?: TotalFormat }[],
  totals: ColumnTotals,
): FooterCell[] {
  return columns.map((column, index) => {
    const value = totals[column.id]
    if (column.total && value !== undefined) {
      return { id: column.id, text: totalText(column.total, value), numeric: true }
    }
    return { id: column.id, text: index === 0 && !column.total ? TOTAL_LABEL : '', numeric: false }
  })
}

/** A footer only when the server sent a sum for a column that shows one. */
export const hasTotals = (columns: readonly { id: string; total?: TotalFormat }[], totals?: ColumnTotals) =>
  totals !== undefined && columns.some((column) => column.total && totals[column.id] !== undefined)
