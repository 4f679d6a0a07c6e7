import { api, type BodyInput } from '@contracts'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'

/** Every farmer change refreshes the farmer lists, open records and the market's farmer lookup (['farmer']). */
export const farmerApi = crudApi('farmer', api.farmer, 'FarmerKeyID')
export const farmerQueries = farmerApi.queries

/** Adds farmers to one market or takes them off it; answers how many changed. */
export const useAssignFarmerMarket = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.farmer.assignMarket>) => call(api.farmer.assignMarket, { body }),
    meta: { invalidates: [['farmer']] },
  })
