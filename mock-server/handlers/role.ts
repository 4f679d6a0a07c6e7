import {
  api,
  PERMISSION_ACTIONS,
  PERMISSION_MODULES,
  ROLE_MESSAGES,
  type RoleModule,
  type RoleRow,
} from '../../contracts'
import {
  assertMayGrant,
  callerRoleRecord,
  effectiveRole,
  isSuperAdmin,
  toRole,
  writeKeepingSuperAdmin,
} from '../auth/permissions'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, conflict, forbidden } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Grant } from '../store/rows'
import type { Store } from '../store/store'
import { firmMaster, nextID } from './master'
import { activeLookup, masterHandlers } from './master-handlers'

const roles = firmMaster({
  table: (s: Store) => s.roles,
  key: 'roleTypeID',
  notFound: ROLE_MESSAGES.notFound,
})

/** The tree the editor sends, as grants; names in it are ignored (the server's catalogue names modules). */
function grantsFrom(modules: readonly RoleModule[]): Grant[] {
  return modules.flatMap((module, i) => {
    if (!PERMISSION_MODULES.some((m) => m.moduleId === module.moduleId)) {
      throw badRequest(`modules.${i}.moduleId`, ROLE_MESSAGES.unknownModule)
    }
    return module.moduleActions
      .filter((a) => a.setDefaultAction)
      .map(
        (a): Grant =>
          `${module.moduleId}:${PERMISSION_ACTIONS.find((p) => p.mActionId === a.mActionId)!.action}`,
      )
  })
}

/** Super Admin rights are granted, changed or withdrawn by a Super Admin only. */
function assertMayTouch(ctx: ServerContext, session: Session, ...superAdminRoles: boolean[]): void {
  if (superAdminRoles.some(Boolean) && !isSuperAdmin(ctx, session))
    throw forbidden(ROLE_MESSAGES.superAdminOnly)
}

/**
 * Each firm has its own roles (the nine system roles are copied to every new firm) and edits them alone.
 * Every change that could leave a firm without an active Super Admin is undone with
 * ROLE_MESSAGES.lastSuperAdmin.
 */
export const roleHandlers = handlers(api.role, {
  ...masterHandlers(roles, {
    keyQuery: 'RoleTypeID',
    search: (r: RoleRow) => [r.roleName],
    name: (r) => r.roleName,
    listRows: (ctx, session, rows) => {
      const counts = new Map<number, number>()
      for (const e of ctx.store.employees.values()) {
        if (e.companyKeyID === session.companyKeyID)
          counts.set(e.roleTypeID, (counts.get(e.roleTypeID) ?? 0) + 1)
      }
      return rows.map(({ grants: _g, companyKeyID: _firm, ...r }) => ({
        ...r,
        employeeCount: counts.get(r.roleTypeID) ?? 0,
      }))
    },
    model: (_ctx, role) => toRole(role),
    beforeRemove: (ctx, _session, role) => {
      if (role.isSystem) throw conflict(ROLE_MESSAGES.systemRole)
      const holders = (e: { companyKeyID: string; roleTypeID: number }) =>
        e.companyKeyID === role.companyKeyID && e.roleTypeID === role.roleTypeID
      if (ctx.store.employees.some(holders)) throw conflict(ROLE_MESSAGES.inUse)
    },
  }),

  addUpdate: ({ body, session, ctx }) => {
    const { store } = ctx
    const existing = roles.existing(ctx, session, body.roleTypeID)
    assertMayTouch(ctx, session, existing?.isSuperAdmin ?? false)
    const grants = grantsFrom(body.modules)
    assertMayGrant(ctx, session, { grants, isSuperAdmin: body.isSuperAdmin }, ROLE_MESSAGES.superAdminOnly)
    const name = body.roleName.trim()
    if (existing?.isSystem && name !== existing.roleName)
      throw badRequest('roleName', ROLE_MESSAGES.systemName)
    roles.assertNoClash(
      ctx,
      session,
      existing,
      (r) => sameName(r.roleName, name),
      conflict(ROLE_MESSAGES.duplicate(name)),
    )
    const fields = { roleName: name, isSuperAdmin: body.isSuperAdmin, grants }
    const saved = writeKeepingSuperAdmin(store, () =>
      store.roles.set(
        existing
          ? { ...existing, ...fields }
          : {
              ...fields,
              roleTypeID: nextID(roles.rows(ctx, session), (r) => r.roleTypeID),
              companyKeyID: session.companyKeyID,
              isSystem: false,
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toRole(saved)
  },

  changeStatus: ({ query, session, ctx }) => {
    const role = roles.find(ctx, session, query.RoleTypeID)
    assertMayTouch(ctx, session, role.isSuperAdmin)
    return writeKeepingSuperAdmin(
      ctx.store,
      () => ctx.store.roles.set({ ...role, isActive: !role.isActive }).isActive,
    )
  },

  lookup: activeLookup(
    roles,
    (a, b) => a.roleTypeID - b.roleTypeID,
    ({ roleTypeID, roleName }) => ({ roleTypeID, roleName }),
  ),

  /** What the caller may do now: an inactive role answers with nothing granted. */
  myPermissions: ({ session, ctx }) => effectiveRole(callerRoleRecord(ctx, session)),
})
