import { accountOutOfReach, type EmployeeRow, MODULE } from '@contracts'
import { useQueries, useQuery } from '@tanstack/react-query'
import { roleQueries } from '@/features/role/api'
import { permissionQueries, useCan } from '@/lib/permissions'
import { useSession } from '@/lib/session'

/**
 * Why the signed-in user may not change an employee's account (edit, password, markets, status,
 * delete), or null: the contract's rule on the user's role and the account's. A role that can't be
 * read (no right to view roles, or an inactive one) leaves the row's buttons to the server's judgement.
 */
export function useAccountReach(): (employee: EmployeeRow) => string | null {
  const { login } = useSession()
  const mine = useQuery(permissionQueries.mine(login.userKeyID))
  const canReadRoles = useCan(MODULE.Role).view && mine.data?.isSuperAdmin === false
  const roles = useQuery({ ...roleQueries.lookup(), enabled: canReadRoles })
  const models = useQueries({
    queries: (canReadRoles ? (roles.data ?? []) : []).map((r) => roleQueries.model(r.roleTypeID)),
  })
  return (employee) => {
    if (!mine.data) return null
    const account = models.find((m) => m.data?.roleTypeID === employee.roleTypeID)?.data
    return account ? accountOutOfReach(mine.data, account) : null
  }
}
