import { api } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

/** Products and their grades; a change also refreshes the lookup the gate, grading, auction and reports use. */
export const productApi = crudApi('product')

export const productQueries = {
  ...productApi.queries,
  /** Active products with their grades. */
  lookup: () =>
    queryOptions({
      queryKey: productApi.keys.lookup(),
      queryFn: () => call(api.product.lookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
}
