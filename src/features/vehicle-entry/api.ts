import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

/** A gate change moves both lists: an entry's tokens show in the token list and the other way round. */
const meta = { invalidates: [['vehicleEntry'], ['token']] } as const

export const vehicleEntryQueries = {
  list: (request: BodyInput<typeof api.vehicleEntry.list>) =>
    queryOptions({
      queryKey: ['vehicleEntry', 'list', request],
      queryFn: () => call(api.vehicleEntry.list, { body: request }),
    }),
  model: (vehicleEntryKeyID: string | null) =>
    queryOptions({
      queryKey: ['vehicleEntry', 'model', vehicleEntryKeyID],
      queryFn: () => call(api.vehicleEntry.model, { query: { VehicleEntryKeyID: vehicleEntryKeyID ?? '' } }),
      enabled: Boolean(vehicleEntryKeyID),
    }),
}

/** The masters the gate form picks from; each is invalidated by its own master's changes. */
export const gateLookups = {
  vehicleTypes: () =>
    queryOptions({
      queryKey: ['vehicleType', 'lookup'],
      queryFn: () => call(api.vehicleType.lookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
  products: () =>
    queryOptions({
      queryKey: ['product', 'lookup'],
      queryFn: () => call(api.product.lookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
  /** The farmers assigned to the market: the only ones a token may be issued to. */
  farmers: (marketKeyID: string | null) =>
    queryOptions({
      queryKey: ['farmer', 'lookup', marketKeyID],
      queryFn: () => call(api.farmer.lookup, { query: { MarketKeyID: marketKeyID ?? '' } }),
      enabled: Boolean(marketKeyID),
      staleTime: LOOKUP_STALE_MS,
    }),
}

export const useSaveVehicleEntry = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.vehicleEntry.addUpdate>) =>
      call(api.vehicleEntry.addUpdate, { body }),
    meta,
  })

export const useMarkVehicleOut = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.vehicleEntry.markOut>) =>
      call(api.vehicleEntry.markOut, { body }),
    meta,
  })

export const useCancelVehicleEntry = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.vehicleEntry.cancel>) => call(api.vehicleEntry.cancel, { body }),
    meta,
  })
