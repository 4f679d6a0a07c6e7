import {
  accountOutOfReach,
  api,
  EMPLOYEE_MESSAGES,
  type EndpointDef,
  PASSWORD_CHANGE_REQUIRED,
} from '../../contracts'
import type { ServerContext } from '../context'
import { forbidden } from '../errors'
import type { EmployeeRow } from '../store/rows'
import { callerRoleRecord, effectiveRole, toRole } from './permissions'
import type { Session } from './sessions'

/** The contract's rule (accountOutOfReach) on the caller's role as it applies now and the account's as stored. */
export function assertMayManageAccount(
  ctx: ServerContext,
  session: Session,
  target: Pick<EmployeeRow, 'roleTypeID'>,
): void {
  const role = ctx.store.roles.in(session.companyKeyID, target.roleTypeID)
  if (!role) return
  const refusal = accountOutOfReach(effectiveRole(callerRoleRecord(ctx, session)), toRole(role))
  if (refusal) throw forbidden(refusal)
}

/** The administrators' calls act on others: one's own account changes through profile and password. */
export function assertNotSelf(session: Session, target: Pick<EmployeeRow, 'employeeKeyID'>, message: string) {
  if (target.employeeKeyID === session.userKeyID) throw forbidden(message)
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length

/** AddUpdateEmployee on oneself may change name, designation, address and photo, nothing that signs in or grants. */
export function assertOwnRecordEdit(
  session: Session,
  existing: Readonly<EmployeeRow>,
  next: Pick<EmployeeRow, 'mobileNo' | 'emailID' | 'roleTypeID' | 'marketKeyIDs'>,
): void {
  if (existing.employeeKeyID !== session.userKeyID) return
  const unchanged =
    next.mobileNo === existing.mobileNo &&
    next.emailID.toLowerCase() === existing.emailID.toLowerCase() &&
    next.roleTypeID === existing.roleTypeID &&
    sameSet(next.marketKeyIDs, existing.marketKeyIDs)
  if (!unchanged) throw forbidden(EMPLOYEE_MESSAGES.ownAccount)
}

/** Reads change nothing: a view permission, or a GET without one (lookups, one's own record, Logout). */
const isRead = (def: EndpointDef) => (def.access ? def.access.action === 'view' : def.method === 'GET')

/**
 * While a password set by an administrator is unchanged, the account may read (the profile page and
 * the shell still render), change its password and sign out; every other change is refused, so
 * whoever learnt the administrator's password cannot use the account before its owner does.
 */
export function assertPasswordSettled(
  ctx: ServerContext,
  session: Session,
  def: EndpointDef | 'write',
): void {
  if (def !== 'write' && (isRead(def) || def.path === api.account.changePassword.path)) return
  if (ctx.store.employees.get(session.userKeyID)?.mustChangePassword)
    throw forbidden(PASSWORD_CHANGE_REQUIRED)
}
