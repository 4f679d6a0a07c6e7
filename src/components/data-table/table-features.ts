import {
  type Column,
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'
import type { TotalFormat } from './column-totals'

export interface ListColumnMeta {
  /** Classes for the column's header and cells (width, alignment). */
  className?: string
  /** The cell as CSV text, from the accessor's value; without it the value is written as is. */
  exportText?: (value: unknown) => string
  /** Leaves an accessor column out of the export (a picture, say). */
  noExport?: boolean
  /** The column's footer cell shows the sum the server sends under the column id (`responseData.totals`). */
  total?: TotalFormat
  /**
   * Left out until the user picks it in the column chooser, so the list's identity, money, status and
   * actions fit a 1366 px laptop with the menu open.
   */
  optional?: boolean
}

/** The server pages and sorts; the table only holds that state, the columns shown, and draws it. */
export const listFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<ListColumnMeta>(),
})
export type ListFeatures = typeof listFeatures

/** A module builds its columns with this, at module scope, so they stay stable between renders. */
export const listColumnHelper = <TRow extends RowData>() => createColumnHelper<ListFeatures, TRow>()

// biome-ignore lint/suspicious/noExplicitAny: columns of one list hold values of different types.
export type ListColumn<TRow extends RowData> = ColumnDef<ListFeatures, TRow, any>

/** The column's name as its header reads; a card on a phone and the column chooser show it. */
export const columnName = <TRow extends RowData>(column: Column<ListFeatures, TRow>): string => {
  const header = column.columnDef.header
  return typeof header === 'string' ? header : column.id
}
