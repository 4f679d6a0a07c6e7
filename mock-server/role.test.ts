import { describe, expect, it } from 'vitest'
import {
  api,
  type LoginRecord,
  MODULE,
  PERMISSION_MODULES,
  ROLE_MESSAGES,
  type RoleModule,
} from '../contracts'
import { seededServer, signIn, signInFirstTime, USERS } from './test/support'

const server = seededServer()

const SUPER_ADMIN = 1

const model = (RoleTypeID: number) => server.data(api.role.model, { query: { RoleTypeID } })

/** A matrix granting exactly these `<moduleId>:<mActionName>` pairs. */
async function modulesWith(...grants: string[]): Promise<RoleModule[]> {
  const template = await model(SUPER_ADMIN)
  return template.modules.map((m) => ({
    ...m,
    moduleActions: m.moduleActions.map((a) => ({
      ...a,
      setDefaultAction: grants.includes(`${m.moduleId}:${a.mActionName}`),
    })),
  }))
}

const save = (body: Record<string, unknown>, token = server.demo.token) =>
  server.call(api.role.addUpdate, { token, body })

/** An employee on a role, signed in. */
async function employeeOn(roleTypeID: number, mobileNo: string): Promise<LoginRecord> {
  await server.data(api.employee.addUpdate, {
    body: { employeeName: `Employee ${mobileNo}`, mobileNo, roleTypeID, password: 'Staff1234' },
  })
  return signInFirstTime(server.app, mobileNo, 'Staff1234')
}

describe('Role/GetRoleList', () => {
  it("lists the nine system roles with this firm's employee counts", async () => {
    const rows = await server.allRows(api.role.list, { sortingColumnName: 'roleName' })
    expect(rows.map((r) => r.roleName)).toEqual([
      'Accountant',
      'Admin',
      'Auction Clerk',
      'Cashier',
      'Gate Clerk',
      'SA',
      'SA Support',
      'Super Admin',
      'Super Admin Reduced',
    ])
    const count = (name: string) => rows.find((r) => r.roleName === name)!.employeeCount
    expect([count('Super Admin'), count('Gate Clerk'), count('SA Support'), count('Cashier')]).toEqual([
      1, 1, 1, 1,
    ])
    expect(rows.every((r) => r.isSystem && r.isActive)).toBe(true)
  })

  it('searches by name', async () => {
    const rows = await server.allRows(api.role.list, { searchKeyword: 'clerk' })
    expect(rows.map((r) => r.roleName).sort()).toEqual(['Auction Clerk', 'Gate Clerk'])
  })
})

describe('Role/GetRoleModel', () => {
  it('answers the spec shape: every module with Can Insert, Can Update, Can Delete, Can View', async () => {
    const role = await model(7)
    expect(role).toMatchObject({ roleTypeID: 7, roleName: 'Gate Clerk', isSuperAdmin: false, isSystem: true })
    expect(role.modules.map((m) => m.moduleId)).toEqual(PERMISSION_MODULES.map((m) => m.moduleId))
    expect(role.modules[0]!.moduleActions.map((a) => [a.mActionId, a.mActionName])).toEqual([
      [1, 'Can Insert'],
      [2, 'Can Update'],
      [3, 'Can Delete'],
      [4, 'Can View'],
    ])
  })

  it('answers 404 for an unknown role', async () => {
    const answer = await server.call(api.role.model, { query: { RoleTypeID: 99 } })
    expect(answer.status).toBe(404)
    expect(answer.body.errorMessage).toBe(ROLE_MESSAGES.notFound)
  })
})

describe('Role/AddUpdateRole', () => {
  it('adds a role numbered after the system roles, and keeps exactly the rights ticked', async () => {
    const modules = await modulesWith(`${MODULE.Payment}:Can View`, `${MODULE.Payment}:Can Insert`)
    const role = await server.data(api.role.addUpdate, {
      body: { roleName: 'cashier helper', isSuperAdmin: false, modules },
    })
    expect(role).toMatchObject({
      roleTypeID: 10,
      roleName: 'Cashier helper',
      isSystem: false,
      isActive: true,
    })
    const payment = role.modules.find((m) => m.moduleId === MODULE.Payment)!
    expect(payment.moduleActions.filter((a) => a.setDefaultAction).map((a) => a.mActionName)).toEqual([
      'Can Insert',
      'Can View',
    ])
    expect(role.modules.flatMap((m) => m.moduleActions).filter((a) => a.setDefaultAction)).toHaveLength(2)
    expect((await server.data(api.role.lookup)).map((r) => r.roleName)).toContain('Cashier helper')
  })

  it('refuses a name in use, whatever its case, naming it', async () => {
    const answer = await save({ roleName: 'gate clerk', isSuperAdmin: false, modules: [] })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe('A role named "Gate clerk" already exists.')
  })

  it('changes the rights of a system role but never its name', async () => {
    const cashier = await model(9)
    const modules = await modulesWith(`${MODULE.Payment}:Can View`)
    expect((await save({ ...cashier, modules })).status).toBe(200)
    expect(
      (await model(9)).modules.flatMap((m) => m.moduleActions).filter((a) => a.setDefaultAction),
    ).toHaveLength(1)
    const renamed = await save({ ...cashier, roleName: 'Cash Desk' })
    expect(renamed.status).toBe(400)
    expect(renamed.body.errorMessage).toBe(`roleName: ${ROLE_MESSAGES.systemName}`)
  })

  it('refuses an unknown module and a module listed twice', async () => {
    const modules = await modulesWith()
    const unknown = await save({
      roleName: 'Odd',
      isSuperAdmin: false,
      modules: [{ ...modules[0]!, moduleId: 99 }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errorMessage).toBe(`modules.0.moduleId: ${ROLE_MESSAGES.unknownModule}`)
    const twice = await save({ roleName: 'Odd', isSuperAdmin: false, modules: [modules[0], modules[0]] })
    expect(twice.status).toBe(400)
    expect(twice.body.errorMessage).toBe('modules: A module is listed twice.')
  })

  it('refuses to demote the last Super Admin role, and leaves it unchanged', async () => {
    const superAdmin = await model(SUPER_ADMIN)
    const answer = await save({ ...superAdmin, isSuperAdmin: false })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(ROLE_MESSAGES.lastSuperAdmin)
    expect((await model(SUPER_ADMIN)).isSuperAdmin).toBe(true)
  })

  it('demotes the Super Admin role once another active Super Admin role holds an active employee', async () => {
    const owners = await server.data(api.role.addUpdate, {
      body: { roleName: 'Owners', isSuperAdmin: true, modules: await modulesWith() },
    })
    await employeeOn(owners.roleTypeID, '9123400010')
    const superAdmin = await model(SUPER_ADMIN)
    expect((await save({ ...superAdmin, isSuperAdmin: false })).status).toBe(200)
  })

  it('lets only a Super Admin grant Super Admin rights, even to someone allowed to edit roles', async () => {
    const editors = await server.data(api.role.addUpdate, {
      body: {
        roleName: 'Role editors',
        isSuperAdmin: false,
        modules: await modulesWith(
          `${MODULE.Role}:Can Insert`,
          `${MODULE.Role}:Can Update`,
          `${MODULE.Role}:Can View`,
        ),
      },
    })
    const editor = await employeeOn(editors.roleTypeID, '9123400011')
    const escalate = await save({ roleName: 'Mine', isSuperAdmin: true, modules: [] }, editor.token)
    expect(escalate.status).toBe(403)
    expect(escalate.body.errorMessage).toBe(ROLE_MESSAGES.superAdminOnly)
    const ownRole = await save({ ...editors, isSuperAdmin: true }, editor.token)
    expect(ownRole.status).toBe(403)
    expect(
      (await save({ roleName: 'Weighmen', isSuperAdmin: false, modules: [] }, editor.token)).status,
    ).toBe(200)
    // Nor any right the editor lacks.
    const payments = await save(
      {
        roleName: 'Cash desk',
        isSuperAdmin: false,
        modules: await modulesWith(`${MODULE.Payment}:Can Insert`),
      },
      editor.token,
    )
    expect(payments.body).toMatchObject({ statusCode: 403, errorMessage: ROLE_MESSAGES.beyondOwnRights })
  })

  it('is refused to an Admin (no role writes) but the list is not', async () => {
    const admin = await signIn(server.app, USERS.admin)
    expect((await save({ roleName: 'Mine', isSuperAdmin: false, modules: [] }, admin.token)).status).toBe(403)
    expect(
      (await server.call(api.role.list, { token: admin.token, body: { pageNo: 0, pageSize: 10 } })).status,
    ).toBe(200)
  })
})

describe('Role/DeleteRole', () => {
  it('refuses a system role', async () => {
    const answer = await server.call(api.role.remove, { query: { RoleTypeID: 9 } })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(ROLE_MESSAGES.systemRole)
  })

  it('refuses a role with employees, then deletes it once they have moved on', async () => {
    const role = await server.data(api.role.addUpdate, {
      body: { roleName: 'Weighmen', isSuperAdmin: false, modules: [] },
    })
    const weighman = await employeeOn(role.roleTypeID, '9123400012')
    const RoleTypeID = role.roleTypeID
    const refused = await server.call(api.role.remove, { query: { RoleTypeID } })
    expect(refused.status).toBe(409)
    expect(refused.body.errorMessage).toBe(ROLE_MESSAGES.inUse)
    const employee = await server.data(api.employee.getEmployeeModel, {
      query: { EmployeeKeyID: weighman.userKeyID },
    })
    await server.data(api.employee.addUpdate, { body: { ...employee, roleTypeID: 7 } })
    expect(await server.data(api.role.remove, { query: { RoleTypeID } })).toBeNull()
    expect((await server.call(api.role.model, { query: { RoleTypeID } })).status).toBe(404)
  })
})

describe('Role/ChangeRoleStatus', () => {
  it('toggles a role, which then leaves the lookup', async () => {
    expect(await server.data(api.role.changeStatus, { query: { RoleTypeID: 9 } })).toBe(false)
    expect((await server.data(api.role.lookup)).map((r) => r.roleTypeID)).not.toContain(9)
    expect(await server.data(api.role.changeStatus, { query: { RoleTypeID: 9 } })).toBe(true)
  })

  it('refuses to deactivate the last Super Admin role', async () => {
    const answer = await server.call(api.role.changeStatus, { query: { RoleTypeID: SUPER_ADMIN } })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(ROLE_MESSAGES.lastSuperAdmin)
    expect((await model(SUPER_ADMIN)).isActive).toBe(true)
  })
})

describe('Role/GetRoleLookupList', () => {
  it('lists the active roles by ID', async () => {
    const roles = await server.data(api.role.lookup)
    expect(roles.map((r) => r.roleTypeID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(roles[3]).toEqual({ roleTypeID: 4, roleName: 'SA Support' })
  })
})
