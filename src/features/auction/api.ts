import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'

/** A sale changes its token (Auctioned, or re-opened by a cancel) and the lists of both auctions. */
const meta = { invalidates: [['auction'], ['trolleyAuction'], ['token']] } as const

export const auctionQueries = {
  list: (request: BodyInput<typeof api.auction.list>) =>
    queryOptions({
      queryKey: ['auction', 'list', request],
      queryFn: () => call(api.auction.list, { body: request }),
    }),
}

export const useSaveAuctionLine = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.auction.save>) => call(api.auction.save, { body }),
    meta,
  })

export const useCancelAuctionLine = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.auction.cancel>) => call(api.auction.cancel, { body }),
    meta,
  })
