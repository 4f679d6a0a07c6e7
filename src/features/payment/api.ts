import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const paymentKeys = moduleKeys('payment')

/**
 * A voucher moves money and settles bills: the voucher lists, the bills it settles, the ledgers and
 * the day's cash drawer all change with it.
 */
export const MONEY_INVALIDATES = [
  paymentKeys.all,
  ['farmerBill'],
  ['buyerBill'],
  ['ledger'],
  ['wallet'],
  ['cashBank'],
] as const

export const paymentQueries = {
  list: (request: BodyInput<typeof api.payment.list>) =>
    queryOptions({
      queryKey: paymentKeys.list(request),
      queryFn: () => call(api.payment.list, { body: request }),
    }),
  model: (paymentKeyID: string) =>
    queryOptions({
      queryKey: paymentKeys.model(paymentKeyID),
      queryFn: () => call(api.payment.model, { query: { PaymentKeyID: paymentKeyID } }),
    }),
  /** The party's bills with something left to settle, as the voucher form allocates to them. */
  openBills: (marketKeyID: string, partyType: 1 | 2, partyKeyID: string) =>
    queryOptions({
      queryKey: [...paymentKeys.all, 'openBills', marketKeyID, partyType, partyKeyID],
      queryFn: () => call(api.payment.openBills, { body: { marketKeyID, partyType, partyKeyID } }),
      enabled: Boolean(partyKeyID),
    }),
}

export const useAddPayment = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.payment.add>) => call(api.payment.add, { body }),
    meta: { invalidates: MONEY_INVALIDATES },
  })

export const useCancelPayment = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.payment.cancel>) => call(api.payment.cancel, { body }),
    meta: { invalidates: MONEY_INVALIDATES },
  })
