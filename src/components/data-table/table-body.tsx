import { PAGE_SIZE } from '@contracts'
import type { ReactTable, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { ListFeatures } from './table-features'
import { TableRow } from './table-row'
import { CARD_BODY, CARD_ROW, type RowParts } from './table-shape'

export type BodyState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; retry: () => void }
  | { kind: 'ready' }

export interface TableBodyProps<TRow extends RowData> extends RowParts<TRow> {
  table: ReactTable<ListFeatures, TRow>
  state: BodyState
  /** A newer page is on its way: the rows on screen dim until it lands. */
  busy: boolean
  columnCount: number
  /** Drawn in place of rows when the page has none ('No records found.' and a way out). */
  empty: ReactNode
  expanded: ReadonlySet<string>
  onExpand: (id: string, open: boolean) => void
}

const SKELETON_ROWS = Array.from({ length: PAGE_SIZE }, (_, i) => i)

/** The rows, or a skeleton while the first page loads, or the failure with Retry, or the empty text. */
export function TableBody<TRow extends RowData>({
  table,
  state,
  busy,
  columnCount,
  empty,
  expanded,
  onExpand,
  ...parts
}: TableBodyProps<TRow>) {
  const rows = table.getRowModel().rows
  return (
    <tbody className={cn('divide-y divide-slate-100', CARD_BODY, busy && 'opacity-60 transition-opacity')}>
      {state.kind === 'loading' ? (
        SKELETON_ROWS.map((key) => (
          <tr key={key} className={CARD_ROW}>
            {Array.from({ length: columnCount }, (_, cell) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
              <td key={cell} className="px-2.5 py-3">
                <div className="h-4 animate-pulse rounded bg-slate-200" aria-hidden="true" />
              </td>
            ))}
          </tr>
        ))
      ) : state.kind === 'failed' ? (
        <tr>
          <td colSpan={columnCount} className="px-4 py-10 text-center">
            <div role="alert" className="flex flex-col items-center gap-3">
              <p className="text-red-700">{state.message}</p>
              <Button variant="secondary" onClick={state.retry}>
                Retry
              </Button>
            </div>
          </td>
        </tr>
      ) : rows.length === 0 ? (
        <tr>
          <td colSpan={columnCount} className="px-4 py-10 text-center text-slate-600">
            {empty}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <TableRow
            key={row.id}
            table={table}
            row={row}
            columnCount={columnCount}
            open={expanded.has(row.id)}
            onExpand={(open) => onExpand(row.id, open)}
            {...parts}
          />
        ))
      )}
    </tbody>
  )
}
