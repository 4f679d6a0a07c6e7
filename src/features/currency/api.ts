import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'
import { firmLookup } from '@/lib/lookup-queries'

export const currencyApi = crudApi('currency')

export const currencyQueries = {
  /** Active denominations, highest first: the rows of every note count. */
  lookup: firmLookup(currencyApi.keys, api.currency.lookup),
}
