import {
  type Access,
  isAllowed,
  PERMISSION_ACTIONS,
  PERMISSION_MODULES,
  type PermissionAction,
  ROLE_MESSAGES,
  type Role,
} from '../../contracts'
import type { ServerContext } from '../context'
import { conflict, forbidden } from '../errors'
import type { RoleRecord } from '../store/rows'
import type { Store } from '../store/store'
import type { Session } from './sessions'

const answers = new WeakMap<Readonly<RoleRecord>, Role>()

/** A role as the spec's permission tree: every module × action, granted or not. Rows are frozen, so cached. */
export function toRole(record: Readonly<RoleRecord>): Role {
  let role = answers.get(record)
  if (!role) {
    const grants = new Set<string>(record.grants)
    role = {
      roleTypeID: record.roleTypeID,
      roleName: record.roleName,
      isSuperAdmin: record.isSuperAdmin,
      isSystem: record.isSystem,
      isActive: record.isActive,
      modules: PERMISSION_MODULES.map(({ moduleId, moduleName }) => ({
        moduleId,
        moduleName,
        moduleActions: PERMISSION_ACTIONS.map(({ mActionId, mActionName, action }) => ({
          mActionId,
          mActionName,
          setDefaultAction: grants.has(`${moduleId}:${action}`),
        })),
      })),
    }
    answers.set(record, role)
  }
  return role
}

/** What a role lets its holders do now: an inactive role grants nothing. */
export function effectiveRole(record: Readonly<RoleRecord>): Role {
  return record.isActive ? toRole(record) : toRole({ ...record, isSuperAdmin: false, grants: [] })
}

const NO_ROLE: RoleRecord = {
  companyKeyID: '',
  roleTypeID: 0,
  roleName: '',
  isSuperAdmin: false,
  isSystem: false,
  isActive: false,
  grants: [],
  createdDate: '',
}

/** The signed-in user's role record, read on every request so a role change applies at once. */
export function callerRoleRecord(ctx: ServerContext, session: Session): Readonly<RoleRecord> {
  const employee = ctx.store.employees.get(session.userKeyID)
  return (employee && ctx.store.roles.in(employee.companyKeyID, employee.roleTypeID)) ?? NO_ROLE
}

export const can = (ctx: ServerContext, session: Session, moduleId: number, action: PermissionAction) =>
  isAllowed(effectiveRole(callerRoleRecord(ctx, session)), moduleId, action)

export const isSuperAdmin = (ctx: ServerContext, session: Session) =>
  effectiveRole(callerRoleRecord(ctx, session)).isSuperAdmin

/** 'save' is an insert when the body's key field is empty (absent, null, '' or 0), else an update. */
export function requiredAction(access: Access, rawBody: unknown): PermissionAction {
  if (access.action !== 'save') return access.action
  const key =
    access.keyField && rawBody !== null && typeof rawBody === 'object'
      ? (rawBody as Record<string, unknown>)[access.keyField]
      : undefined
  return key === undefined || key === null || key === '' || key === 0 ? 'insert' : 'update'
}

/** Checked before the body is validated, so a caller without the right learns nothing about the rules. */
export function authorize(ctx: ServerContext, session: Session, access: Access, rawBody: unknown): void {
  if (!can(ctx, session, access.moduleId, requiredAction(access, rawBody))) {
    throw forbidden(ROLE_MESSAGES.forbidden)
  }
}

/**
 * Nobody gives what they do not have: a role assigned or edited by someone who is not a Super Admin may
 * hold only rights the caller holds, and Super Admin rights come from a Super Admin only.
 */
export function assertMayGrant(
  ctx: ServerContext,
  session: Session,
  role: Pick<RoleRecord, 'grants' | 'isSuperAdmin'>,
  superAdminOnly: string,
): void {
  const caller = callerRoleRecord(ctx, session)
  if (caller.isActive && caller.isSuperAdmin) return
  if (role.isSuperAdmin) throw forbidden(superAdminOnly)
  const own = new Set<string>(caller.isActive ? caller.grants : [])
  if (role.grants.some((grant) => !own.has(grant))) throw forbidden(ROLE_MESSAGES.beyondOwnRights)
}

/** Firms with at least one active employee holding an active Super Admin role. */
function firmsWithSuperAdmin(store: Store): Set<string> {
  const firms = new Set<string>()
  for (const employee of store.employees.values()) {
    const role = store.roles.in(employee.companyKeyID, employee.roleTypeID)
    if (employee.isActive && role?.isActive && role.isSuperAdmin) firms.add(employee.companyKeyID)
  }
  return firms
}

/**
 * Runs a change as one write and undoes it if it would leave a firm without an active Super Admin:
 * one rule for demoting or deactivating a role and for changing, deactivating or deleting an employee.
 */
export function writeKeepingSuperAdmin<T>(store: Store, change: () => T): T {
  const before = firmsWithSuperAdmin(store)
  return store.write(() => {
    const result = change()
    const after = firmsWithSuperAdmin(store)
    for (const firm of before) if (!after.has(firm)) throw conflict(ROLE_MESSAGES.lastSuperAdmin)
    return result
  })
}
