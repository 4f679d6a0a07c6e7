import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { CsvExport } from './csv-export'
import { DateRangeFilter } from './date-range-filter'
import { withFilter } from './list-search'
import type { ListView } from './list-view'
import { selectedText } from './row-set'
import { SearchBox } from './search-box'
import type { ListSelection } from './table-shape'

export interface ListToolbarProps<C extends string> {
  view: ListView<C>
  dateRange: boolean
  searchPlaceholder?: string
  filters?: ReactNode
  selection?: ListSelection
  /** With 'Export as CSV'; disabled while the list is empty. */
  csv?: { export: CsvExport; disabled: boolean }
  actions?: ReactNode
  /** The column chooser (ColumnChooser), before the export. */
  chooser?: ReactNode
}

/** Search, period and module filters on the left; the ticked-row count, bulk actions, export and actions on the right. */
export function ListToolbar<C extends string>({
  view,
  dateRange,
  searchPlaceholder,
  filters,
  selection,
  csv,
  actions,
  chooser,
}: ListToolbarProps<C>) {
  const ticked = selection?.selected.size ?? 0
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 p-4">
      <SearchBox
        value={view.search.q ?? ''}
        placeholder={searchPlaceholder}
        onCommit={(q) => view.go((current) => withFilter(current, { q }))}
      />
      {dateRange && (
        <DateRangeFilter view={view.range} resolved={view.resolved} onChange={view.changeRange} />
      )}
      {filters}
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {selection && ticked > 0 && (
          <span className="text-sm text-slate-600" aria-live="polite">
            {selectedText(ticked)}{' '}
            <button
              type="button"
              onClick={() => selection.onChange(new Set())}
              className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Clear
            </button>
          </span>
        )}
        {selection?.bulkActions}
        {chooser}
        {csv && (
          <Button
            variant="secondary"
            busy={csv.export.exporting}
            onClick={csv.export.run}
            disabled={csv.disabled}
          >
            Export as CSV
          </Button>
        )}
        {actions}
      </div>
      {csv?.export.error && (
        <p role="alert" className="w-full text-sm text-red-700">
          Export failed: {csv.export.error}
        </p>
      )}
    </div>
  )
}
