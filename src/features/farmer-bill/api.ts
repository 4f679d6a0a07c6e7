import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const farmerBillKeys = moduleKeys('farmerBill')

/** A patti takes its tokens off the pending list and bills them; cancelling puts them back. */
const meta = { invalidates: [farmerBillKeys.all, ['token']] } as const

export type FarmerBillBody = BodyInput<typeof api.farmerBill.generate>

export const farmerBillQueries = {
  pending: (request: BodyInput<typeof api.farmerBill.pendingTokens>) =>
    queryOptions({
      queryKey: [...farmerBillKeys.all, 'pending', request],
      queryFn: () => call(api.farmerBill.pendingTokens, { body: request }),
    }),
  list: (request: BodyInput<typeof api.farmerBill.list>) =>
    queryOptions({
      queryKey: farmerBillKeys.list(request),
      queryFn: () => call(api.farmerBill.list, { body: request }),
    }),
  model: (farmerBillKeyID: string | null) =>
    queryOptions({
      queryKey: farmerBillKeys.model(farmerBillKeyID),
      queryFn: () => call(api.farmerBill.model, { query: { FarmerBillKeyID: farmerBillKeyID ?? '' } }),
      enabled: Boolean(farmerBillKeyID),
    }),
  /** The patti exactly as Generate would save it, computed by the server with the same rules. */
  preview: (body: FarmerBillBody | null) =>
    queryOptions({
      queryKey: [...farmerBillKeys.all, 'preview', body],
      queryFn: () => call(api.farmerBill.preview, { body: body as FarmerBillBody }),
      enabled: body !== null,
      retry: false,
    }),
}

export const useGenerateFarmerBill = () =>
  useMutation({
    mutationFn: (body: FarmerBillBody) => call(api.farmerBill.generate, { body }),
    meta,
  })

export const useCancelFarmerBill = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.farmerBill.cancel>) => call(api.farmerBill.cancel, { body }),
    meta,
  })

export const useWaiveFarmerBillCharges = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.farmerBill.waive>) => call(api.farmerBill.waive, { body }),
    meta,
  })
