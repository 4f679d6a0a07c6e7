import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'

/** Every market change refreshes the list, open records and the top bar's Select Market (['market']). */
export const marketApi = crudApi('market', api.market, 'MarketKeyID')
export const marketQueries = marketApi.queries
