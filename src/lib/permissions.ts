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

const ALL: Can = { view: true, insert: true, update: true, delete: true }
const NONE: Can = { view: false, insert: false, update: false, delete: false }

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
 * What the signed-in user may do in a module, so screens disable what the server would refuse. Every
 * menu entry stays visible. Until the role arrives nothing is allowed; if it can't be read
 * (a backend without the call) everything is offered and the server stays the judge.
 */
export function useCan(moduleId: ModuleId): Can {
  const { login } = useSession()
  const mine = useQuery(permissionQueries.mine(login.userKeyID))
  if (mine.isError) return ALL
  if (!mine.data) return NONE
  const can = (action: keyof Can) => isAllowed(mine.data, moduleId, action)
  return { view: can('view'), insert: can('insert'), update: can('update'), delete: can('delete') }
}
