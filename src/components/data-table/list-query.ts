import type { ColumnTotals } from '@contracts'
import type { UseQueryOptions } from '@tanstack/react-query'

/** One page of a list as the API client answers it. */
export interface Paged<TRow> {
  data: TRow[]
  totalCount: number
  /** Column sums over the whole filtered set, when the server sends them. */
  totals?: ColumnTotals
}

// biome-ignore lint/suspicious/noExplicitAny: a module's query key is its own business.
export type ListQueryOptions<TRow> = UseQueryOptions<Paged<TRow>, Error, Paged<TRow>, any>
