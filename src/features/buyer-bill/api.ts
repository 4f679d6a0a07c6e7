import { api, type BodyInput, type BuyerInvoicesRequest } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

/**
 * Generating or cancelling an invoice changes the invoice list, the buyers' outstanding and which
 * sale lines are still waiting for an invoice.
 */
const meta = { invalidates: [['buyerBill'], ['auction'], ['trolleyAuction']] } as const

export const buyerBillQueries = {
  list: (request: BodyInput<typeof api.buyerBill.list>) =>
    queryOptions({
      queryKey: ['buyerBill', 'list', request],
      queryFn: () => call(api.buyerBill.list, { body: request }),
    }),
  model: (buyerBillKeyID: string | null) =>
    queryOptions({
      queryKey: ['buyerBill', 'model', buyerBillKeyID],
      queryFn: () => call(api.buyerBill.model, { query: { BuyerBillKeyID: buyerBillKeyID ?? '' } }),
      enabled: Boolean(buyerBillKeyID),
    }),
  /** The buyers who buy in the market: the ones an invoice run may be limited to. */
  buyers: (marketKeyID: string | null) =>
    queryOptions({
      queryKey: ['buyer', 'lookup', marketKeyID],
      queryFn: () => call(api.buyer.lookup, { query: { MarketKeyID: marketKeyID ?? '' } }),
      enabled: Boolean(marketKeyID),
      staleTime: LOOKUP_STALE_MS,
    }),
}

/** A preview saves nothing, so it invalidates nothing. */
export const usePreviewBuyerInvoices = () =>
  useMutation({
    mutationFn: (body: BuyerInvoicesRequest) => call(api.buyerBill.preview, { body }),
  })

export const useGenerateBuyerInvoices = () =>
  useMutation({
    mutationFn: (body: BuyerInvoicesRequest) => call(api.buyerBill.generate, { body }),
    meta,
  })

export const useCancelBuyerBill = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.buyerBill.cancel>) => call(api.buyerBill.cancel, { body }),
    meta,
  })
