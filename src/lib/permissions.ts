import { isAllowed, type ModuleId, role } from '@contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from './api-client'
import { useSession } from './session'

export interface Can {
  view: boolean
  insert: boolean
  update: boolean
  delete: boolean
}

export const permissionQueries = {
  mine: (userKeyID: string) =>
    queryOptions({
      queryKey: ['role', 'mine', userKeyID],
      queryFn: () => call(role.myPermissions, {}),
      enabled: Boolean(userKeyID),
      staleTime: 5 * 60_000,
      // A role edited elsewhere shows when the user comes back to the tab, not minutes later.
      refetchOnWindowFocus: 'always',
    }),
}

/**
 * Whether the signed-in user may take `action` in a module, so screens disable what the server would
 * refuse. Every menu entry stays visible. Until the role arrives nothing is allowed; if it can't be
 * read (a backend without the call) everything is offered and the server stays the judge.
 */
export function useAllowed(): (moduleId: ModuleId, action: keyof Can) => boolean {
  const { login } = useSession()
  const mine = useQuery(permissionQueries.mine(login.userKeyID))
  if (mine.isError) return () => true
  const permissions = mine.data
  if (!permissions) return () => false
  return (moduleId, action) => isAllowed(permissions, moduleId, action)
}

/** What the signed-in user may do in one module. */
export function useCan(moduleId: ModuleId): Can {
  const allowed = useAllowed()
  const can = (action: keyof Can) => allowed(moduleId, action)
  return { view: can('view'), insert: can('insert'), update: can('update'), delete: can('delete') }
}
