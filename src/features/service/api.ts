import { api } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

export const serviceApi = crudApi('service')

export const serviceQueries = {
  ...serviceApi.queries,
  /** Every active service of both parties; a screen keeps the side it needs. */
  lookup: () =>
    queryOptions({
      queryKey: serviceApi.keys.lookup(),
      queryFn: () => call(api.service.lookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
}
