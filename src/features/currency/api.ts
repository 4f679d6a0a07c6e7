import { api } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

export const currencyApi = crudApi('currency')

export const currencyQueries = {
  /** Active denominations, highest first: the rows of every note count. */
  lookup: () =>
    queryOptions({
      queryKey: currencyApi.keys.lookup(),
      queryFn: () => call(api.currency.lookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
}
