import { api } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

/** Every buyer change refreshes the buyer lists, open records and the market's buyer lookup. */
export const buyerApi = crudApi('buyer')
export const buyerQueries = {
  ...buyerApi.queries,
  /** The market's active buyers: the only ones a sale or an invoice run may go to. */
  lookup: (marketKeyID: string | null) =>
    queryOptions({
      queryKey: buyerApi.keys.lookup(marketKeyID),
      queryFn: () => call(api.buyer.lookup, { query: { MarketKeyID: marketKeyID ?? '' } }),
      enabled: Boolean(marketKeyID),
      staleTime: LOOKUP_STALE_MS,
    }),
}
