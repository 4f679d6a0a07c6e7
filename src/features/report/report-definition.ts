import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { ListColumn, ListQueryOptions } from '@/components/data-table'
import { formatMoney, formatNumber } from '@/lib/format'
import type { PrintedReportName } from './api'

/** What makes one report: its call, its columns and how its rows are named. Filters live on its page. */
export interface ReportDefinition<TRow extends RowData> {
  name: PrintedReportName
  /** The table's name on screen and the printed title. */
  title: string
  /** The CSV file's name stem. */
  fileStem: string
  /** The report's query (reportQuery), sent the list's request with the selected market. */
  query: (request: never) => ListQueryOptions<TRow>
  /** The columns, or a function of the farmer services when the report has a column per service. */
  columns: ListColumn<TRow>[] | ((services: readonly ServiceName[]) => ListColumn<TRow>[])
  getRowId: (row: TRow) => string
  rowName: (row: TRow) => string
  searchPlaceholder: string
  /** A one-party report's party, as its printout labels it ('Farmer'). */
  partyLabel?: string
  /** A panel under a row (a bill's lines). */
  rowDetail?: (row: TRow) => ReactNode
  /**
   * The report picks its own market, or the whole firm, instead of working in the top bar's market
   * (the books are kept for the firm as well as per market).
   */
  firmWide?: true
}

export interface ServiceName {
  serviceID: number
  serviceName: string
}

const FIGURE = 'text-right whitespace-nowrap tabular-nums'

/** A ₹ column whose footer is the server's sum. */
export const moneyColumn = { className: FIGURE, total: 'money' } as const
/** A count or weight column whose footer is the server's sum. */
export const numberColumn = { className: FIGURE, total: 'number' } as const
/** A figure the server does not sum (a rate, a share). */
export const figureColumn = { className: FIGURE } as const

/** Cells of ₹ and of counts or weights (a column's value is typed loosely by its accessor). */
export const money = (info: { getValue: () => unknown }) => formatMoney(Number(info.getValue()))
export const figure = (info: { getValue: () => unknown }) => formatNumber(Number(info.getValue()))
/** A statement's line leaves the columns that don't apply to it empty (a payment has no gross). */
export const moneyIfAny = (info: { getValue: () => unknown }) => (Number(info.getValue()) ? money(info) : '')
export const figureIfAny = (info: { getValue: () => unknown }) =>
  Number(info.getValue()) ? figure(info) : ''
