import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
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
  movements: (request: BodyInput<typeof api.crate.movementList>) =>
    queryOptions({
      queryKey: ['crate', 'movements', request],
      queryFn: () => call(api.crate.movementList, { body: request }),
    }),
  ledger: (request: BodyInput<typeof api.crate.ledger>) =>
    queryOptions({
      queryKey: ['crate', 'ledger', request],
      queryFn: () => call(api.crate.ledger, { body: request }),
      enabled: Boolean(request.marketKeyID && request.partyKeyID),
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

/** The movement stays, marked cancelled; the balances, ledgers and stock it counted in change. */
export const useCancelCrateMovement = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.crate.cancelMovement>) =>
      call(api.crate.cancelMovement, { body }),
    meta,
  })

/** The returnable types as choices of a select: only they take movements and have balances. */
export function useReturnableTypeOptions() {
  const types = useQuery(crateQueries.types())
  return (types.data ?? [])
    .filter((t) => t.isReturnable)
    .map((t) => ({ value: t.crateTypeID, label: t.crateTypeName }))
}
