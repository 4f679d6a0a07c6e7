import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'
import { marketLookup } from '@/lib/lookup-queries'

/** Every buyer change refreshes the buyer lists, open records and the market's buyer lookup. */
export const buyerApi = crudApi('buyer')
export const buyerQueries = {
  ...buyerApi.queries,
  /** The market's active buyers: the only ones a sale or an invoice run may go to. */
  lookup: marketLookup(buyerApi.keys, api.buyer.lookup),
}
