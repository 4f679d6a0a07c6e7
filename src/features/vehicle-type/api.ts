import { api } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

export const vehicleTypeApi = crudApi('vehicleType')

export const vehicleTypeQueries = {
  ...vehicleTypeApi.queries,
  /** Active vehicle types, as the gate form offers them. */
  lookup: () =>
    queryOptions({
      queryKey: vehicleTypeApi.keys.lookup(),
      queryFn: () => call(api.vehicleType.lookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
}
