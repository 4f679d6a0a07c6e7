import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'

/** An expense is money out: cash ones move the day's drawer and the cash book. */
const meta = { invalidates: [['expense'], ['wallet'], ['cashBank']] } as const

export const expenseQueries = {
  list: (request: BodyInput<typeof api.expense.list>) =>
    queryOptions({
      queryKey: ['expense', 'list', request],
      queryFn: () => call(api.expense.list, { body: request }),
    }),
  model: (expenseKeyID: string) =>
    queryOptions({
      queryKey: ['expense', 'model', expenseKeyID],
      queryFn: () => call(api.expense.model, { query: { ExpenseKeyID: expenseKeyID } }),
    }),
}

export const useSaveExpense = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.expense.addUpdate>) => call(api.expense.addUpdate, { body }),
    meta,
  })

export const useCancelExpense = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.expense.cancel>) => call(api.expense.cancel, { body }),
    meta,
  })
