import { api, type BodyInput } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'

export const buyerLedgerQueries = {
  statement: (request: BodyInput<typeof api.ledger.buyerLedger>) =>
    queryOptions({
      queryKey: ['ledger', 'buyer', request],
      queryFn: () => call(api.ledger.buyerLedger, { body: request }),
      enabled: Boolean(request.buyerKeyID),
    }),
  collection: (request: BodyInput<typeof api.ledger.collectionRegister>) =>
    queryOptions({
      queryKey: ['ledger', 'collection', request],
      queryFn: () => call(api.ledger.collectionRegister, { body: request }),
    }),
}
