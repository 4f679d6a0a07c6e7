import {
  type ColumnVisibilityState,
  functionalUpdate,
  type RowData,
  type Updater,
} from '@tanstack/react-table'
import { useState } from 'react'
import { readItem, writeJson } from '@/lib/storage'
import type { ListColumn } from './table-features'

export interface ChoosableColumn {
  id: string
  /** Hidden until chosen. */
  optional?: boolean
}

/** The list's columns as the chooser sees them: the table names a column by its id, else its accessor key. */
export const choosable = <TRow extends RowData>(columns: readonly ListColumn<TRow>[]): ChoosableColumn[] =>
  columns.map((column) => ({
    id: column.id ?? String((column as { accessorKey?: unknown }).accessorKey ?? ''),
    optional: column.meta?.optional,
  }))

/** Where a list keeps the columns its user showed or hid; one key per list. */
export const columnChoiceKey = (listId: string) => `columns.${listId}`

/**
 * The columns shown: what the user chose for this list, else the list's default (every column but the
 * optional ones). A damaged or outdated entry never hides a column by itself: only true/false values
 * for columns the list still has are read, and the first column (the row's identity) always shows.
 */
export function columnVisibility(
  columns: readonly ChoosableColumn[],
  stored: unknown,
): ColumnVisibilityState {
  const chosen = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as object) : {}
  return Object.fromEntries(
    columns.map((column, index) => {
      const choice: unknown = (chosen as Record<string, unknown>)[column.id]
      const shown = index === 0 || (typeof choice === 'boolean' ? choice : !column.optional)
      return [column.id, shown]
    }),
  )
}

function readChoice(listId: string): unknown {
  try {
    return JSON.parse(readItem(columnChoiceKey(listId)) ?? 'null')
  } catch {
    return null
  }
}

/** The list's shown columns as table state, remembered in local storage across visits and reloads. */
export function useColumnChoice(listId: string, columns: readonly ChoosableColumn[]) {
  const [stored, setStored] = useState(() => readChoice(listId))
  const visibility = columnVisibility(columns, stored)
  const change = (updater: Updater<ColumnVisibilityState>) => {
    const next = functionalUpdate(updater, visibility)
    writeJson(columnChoiceKey(listId), next)
    setStored(next)
  }
  return [visibility, change] as const
}
