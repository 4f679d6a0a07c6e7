import type { ColumnTotals } from '@contracts'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import type { Column, RowData } from '@tanstack/react-table'
import { useState } from 'react'
import { footerCells } from './column-totals'
import { downloadCsv, toCsv } from './csv'
import type { ListQueryOptions, Paged } from './list-query'
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
 * Every row of a list's view (search, period, filters, sort), fetched in large pages through the list's
 * own query, with the totals the server sent for the whole view.
 */
export async function fetchEveryRow<TRow, C extends string>(
  queryClient: QueryClient,
  query: (request: ListRequest<C>) => ListQueryOptions<TRow>,
  request: ListRequest<C>,
): Promise<Paged<TRow>> {
  const all: TRow[] = []
  let totals: ColumnTotals | undefined
  let totalCount = 0
  for (let n = 0; n < EXPORT_MAX_PAGES; n++) {
    const chunk = await queryClient.fetchQuery(query({ ...request, pageNo: n, pageSize: EXPORT_PAGE_SIZE }))
    all.push(...chunk.data)
    totals ??= chunk.totals
    totalCount = chunk.totalCount
    if (chunk.data.length < EXPORT_PAGE_SIZE || all.length >= chunk.totalCount) break
  }
  return { data: all, totalCount, totals }
}

/** 'Export as CSV': every row of the current view, written as the columns show them, then its totals. */
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
      const every = await fetchEveryRow(queryClient, query, request)
      downloadCsv(`${fileStem}-${today}.csv`, toCsv(exportRows(columns(), every.data, every.totals)))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setExporting(false)
    }
  }
  return { exporting, error, run }
}

/**
 * Header texts, one line per row, from the accessor columns the module didn't leave out, and a last
 * 'Total' line when the server summed any of them (plain numbers, as the rows' figures are written).
 */
export function exportRows<TRow extends RowData>(
  columns: Column<ListFeatures, TRow>[],
  rows: TRow[],
  totals?: ColumnTotals,
): string[][] {
  const exported = columns.filter((c) => c.accessorFn && !c.columnDef.meta?.noExport)
  const header = exported.map((c) => (typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id))
  const lines = rows.map((row, index) =>
    exported.map((c) => {
      const value = c.accessorFn?.(row, index)
      const text = c.columnDef.meta?.exportText
      return text ? text(value) : value == null ? '' : String(value)
    }),
  )
  const sums = totals
    ? footerCells(
        exported.map((c) => ({ id: c.id, total: c.columnDef.meta?.total })),
        totals,
      )
    : []
  const summed = sums.some((cell) => cell.numeric)
  const totalLine = sums.map((cell) => (cell.numeric ? String(totals?.[cell.id]) : cell.text))
  return summed ? [header, ...lines, totalLine] : [header, ...lines]
}
