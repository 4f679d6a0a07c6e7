import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const vehicleEntryKeys = moduleKeys('vehicleEntry')

/**
 * A gate change moves both lists (an entry's tokens show in the token list and the other way round)
 * and the crate balances, which the gate's crates come off.
 */
const meta = { invalidates: [vehicleEntryKeys.all, ['token'], ['crate']] } as const

export const vehicleEntryQueries = {
  list: (request: BodyInput<typeof api.vehicleEntry.list>) =>
    queryOptions({
      queryKey: vehicleEntryKeys.list(request),
      queryFn: () => call(api.vehicleEntry.list, { body: request }),
    }),
  model: (vehicleEntryKeyID: string | null) =>
    queryOptions({
      queryKey: vehicleEntryKeys.model(vehicleEntryKeyID),
      queryFn: () => call(api.vehicleEntry.model, { query: { VehicleEntryKeyID: vehicleEntryKeyID ?? '' } }),
      enabled: Boolean(vehicleEntryKeyID),
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
