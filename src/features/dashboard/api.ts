import { dashboard } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'

export const dashboardQueries = {
  /**
   * The market is part of the key, so switching it in the top bar shows that market's figures without
   * a reload. Every visit asks again (staleTime 0): the server keeps the answer until its next write,
   * so a figure is never older than the documents behind it.
   */
  get: (marketKeyID: string | null) =>
    queryOptions({
      queryKey: ['dashboard', marketKeyID],
      queryFn: () => call(dashboard.get, { query: { MarketKeyID: marketKeyID ?? '' } }),
      enabled: Boolean(marketKeyID),
      staleTime: 0,
    }),
}
