import { useQueryClient } from '@tanstack/react-query'
import type { Column, RowData } from '@tanstack/react-table'
import { useState } from 'react'
import { downloadCsv, toCsv } from './csv'
import type { ListQueryOptions } from './list-query'
import type { ListRequest } from './list-search'
import type { ListFeatures } from './table-features'

const EXPORT_PAGE_SIZE = 100
const EXPORT_MAX_PAGES = 100

export interface CsvExport {
  exporting: boolean
  error: string | null
  run: () => Promise<void>
}

/**
 * 'Export as CSV': every row of the current view (search, period, filters, sort), fetched in large
 * pages through the list's own query, written as the columns show them.
 */
export function useCsvExport<TRow extends RowData, C extends string>(
  fileStem: string,
  query: (request: ListRequest<C>) => ListQueryOptions<TRow>,
  request: ListRequest<C>,
  columns: () => Column<ListFeatures, TRow>[],
  today: string,
): CsvExport {
  const queryClient = useQueryClient()
  const [exporting, setExporting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async () => {
    setExporting(true)
    setError(null)
    try {
      const all: TRow[] = []
      for (let n = 0; n < EXPORT_MAX_PAGES; n++) {
        const chunk = await queryClient.fetchQuery(
          query({ ...request, pageNo: n, pageSize: EXPORT_PAGE_SIZE }),
        )
        all.push(...chunk.data)
        if (chunk.data.length < EXPORT_PAGE_SIZE || all.length >= chunk.totalCount) break
      }
      downloadCsv(`${fileStem}-${today}.csv`, toCsv(exportRows(columns(), all)))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setExporting(false)
    }
  }
  return { exporting, error, run }
}

/** Header texts, then one line per row, from the accessor columns the module didn't leave out. */
function exportRows<TRow extends RowData>(columns: Column<ListFeatures, TRow>[], rows: TRow[]): string[][] {
  const exported = columns.filter((c) => c.accessorFn && !c.columnDef.meta?.noExport)
  const header = exported.map((c) => (typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id))
  const lines = rows.map((row, index) =>
    exported.map((c) => {
      const value = c.accessorFn?.(row, index)
      const text = c.columnDef.meta?.exportText
      return text ? text(value) : value == null ? '' : String(value)
    }),
  )
  return [header, ...lines]
}
