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
  leadingColumns(parts) + (parts.rowActions ? 1 : 0)

/** The toggle and checkbox columns: one width, so the cells after them know where to stick. */
export const LEADING_CELL = 'w-11 min-w-11'
const STICKY_LEFT = ['left-0', 'left-11', 'left-22'] as const

/**
 * The toggle, the checkbox and the first column stay in view while a wide report scrolls sideways, so
 * every figure keeps the name of its row beside it. `position` counts from the row's first cell.
 */
export const stickyStart = (position: number, last: boolean) =>
  `sticky ${STICKY_LEFT[position] ?? ''} z-[1] max-sm:static${last ? ' shadow-[6px_0_6px_-6px_rgb(15_23_42/0.15)] max-sm:shadow-none' : ''}`

/** The first column's place among the row's cells: after the toggle and the checkbox. */
export const leadingColumns = <TRow>(parts: Pick<RowParts<TRow>, 'rowDetail' | 'selection'>): number =>
  (parts.rowDetail ? 1 : 0) + (parts.selection ? 1 : 0)

/*
 * On a phone the same table reads as cards: each row a bordered block, each cell a line with its
 * column's name (data-label) on the left and the value on the right. One table in the page, so what a
 * screen reader, a test or a click finds is the same at every width.
 */
export const CARD_TABLE = 'max-sm:block'
export const CARD_HEAD = 'max-sm:sr-only'
export const CARD_BODY = 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0 max-sm:p-3'
export const CARD_ROW = 'max-sm:block max-sm:rounded-app max-sm:border max-sm:border-slate-200 max-sm:py-1'
export const CARD_CELL =
  'max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:py-1.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]'
