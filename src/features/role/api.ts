import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'
import { firmLookup } from '@/lib/lookup-queries'

/**
 * Every role change invalidates the role root, which also refreshes the signed-in user's own permissions
 * (['role', 'mine', …]) so the buttons follow an edited role at once.
 */
export const roleApi = crudApi('role')

export const roleQueries = {
  ...roleApi.queries,
  /** Active roles, for pickers and filters. */
  lookup: firmLookup(roleApi.keys, api.role.lookup),
}
