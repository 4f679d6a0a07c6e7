import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

/** A movement changes balances, ledgers and the stock alike. */
const meta = { invalidates: [['crate']] } as const

export const crateQueries = {
  balances: (request: BodyInput<typeof api.crate.balanceList>) =>
    queryOptions({
      queryKey: ['crate', 'balances', request],
      queryFn: () => call(api.crate.balanceList, { body: request }),
    }),
  stock: (marketKeyID: string) =>
    queryOptions({
      queryKey: ['crate', 'stock', marketKeyID],
      queryFn: () => call(api.crate.stock, { query: { MarketKeyID: marketKeyID } }),
      enabled: Boolean(marketKeyID),
    }),
  /** The firm's active crate types; only returnable ones take movements. */
  types: () =>
    queryOptions({
      queryKey: ['crateType', 'lookup'],
      queryFn: () => call(api.crateType.lookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
}

export const useAddCrateMovement = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.crate.addMovement>) => call(api.crate.addMovement, { body }),
    meta,
  })
