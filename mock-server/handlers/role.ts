import {
  api,
  PERMISSION_ACTIONS,
  PERMISSION_MODULES,
  ROLE_MESSAGES,
  type ROLE_SORT_COLUMNS,
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
import type { Grant, RoleRecord } from '../store/rows'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { columnValue, found, nextID, sameName, statusMatches } from './master'

export const ROLE_ERRORS = {
  notFound: 'Role not found.',
  duplicate: (name: string) => `A role named "${name}" already exists.`,
  systemName: 'A system role keeps its name.',
  unknownModule: 'is not a permission module.',
  superAdminOnly: 'Only a Super Admin can grant or change Super Admin rights.',
} as const

const ROLE_LIST: ListSpec<RoleRow, (typeof ROLE_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.roleName],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.roleName,
  key: (r) => String(r.roleTypeID),
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

/** The tree the editor sends, as grants; names in it are ignored (the server's catalogue names modules). */
function grantsFrom(modules: readonly RoleModule[]): Grant[] {
  return modules.flatMap((module, i) => {
    if (!PERMISSION_MODULES.some((m) => m.moduleId === module.moduleId)) {
      throw badRequest(`modules.${i}.moduleId`, ROLE_ERRORS.unknownModule)
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
    throw forbidden(ROLE_ERRORS.superAdminOnly)
}

const roleOf = (ctx: ServerContext, roleTypeID: number): Readonly<RoleRecord> =>
  found(ctx.store.roles, roleTypeID, ROLE_ERRORS.notFound)

/**
 * Roles are the deployment's (like the other masters); employee counts are the caller's firm's. Every
 * change that could leave a firm without an active Super Admin is undone with ROLE_MESSAGES.lastSuperAdmin.
 */
export const roleHandlers = handlers(api.role, {
  list: ({ body, session, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['roles', session.companyKeyID, filters], () => {
      const counts = new Map<number, number>()
      for (const e of ctx.store.employees.values()) {
        if (e.companyKeyID === session.companyKeyID)
          counts.set(e.roleTypeID, (counts.get(e.roleTypeID) ?? 0) + 1)
      }
      const rows = ctx.store.roles
        .filter((r) => statusMatches(r.isActive, body.isActive))
        .map(({ grants: _g, ...r }): RoleRow => ({ ...r, employeeCount: counts.get(r.roleTypeID) ?? 0 }))
      return filterAndSort(rows, body, ROLE_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) => toRole(roleOf(ctx, query.RoleTypeID)),

  addUpdate: ({ body, session, ctx }) => {
    const { store } = ctx
    const existing = body.roleTypeID ? roleOf(ctx, body.roleTypeID) : null
    assertMayTouch(ctx, session, existing?.isSuperAdmin ?? false)
    const grants = grantsFrom(body.modules)
    assertMayGrant(ctx, session, { grants, isSuperAdmin: body.isSuperAdmin }, ROLE_ERRORS.superAdminOnly)
    const name = body.roleName.trim()
    if (existing?.isSystem && name !== existing.roleName) throw badRequest('roleName', ROLE_ERRORS.systemName)
    if (store.roles.some((r) => r.roleTypeID !== existing?.roleTypeID && sameName(r.roleName, name))) {
      throw conflict(ROLE_ERRORS.duplicate(name))
    }
    const fields = { roleName: name, isSuperAdmin: body.isSuperAdmin, grants }
    const saved = writeKeepingSuperAdmin(store, () =>
      store.roles.set(
        existing
          ? { ...existing, ...fields }
          : {
              ...fields,
              roleTypeID: nextID(store.roles, (r) => r.roleTypeID),
              isSystem: false,
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toRole(saved)
  },

  remove: ({ query, ctx }) => {
    const role = roleOf(ctx, query.RoleTypeID)
    if (role.isSystem) throw conflict(ROLE_MESSAGES.systemRole)
    if (ctx.store.employees.some((e) => e.roleTypeID === role.roleTypeID)) throw conflict(ROLE_MESSAGES.inUse)
    ctx.store.write(() => ctx.store.roles.delete(String(role.roleTypeID)))
    return null
  },

  changeStatus: ({ query, session, ctx }) => {
    const role = roleOf(ctx, query.RoleTypeID)
    assertMayTouch(ctx, session, role.isSuperAdmin)
    return writeKeepingSuperAdmin(
      ctx.store,
      () => ctx.store.roles.set({ ...role, isActive: !role.isActive }).isActive,
    )
  },

  lookup: ({ ctx }) =>
    ctx.store.roles
      .filter((r) => r.isActive)
      .sort((a, b) => a.roleTypeID - b.roleTypeID)
      .map(({ roleTypeID, roleName }) => ({ roleTypeID, roleName })),

  /** What the caller may do now: an inactive role answers with nothing granted. */
  myPermissions: ({ session, ctx }) => effectiveRole(callerRoleRecord(ctx, session)),
})
