import { api } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from './api-client'

/** Lookups change seldom; a form reopened within minutes reuses them. */
export const LOOKUP_STALE_MS = 5 * 60_000

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
