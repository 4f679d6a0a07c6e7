import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const walletKeys = moduleKeys('wallet')

/** Opening or closing the drawer moves the Cash & Bank book too (a variance is a cash movement). */
const meta = { invalidates: [walletKeys.all, ['cashBank'], ['ledger']] } as const

export const walletQueries = {
  list: (request: BodyInput<typeof api.wallet.list>) =>
    queryOptions({
      queryKey: walletKeys.list(request),
      queryFn: () => call(api.wallet.list, { body: request }),
      enabled: Boolean(request.marketKeyID),
    }),
  day: (marketKeyID: string, walletDate: string) =>
    queryOptions({
      queryKey: [...walletKeys.all, 'day', marketKeyID, walletDate],
      queryFn: () => call(api.wallet.day, { query: { MarketKeyID: marketKeyID, WalletDate: walletDate } }),
      enabled: Boolean(marketKeyID),
    }),
}

export const useOpenWalletDay = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.wallet.open>) => call(api.wallet.open, { body }),
    meta,
  })

export const useCloseWalletDay = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.wallet.close>) => call(api.wallet.close, { body }),
    meta,
  })
