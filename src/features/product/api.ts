import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'
import { firmLookup } from '@/lib/lookup-queries'

/** Products and their grades; a change also refreshes the lookup the gate, grading, auction and reports use. */
export const productApi = crudApi('product')

export const productQueries = {
  ...productApi.queries,
  /** Active products with their grades. */
  lookup: firmLookup(productApi.keys, api.product.lookup),
}
