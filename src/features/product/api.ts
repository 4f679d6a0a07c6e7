import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'

/** Products and their grades; the token and auction screens' product lookups live under the same root. */
export const productApi = crudApi('product', api.product, 'ProductID')
