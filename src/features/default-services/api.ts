import { api, DEFAULT_SERVICE_MESSAGES, type DefaultServiceRow, type DefaultServiceSaveRow } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { getLogin } from '@/lib/storage'

export type Party = 'farmer' | 'buyer'

export const PARTIES = {
  farmer: { tab: 'Farmer Default Services', saved: DEFAULT_SERVICE_MESSAGES.farmerSaved },
  buyer: { tab: 'Buyer Default Services', saved: DEFAULT_SERVICE_MESSAGES.buyerSaved },
} as const satisfies Record<Party, { tab: string; saved: string }>

const endpoints = { farmer: api.farmerMarketServices, buyer: api.buyerMarketServices } as const

export const defaultServiceQueries = {
  rows: (party: Party, marketKeyID: string) =>
    queryOptions({
      queryKey: ['default-services', party, marketKeyID],
      queryFn: () => call(endpoints[party].model, { query: { MarketKeyID: marketKeyID } }),
      enabled: Boolean(marketKeyID),
    }),
}

export interface SaveDefaultServices {
  marketKeyID: string
  /** Both transport types' rows of the party, serviceName already dropped. */
  rows: DefaultServiceSaveRow[]
}

export const useSaveDefaultServices = (party: Party) =>
  useMutation({
    mutationFn: ({ marketKeyID, rows }: SaveDefaultServices): Promise<DefaultServiceRow[]> => {
      const target = { userKeyID: getLogin().userKeyID, marketKeyID }
      return party === 'farmer'
        ? call(api.farmerMarketServices.save, { body: { ...target, farmerMarketServices: rows } })
        : call(api.buyerMarketServices.save, { body: { ...target, buyerMarketServices: rows } })
    },
    meta: { invalidates: [['default-services', party]] },
  })
