import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'

/** Every buyer change refreshes the buyer lists, open records and the market's buyer lookup (['buyer']). */
export const buyerApi = crudApi('buyer', api.buyer, 'BuyerKeyID')
export const buyerQueries = buyerApi.queries
