import { api, type PARTY_TYPE } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { firmLookup, LOOKUP_STALE_MS } from '@/lib/lookup-queries'

export const expenseCategoryApi = crudApi('expenseCategory')

export const expenseCategoryQueries = {
  ...expenseCategoryApi.queries,
  /** The firm's active expense categories, the required head of an expense. */
  lookup: firmLookup(expenseCategoryApi.keys, api.expenseCategory.lookup),
}

/**
 * The heads a bill may add charges (buyer) or deductions (farmer) under: the firm's active categories
 * of that side marked visible on bills, each with its default charge.
 */
export const billCategoriesQuery = (partyType: (typeof PARTY_TYPE)[keyof typeof PARTY_TYPE]) =>
  queryOptions({
    queryKey: [...expenseCategoryApi.keys.all, 'onBills', partyType],
    queryFn: () =>
      call(api.expenseCategory.list, {
        body: {
          pageNo: 0,
          pageSize: 100,
          categoryType: partyType,
          isActive: true,
          sortingColumnName: 'categoryName',
          sortingDirection: 'asc',
        },
      }),
    select: (page) => page.data.filter((category) => category.isVisible),
    staleTime: LOOKUP_STALE_MS,
  })
