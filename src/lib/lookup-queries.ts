import { api, type EndpointDef, type RequestOf } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from './api-client'
import type { ModuleKeys } from './query-keys'

/** Lookups change seldom; a form reopened within minutes reuses them. */
export const LOOKUP_STALE_MS = 5 * 60_000

/** A firm-wide picker list (products, roles…), keyed under its master so the master's saves refresh it. */
export const firmLookup =
  <E extends EndpointDef>(keys: ModuleKeys, endpoint: E) =>
  () =>
    queryOptions({
      queryKey: keys.lookup(),
      queryFn: () => call(endpoint, {} as RequestOf<E>),
      staleTime: LOOKUP_STALE_MS,
    })

/** A market's picker list (its farmers, buyers, bank accounts): off until a market is chosen. */
export const marketLookup =
  <E extends EndpointDef>(keys: ModuleKeys, endpoint: E) =>
  (marketKeyID: string | null) =>
    queryOptions({
      queryKey: keys.lookup(marketKeyID),
      queryFn: () => call(endpoint, { query: { MarketKeyID: marketKeyID ?? '' } } as never),
      enabled: Boolean(marketKeyID),
      staleTime: LOOKUP_STALE_MS,
    })

/**
 * State → District → Taluka, shared by every form with a place. Keyed under
 * ['location'], which the location masters invalidate when they change.
 */
export const locationQueries = {
  states: () =>
    queryOptions({
      queryKey: ['location', 'state'],
      queryFn: () => call(api.location.stateLookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
  districts: (stateID: number | null | undefined) =>
    queryOptions({
      queryKey: ['location', 'district', stateID ?? 0],
      queryFn: () => call(api.location.districtLookup, { query: { StateID: String(stateID) } }),
      enabled: Boolean(stateID),
      staleTime: LOOKUP_STALE_MS,
    }),
  talukas: (districtID: number | null | undefined) =>
    queryOptions({
      queryKey: ['location', 'taluka', districtID ?? 0],
      queryFn: () => call(api.location.talukaLookup, { query: { DistrictID: String(districtID) } }),
      enabled: Boolean(districtID),
      staleTime: LOOKUP_STALE_MS,
    }),
}
