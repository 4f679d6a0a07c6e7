import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'
import { firmLookup } from '@/lib/lookup-queries'

export const serviceApi = crudApi('service')

export const serviceQueries = {
  ...serviceApi.queries,
  /** Every active service of both parties; a screen keeps the side it needs. */
  lookup: firmLookup(serviceApi.keys, api.service.lookup),
}
