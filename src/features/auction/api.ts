import { type AuctionLine, api, type BodyInput } from '@contracts'
import { type QueryClient, queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'
import { untilServerAnswers } from '@/lib/server-reach'

export const auctionKeys = moduleKeys('auction')

/** Two clerks selling from one queue see each other's sales within this. */
export const QUEUE_REFRESH_MS = 3_000

/** A sale changes its token (Auctioned, or re-opened by a cancel), the queue and the lists of both auctions. */
const meta = { invalidates: [auctionKeys.all, ['trolleyAuction'], ['token']] } as const

export const auctionQueries = {
  list: (request: BodyInput<typeof api.auction.list>) =>
    queryOptions({
      queryKey: auctionKeys.list(request),
      queryFn: () => call(api.auction.list, { body: request }),
    }),
  queue: (marketKeyID: string | null) =>
    queryOptions({
      queryKey: [...auctionKeys.all, 'queue', marketKeyID],
      queryFn: () => call(api.auction.queue, { body: { marketKeyID: marketKeyID ?? '' } }),
      enabled: Boolean(marketKeyID),
      staleTime: 0,
      refetchInterval: QUEUE_REFRESH_MS,
    }),
  tokenLines: (tokenKeyID: string | null) =>
    queryOptions({
      queryKey: [...auctionKeys.all, 'tokenLines', tokenKeyID],
      queryFn: () => call(api.auction.tokenLines, { body: { tokenKeyID: tokenKeyID ?? '' } }),
      enabled: Boolean(tokenKeyID),
      staleTime: 0,
      refetchInterval: QUEUE_REFRESH_MS,
    }),
  line: (auctionLineKeyID: string | null) =>
    queryOptions({
      queryKey: [...auctionKeys.all, 'line', auctionLineKeyID],
      queryFn: () => call(api.auction.model, { query: { AuctionLineKeyID: auctionLineKeyID ?? '' } }),
      enabled: Boolean(auctionLineKeyID),
    }),
  rateContext: (request: { marketKeyID: string | null; tokenKeyID: string | null; gradeID: number | null }) =>
    queryOptions({
      queryKey: [...auctionKeys.all, 'rateContext', request],
      queryFn: () =>
        call(api.auction.rateContext, {
          body: {
            marketKeyID: request.marketKeyID ?? '',
            tokenKeyID: request.tokenKeyID ?? '',
            gradeID: request.gradeID ?? 0,
          },
        }),
      enabled: Boolean(request.marketKeyID && request.tokenKeyID && request.gradeID !== null),
    }),
  /** The market's Sold weight-based lines still without their net weight, today's first page. */
  awaitingWeight: (marketKeyID: string | null, today: string) =>
    queryOptions({
      queryKey: [...auctionKeys.all, 'awaitingWeight', marketKeyID, today],
      queryFn: () =>
        call(api.auction.list, {
          body: {
            marketKeyID: marketKeyID ?? '',
            awaitingWeight: true,
            pageNo: 0,
            pageSize: 100,
            sortingColumnName: 'auctionDateTime',
            sortingDirection: 'asc',
            searchKeyword: '',
            fromDate: today,
            toDate: today,
          },
        }),
      enabled: Boolean(marketKeyID),
      refetchInterval: QUEUE_REFRESH_MS,
    }),
}

export type SaleLineBody = BodyInput<typeof api.auction.save>

/** What the clerk typed, and the names the screen shows for it before the server has answered. */
export interface SaleLineVariables {
  body: SaleLineBody
  shown: { tokenNo: number; gradeName: string; buyerName: string; productName: string }
}

/** Every sale line save: kept across reloads and sent one after another, in the order typed. */
export const SALE_LINE_KEY = ['auction', 'saveLine'] as const

/** A line the server saved, shown in the token's lines before they are fetched again. */
export function showSavedLine(client: QueryClient, line: AuctionLine) {
  client.setQueryData(auctionQueries.tokenLines(line.tokenKeyID).queryKey, (lines) =>
    lines ? [...lines.filter((l) => l.auctionLineKeyID !== line.auctionLineKeyID), line] : lines,
  )
}

/**
 * Sale lines run through the mutation cache with their function set here, not in a component: a
 * line restored after a reload is sent with no screen open. A line waiting for the server (no
 * answer, 5xx) is retried without end, the later ones waiting behind it (one scope); a refusal (400,
 * the 409 warnings) stops it and keeps it, with its message, until the clerk resends or discards it.
 */
export function setSaleLineDefaults(client: QueryClient) {
  client.setMutationDefaults(SALE_LINE_KEY, {
    mutationFn: (variables: unknown) =>
      call(api.auction.save, { body: (variables as SaleLineVariables).body }),
    ...untilServerAnswers,
    gcTime: Number.POSITIVE_INFINITY,
    scope: { id: 'auction-sale-lines' },
    meta,
  })
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

export const useSaveLineWeight = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.auction.saveWeight>) => call(api.auction.saveWeight, { body }),
    meta,
  })
