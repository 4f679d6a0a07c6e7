import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'
import { firmLookup } from '@/lib/lookup-queries'

export const vehicleTypeApi = crudApi('vehicleType')

export const vehicleTypeQueries = {
  ...vehicleTypeApi.queries,
  /** Active vehicle types, as the gate form offers them. */
  lookup: firmLookup(vehicleTypeApi.keys, api.vehicleType.lookup),
}
