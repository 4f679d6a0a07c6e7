import type { ReactNode } from 'react'

/** Row checkboxes: the ticked row ids (getRowId), kept across pages and searches by the caller. */
export interface ListSelection {
  selected: ReadonlySet<string>
  onChange: (next: ReadonlySet<string>) => void
  /** Buttons acting on the ticked rows, drawn in the toolbar after the count. */
  bulkActions?: ReactNode
}

/** What a list draws around a row's own cells. */
export interface RowParts<TRow> {
  /** The row's name in the labels of its controls: 'Select <name>', 'Show details of <name>'. */
  rowName: (row: TRow) => string
  selection?: ListSelection
  /** Buttons of one row (edit, delete…); drawn in a last 'Actions' column. */
  rowActions?: (row: TRow) => ReactNode
  /** A panel opened under the row, such as a bill's line items; adds a first column of toggles. */
  rowDetail?: (row: TRow) => ReactNode
}

/** The actions column stays in view while a wide table scrolls sideways. */
export const STICKY_END = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]'

/** Columns the list adds to the module's own: toggles, checkboxes, actions. */
export const addedColumns = <TRow>(parts: RowParts<TRow>): number =>
  (parts.rowDetail ? 1 : 0) + (parts.selection ? 1 : 0) + (parts.rowActions ? 1 : 0)
