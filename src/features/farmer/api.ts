import { api, type BodyInput } from '@contracts'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { marketLookup } from '@/lib/lookup-queries'

/** Every farmer change refreshes the farmer lists, open records and the market's farmer lookup. */
export const farmerApi = crudApi('farmer')
export const farmerQueries = {
  ...farmerApi.queries,
  /** The farmers assigned to the market: the only ones a token may be issued to. */
  lookup: marketLookup(farmerApi.keys, api.farmer.lookup),
}

/** Adds farmers to one market or takes them off it; answers how many changed. */
export const useAssignFarmerMarket = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.farmer.assignMarket>) => call(api.farmer.assignMarket, { body }),
    meta: { invalidates: [farmerApi.keys.all] },
  })
