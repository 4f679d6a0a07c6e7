import { api } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { crudApi } from '@/lib/crud-api'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'

/**
 * Every role change invalidates the role root, which also refreshes the signed-in user's own permissions
 * (['role', 'mine', …]) so the buttons follow an edited role at once.
 */
export const roleApi = crudApi('role')

export const roleQueries = {
  ...roleApi.queries,
  /** Active roles, for pickers and filters. */
  lookup: () =>
    queryOptions({
      queryKey: roleApi.keys.lookup(),
      queryFn: () => call(api.role.lookup, {}),
      staleTime: LOOKUP_STALE_MS,
    }),
}
