import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const trolleyAuctionKeys = moduleKeys('trolleyAuction')

/** A lot changes the queue, the lists of lots and sales, and its token (Auctioned once weighed). */
const meta = { invalidates: [trolleyAuctionKeys.all, ['auction'], ['token']] } as const

/** The yard weighs trolleys all day: the queue refreshes while the screen is open. */
const QUEUE_REFRESH_MS = 15_000

export const trolleyAuctionQueries = {
  queue: (marketKeyID: string | null) =>
    queryOptions({
      queryKey: [...trolleyAuctionKeys.all, 'queue', marketKeyID],
      queryFn: () => call(api.trolleyAuction.queue, { body: { marketKeyID: marketKeyID ?? '' } }),
      enabled: Boolean(marketKeyID),
      refetchInterval: QUEUE_REFRESH_MS,
    }),
  list: (request: BodyInput<typeof api.trolleyAuction.list>) =>
    queryOptions({
      queryKey: trolleyAuctionKeys.list(request),
      queryFn: () => call(api.trolleyAuction.list, { body: request }),
    }),
}

export const useSaveTrolleyLot = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.trolleyAuction.save>) => call(api.trolleyAuction.save, { body }),
    meta,
  })

export const useCancelTrolleyLot = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.trolleyAuction.cancel>) =>
      call(api.trolleyAuction.cancel, { body }),
    meta,
  })
