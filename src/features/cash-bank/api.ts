import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { marketLookup } from '@/lib/lookup-queries'

/** A bank account change shows in the book's filter and in the entry form's picker. */
export const bankAccountApi = crudApi('bankAccount', {
  alsoInvalidates: [['cashBank']],
})

export const cashBankQueries = {
  ledger: (request: BodyInput<typeof api.ledger.cashBankLedger>) =>
    queryOptions({
      queryKey: ['cashBank', 'ledger', request],
      queryFn: () => call(api.ledger.cashBankLedger, { body: request }),
      enabled: Boolean(request.marketKeyID),
    }),
  /** The market's active accounts, as the entry form and the book's filter offer them. */
  bankAccounts: marketLookup(bankAccountApi.keys, api.bankAccount.lookup),
}

/** A manual entry moves the cash book, so the day's drawer too. */
const meta = { invalidates: [['cashBank'], ['wallet']] } as const

export const useAddCashBankEntry = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.cashBankEntry.add>) => call(api.cashBankEntry.add, { body }),
    meta,
  })

export const useCancelCashBankEntry = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.cashBankEntry.cancel>) =>
      call(api.cashBankEntry.cancel, { body }),
    meta,
  })
