import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { ReactTable, RowData } from '@tanstack/react-table'
import { Button } from '@/components/ui/button'
import { columnName, type ListFeatures } from './table-features'

/**
 * 'Columns': a menu of the list's columns, each ticked when shown. Arrow keys move, Space or Enter
 * shows or hides a column and the menu stays open for the next; Escape closes it. The first column,
 * the row's identity, is always shown and not offered.
 */
export function ColumnChooser<TRow extends RowData>({ table }: { table: ReactTable<ListFeatures, TRow> }) {
  const columns = table.getAllLeafColumns().slice(1)
  if (columns.length === 0) return null
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">Columns</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-52 overflow-y-auto rounded-app border border-slate-200 bg-white p-1 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold text-slate-500">
            Show columns
          </DropdownMenu.Label>
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onCheckedChange={(shown) => column.toggleVisibility(shown)}
              onSelect={(event) => event.preventDefault()}
              className="flex cursor-pointer items-center gap-2 rounded-app px-3 py-2 text-sm text-slate-700 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-700"
            >
              <span className="flex h-4 w-4 items-center justify-center rounded border border-slate-400">
                <DropdownMenu.ItemIndicator>
                  <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true">
                    <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
                  </svg>
                </DropdownMenu.ItemIndicator>
              </span>
              {columnName(column)}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
