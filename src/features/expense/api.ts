import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const expenseKeys = moduleKeys('expense')

/** An expense is money out: cash ones move the day's drawer and the cash book. */
const meta = { invalidates: [expenseKeys.all, ['wallet'], ['cashBank']] } as const

export const expenseQueries = {
  list: (request: BodyInput<typeof api.expense.list>) =>
    queryOptions({
      queryKey: expenseKeys.list(request),
      queryFn: () => call(api.expense.list, { body: request }),
    }),
  model: (expenseKeyID: string) =>
    queryOptions({
      queryKey: expenseKeys.model(expenseKeyID),
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
