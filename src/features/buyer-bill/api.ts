import { api, type BodyInput, type BuyerInvoicesRequest } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const buyerBillKeys = moduleKeys('buyerBill')

/**
 * Generating or cancelling an invoice changes the invoice list, the buyers' outstanding and which
 * sale lines are still waiting for an invoice.
 */
const meta = { invalidates: [buyerBillKeys.all, ['auction'], ['trolleyAuction']] } as const

export const buyerBillQueries = {
  list: (request: BodyInput<typeof api.buyerBill.list>) =>
    queryOptions({
      queryKey: buyerBillKeys.list(request),
      queryFn: () => call(api.buyerBill.list, { body: request }),
    }),
  model: (buyerBillKeyID: string | null) =>
    queryOptions({
      queryKey: buyerBillKeys.model(buyerBillKeyID),
      queryFn: () => call(api.buyerBill.model, { query: { BuyerBillKeyID: buyerBillKeyID ?? '' } }),
      enabled: Boolean(buyerBillKeyID),
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
