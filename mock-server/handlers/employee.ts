import { randomUUID } from 'node:crypto'
import {
  api,
  EMPLOYEE_MESSAGES,
  type EMPLOYEE_SORT_COLUMNS,
  type Employee,
  type EmployeeRow as EmployeeListRow,
  MODULE,
  ROLE_MESSAGES,
} from '../../contracts'
import { assertMayManageAccount, assertNotSelf, assertOwnRecordEdit } from '../auth/account-guard'
import { hashPassword } from '../auth/passwords'
import { assertMayGrant, can, writeKeepingSuperAdmin } from '../auth/permissions'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { handlers } from '../register'
import type { EmployeeRow } from '../store/rows'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { assertContactsFree } from './contacts'
import { firmRow } from './firm-row'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { assertFirmMarkets, companyMarket, marketNames } from './market'
import { columnValue, statusMatches } from './master'
import { notify } from './notify'
import { assertOwnImage } from './own-image'

/** The name of an employee's role, one of the firm's own. */
export const roleName = (store: Store, { companyKeyID, roleTypeID }: Readonly<EmployeeRow>): string =>
  store.roles.in(companyKeyID, roleTypeID)?.roleName ?? ''

export const toEmployee = (store: Store, row: Readonly<EmployeeRow>): Employee => ({
  employeeKeyID: row.employeeKeyID,
  employeeName: row.employeeName,
  mobileNo: row.mobileNo,
  emailID: row.emailID,
  roleTypeID: row.roleTypeID,
  roleTypeName: roleName(store, row),
  designation: row.designation,
  profilePhoto: row.profilePhoto,
  isActive: row.isActive,
  joiningDate: row.joiningDate,
  address: row.address,
  marketKeyIDs: [...row.marketKeyIDs],
  mustChangePassword: row.mustChangePassword,
})

const EMPLOYEE_LIST: ListSpec<EmployeeListRow, (typeof EMPLOYEE_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.employeeName, r.mobileNo, r.emailID, r.roleTypeName, r.designation],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.employeeName,
  key: (r) => r.employeeKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

/** An employee of the caller's firm; another firm's key is "not found" so keys don't leak. */
const firmEmployee = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.employees, session, key, EMPLOYEE_MESSAGES.notFound)

/** The current row inside a write: the employee may have gone while a password was being hashed. */
function current(store: Store, employeeKeyID: string): Readonly<EmployeeRow> {
  const row = store.employees.get(employeeKeyID)
  if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound)
  return row
}

export const employeeHandlers = handlers(api.employee, {
  list: ({ body, session, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['employees', session.companyKeyID, filters], () => {
      const rows = ctx.store.employees
        .filter(
          (e) =>
            e.companyKeyID === session.companyKeyID &&
            statusMatches(e.isActive, body.isActive) &&
            (!body.roleTypeID || e.roleTypeID === body.roleTypeID) &&
            (!body.marketKeyID || e.marketKeyIDs.includes(body.marketKeyID)),
        )
        .map(
          (e): EmployeeListRow => ({
            ...toEmployee(ctx.store, e),
            marketNames: marketNames(ctx.store, e.marketKeyIDs),
            createdDate: e.createdDate,
          }),
        )
      return filterAndSort(rows, body, EMPLOYEE_LIST)
    })
    return pageOf(rows, body)
  },

  addUpdate: async ({ body, session, ctx }) => {
    const { store } = ctx
    const existing = body.employeeKeyID ? firmEmployee(ctx, session, body.employeeKeyID) : null
    const check = () => {
      const role = store.roles.in(session.companyKeyID, body.roleTypeID)
      if (!role) throw badRequest('roleTypeID', EMPLOYEE_MESSAGES.unknownRole)
      if (existing) {
        assertMayManageAccount(ctx, session, existing)
        assertOwnRecordEdit(session, existing, body)
      }
      if (role.roleTypeID !== existing?.roleTypeID) {
        if (!role.isActive) throw badRequest('roleTypeID', EMPLOYEE_MESSAGES.inactiveRole)
        assertMayGrant(ctx, session, role, EMPLOYEE_MESSAGES.superAdminOnly)
      }
      if (body.joiningDate > ctx.today) throw badRequest('joiningDate', EMPLOYEE_MESSAGES.joiningInFuture)
      assertFirmMarkets(ctx, session, body.marketKeyIDs)
      assertContactsFree(store, body, existing?.employeeKeyID)
      assertOwnImage(ctx, session, 'profilePhoto', body.profilePhoto, existing?.profilePhoto)
    }
    check()
    const passwordHash = existing ? null : await hashPassword(body.password, ctx.passwordCost)
    const fields = {
      employeeName: body.employeeName.trim(),
      mobileNo: body.mobileNo,
      emailID: body.emailID,
      roleTypeID: body.roleTypeID,
      designation: body.designation,
      joiningDate: body.joiningDate,
      address: body.address,
      profilePhoto: body.profilePhoto,
      marketKeyIDs: body.marketKeyIDs,
    }
    const saved = writeKeepingSuperAdmin(store, () => {
      // Again: another request may have taken the mobile number while the password was hashed.
      check()
      if (existing) {
        const before = current(store, existing.employeeKeyID)
        const after = store.employees.set({ ...before, ...fields })
        notify(ctx, { kind: 'account', before, after })
        return after
      }
      return store.employees.set({
        ...fields,
        employeeKeyID: randomUUID(),
        companyKeyID: session.companyKeyID,
        isActive: true,
        passwordHash: passwordHash!,
        mustChangePassword: true,
        createdDate: ctx.now(),
      })
    })
    return toEmployee(store, saved)
  },

  getEmployeeModel: ({ query, session, ctx }) => {
    const self = query.EmployeeKeyID === session.userKeyID
    if (!self && !can(ctx, session, MODULE.Employee, 'view')) throw forbidden(ROLE_MESSAGES.forbidden)
    return toEmployee(ctx.store, firmEmployee(ctx, session, query.EmployeeKeyID))
  },

  remove: ({ query, session, ctx }) => {
    const employee = firmEmployee(ctx, session, query.EmployeeKeyID)
    if (employee.employeeKeyID === session.userKeyID) throw conflict(EMPLOYEE_MESSAGES.deleteSelf)
    assertMayManageAccount(ctx, session, employee)
    writeKeepingSuperAdmin(ctx.store, () => ctx.store.employees.delete(employee.employeeKeyID))
    ctx.sessions.revokeUser(employee.employeeKeyID)
    return true
  },

  changeStatus: ({ query, session, ctx }) => {
    const employee = firmEmployee(ctx, session, query.EmployeeKeyID)
    if (employee.employeeKeyID === session.userKeyID) throw conflict(EMPLOYEE_MESSAGES.deactivateSelf)
    assertMayManageAccount(ctx, session, employee)
    const isActive = writeKeepingSuperAdmin(
      ctx.store,
      () => ctx.store.employees.set({ ...employee, isActive: !employee.isActive }).isActive,
    )
    if (!isActive) ctx.sessions.revokeUser(employee.employeeKeyID)
    return isActive
  },

  lookupByRoleAndMarket: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    return ctx.store.employees
      .filter(
        (e) =>
          e.companyKeyID === session.companyKeyID &&
          e.isActive &&
          e.roleTypeID === query.RoleTypeID &&
          e.marketKeyIDs.includes(market.marketKeyID),
      )
      .sort((a, b) => compareText(a.employeeName, b.employeeName))
      .map(({ employeeKeyID, employeeName }) => ({ employeeKeyID, employeeName }))
  },

  resetPassword: async ({ body, session, ctx }) => {
    const employee = firmEmployee(ctx, session, body.employeeKeyID)
    assertNotSelf(session, employee, EMPLOYEE_MESSAGES.ownPassword)
    assertMayManageAccount(ctx, session, employee)
    const passwordHash = await hashPassword(body.newPassword, ctx.passwordCost)
    ctx.store.write(() => {
      // Again: the employee's role may have changed while the password was hashed.
      const latest = current(ctx.store, employee.employeeKeyID)
      assertMayManageAccount(ctx, session, latest)
      ctx.store.employees.set({ ...latest, passwordHash, mustChangePassword: true })
    })
    ctx.sessions.revokeUser(employee.employeeKeyID)
    return null
  },

  assignMarkets: ({ body, session, ctx }) => {
    const employee = firmEmployee(ctx, session, body.employeeKeyID)
    assertNotSelf(session, employee, EMPLOYEE_MESSAGES.ownMarkets)
    assertMayManageAccount(ctx, session, employee)
    assertFirmMarkets(ctx, session, body.marketKeyIDs)
    const saved = ctx.store.write(() => {
      const after = ctx.store.employees.set({ ...employee, marketKeyIDs: body.marketKeyIDs })
      notify(ctx, { kind: 'account', before: employee, after })
      return after
    })
    return toEmployee(ctx.store, saved)
  },

  updateProfile: ({ body, session, ctx }) => {
    const me = current(ctx.store, session.userKeyID)
    assertContactsFree(ctx.store, { emailID: body.emailID }, me.employeeKeyID)
    assertOwnImage(ctx, session, 'profilePhoto', body.profilePhoto, me.profilePhoto)
    const saved = ctx.store.write(() =>
      ctx.store.employees.set({
        ...me,
        employeeName: body.employeeName.trim(),
        emailID: body.emailID,
        address: body.address,
        profilePhoto: body.profilePhoto,
      }),
    )
    return toEmployee(ctx.store, saved)
  },
})
