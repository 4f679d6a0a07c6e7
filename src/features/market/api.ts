import { api } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'

/** Every market change refreshes the list, open records and the top bar's Select Market. */
export const marketApi = crudApi('market')
export const marketQueries = {
  ...marketApi.queries,
  /** The company's markets the user may pick in Select Market (and print on slips). */
  lookup: (companyKeyID: string) =>
    queryOptions({
      queryKey: marketApi.keys.lookup(companyKeyID),
      queryFn: () => call(api.market.lookup, { query: { CompanyKeyID: companyKeyID } }),
      enabled: Boolean(companyKeyID),
    }),
}
