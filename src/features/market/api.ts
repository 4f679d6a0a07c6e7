import { api, type Market, type MarketFormInput, type MarketSortColumn } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import type { ListRequest } from '@/components/data-table'
import { call } from '@/lib/api-client'
import { getLogin } from '@/lib/storage'

/** Lookups change seldom; a form reopened within minutes reuses them. */
const LOOKUP_STALE_MS = 5 * 60_000

export const marketQueries = {
  list: (request: ListRequest<MarketSortColumn>) =>
    queryOptions({
      queryKey: ['market', 'list', request],
      queryFn: () => call(api.market.list, { body: request }),
    }),
  model: (marketKeyID: string) =>
    queryOptions({
      queryKey: ['market', 'model', marketKeyID],
      queryFn: () => call(api.market.model, { query: { MarketKeyID: marketKeyID } }),
      enabled: Boolean(marketKeyID),
    }),
}

/** State → District → Taluka (spec §7 lookups); keyed under the location module. */
export const locationQueries = {
  states: () =>
    queryOptions({
      queryKey: ['location', 'state'],
      queryFn: () => call(api.location.stateLookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
  districts: (stateID: number | undefined) =>
    queryOptions({
      queryKey: ['location', 'district', stateID ?? 0],
      queryFn: () => call(api.location.districtLookup, { query: { StateID: String(stateID) } }),
      enabled: Boolean(stateID),
      staleTime: LOOKUP_STALE_MS,
    }),
  talukas: (districtID: number | undefined) =>
    queryOptions({
      queryKey: ['location', 'taluka', districtID ?? 0],
      queryFn: () => call(api.location.talukaLookup, { query: { DistrictID: String(districtID) } }),
      enabled: Boolean(districtID),
      staleTime: LOOKUP_STALE_MS,
    }),
}

/** Every market change refreshes the list, open records and the top bar's Select Market. */
const invalidatesMarkets = { invalidates: [['market']] } as const

export interface SaveMarket {
  values: MarketFormInput
  /** Null for a new market. */
  marketKeyID: string | null
}

export const useSaveMarket = () =>
  useMutation({
    mutationFn: ({ values, marketKeyID }: SaveMarket): Promise<Market> => {
      const { userKeyID, companyKeyID } = getLogin()
      return call(api.market.addUpdate, {
        body: { ...values, marketKeyID: marketKeyID ?? '', userKeyID, companyKeyID },
      })
    },
    meta: invalidatesMarkets,
  })

export const useDeleteMarket = () =>
  useMutation({
    mutationFn: (marketKeyID: string) => call(api.market.remove, { query: { MarketKeyID: marketKeyID } }),
    meta: invalidatesMarkets,
  })

export const useChangeMarketStatus = () =>
  useMutation({
    mutationFn: (marketKeyID: string) =>
      call(api.market.changeStatus, { query: { MarketKeyID: marketKeyID } }),
    meta: invalidatesMarkets,
  })
