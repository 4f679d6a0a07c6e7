import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, type LoginRecord, MODULE, ROLE_MESSAGES, type RoleModule } from '../contracts'
import { ROLE_ERRORS } from './handlers/role'
import { allRows, call, data, reset, signIn, signInFirstTime, startServer, USERS } from './test/support'

let app: FastifyInstance
let demo: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())
beforeEach(async () => {
  await reset(app)
  demo = await signIn(app)
})

const SUPER_ADMIN = 1

const model = (RoleTypeID: number) => data(app, api.role.model, { token: demo.token, query: { RoleTypeID } })

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

const save = (body: Record<string, unknown>, token = demo.token) =>
  call(app, api.role.addUpdate, { token, body })

/** An employee on a role, signed in. */
async function employeeOn(roleTypeID: number, mobileNo: string): Promise<LoginRecord> {
  await data(app, api.employee.addUpdate, {
    token: demo.token,
    body: { employeeName: `Employee ${mobileNo}`, mobileNo, roleTypeID, password: 'Staff1234' },
  })
  return signInFirstTime(app, mobileNo, 'Staff1234')
}

describe('Role/GetRoleList', () => {
  it("lists the nine system roles with this firm's employee counts", async () => {
    const rows = await allRows(app, api.role.list, demo.token, { sortingColumnName: 'roleName' })
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
      1, 1, 1, 0,
    ])
    expect(rows.every((r) => r.isSystem && r.isActive)).toBe(true)
  })

  it('searches by name', async () => {
    const rows = await allRows(app, api.role.list, demo.token, { searchKeyword: 'clerk' })
    expect(rows.map((r) => r.roleName).sort()).toEqual(['Auction Clerk', 'Gate Clerk'])
  })
})

describe('Role/GetRoleModel', () => {
  it('answers the spec shape: every module with Can Insert, Can Update, Can Delete, Can View', async () => {
    const role = await model(7)
    expect(role).toMatchObject({ roleTypeID: 7, roleName: 'Gate Clerk', isSuperAdmin: false, isSystem: true })
    expect(role.modules).toHaveLength(26)
    expect(role.modules[0]!.moduleActions.map((a) => [a.mActionId, a.mActionName])).toEqual([
      [1, 'Can Insert'],
      [2, 'Can Update'],
      [3, 'Can Delete'],
      [4, 'Can View'],
    ])
  })

  it('answers 404 for an unknown role', async () => {
    const answer = await call(app, api.role.model, { token: demo.token, query: { RoleTypeID: 99 } })
    expect(answer.status).toBe(404)
    expect(answer.body.errorMessage).toBe(ROLE_ERRORS.notFound)
  })
})

describe('Role/AddUpdateRole', () => {
  it('adds a role numbered after the system roles, and keeps exactly the rights ticked', async () => {
    const modules = await modulesWith(`${MODULE.Payment}:Can View`, `${MODULE.Payment}:Can Insert`)
    const role = await data(app, api.role.addUpdate, {
      token: demo.token,
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
    expect((await data(app, api.role.lookup, { token: demo.token })).map((r) => r.roleName)).toContain(
      'Cashier helper',
    )
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
    expect(renamed.body.errorMessage).toBe(`roleName: ${ROLE_ERRORS.systemName}`)
  })

  it('refuses an unknown module and a module listed twice', async () => {
    const modules = await modulesWith()
    const unknown = await save({
      roleName: 'Odd',
      isSuperAdmin: false,
      modules: [{ ...modules[0]!, moduleId: 99 }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errorMessage).toBe(`modules.0.moduleId: ${ROLE_ERRORS.unknownModule}`)
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
    const owners = await data(app, api.role.addUpdate, {
      token: demo.token,
      body: { roleName: 'Owners', isSuperAdmin: true, modules: await modulesWith() },
    })
    await employeeOn(owners.roleTypeID, '9123400010')
    const superAdmin = await model(SUPER_ADMIN)
    expect((await save({ ...superAdmin, isSuperAdmin: false })).status).toBe(200)
  })

  it('lets only a Super Admin grant Super Admin rights, even to someone allowed to edit roles', async () => {
    const editors = await data(app, api.role.addUpdate, {
      token: demo.token,
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
    expect(escalate.body.errorMessage).toBe(ROLE_ERRORS.superAdminOnly)
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
    const admin = await signIn(app, USERS.admin)
    expect((await save({ roleName: 'Mine', isSuperAdmin: false, modules: [] }, admin.token)).status).toBe(403)
    expect(
      (await call(app, api.role.list, { token: admin.token, body: { pageNo: 0, pageSize: 10 } })).status,
    ).toBe(200)
  })
})

describe('Role/DeleteRole', () => {
  it('refuses a system role', async () => {
    const answer = await call(app, api.role.remove, { token: demo.token, query: { RoleTypeID: 9 } })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(ROLE_MESSAGES.systemRole)
  })

  it('refuses a role with employees, then deletes it once they have moved on', async () => {
    const role = await data(app, api.role.addUpdate, {
      token: demo.token,
      body: { roleName: 'Weighmen', isSuperAdmin: false, modules: [] },
    })
    const weighman = await employeeOn(role.roleTypeID, '9123400012')
    const RoleTypeID = role.roleTypeID
    const refused = await call(app, api.role.remove, { token: demo.token, query: { RoleTypeID } })
    expect(refused.status).toBe(409)
    expect(refused.body.errorMessage).toBe(ROLE_MESSAGES.inUse)
    const employee = await data(app, api.employee.getEmployeeModel, {
      token: demo.token,
      query: { EmployeeKeyID: weighman.userKeyID },
    })
    await data(app, api.employee.addUpdate, { token: demo.token, body: { ...employee, roleTypeID: 7 } })
    expect(await data(app, api.role.remove, { token: demo.token, query: { RoleTypeID } })).toBeNull()
    expect((await call(app, api.role.model, { token: demo.token, query: { RoleTypeID } })).status).toBe(404)
  })
})

describe('Role/ChangeRoleStatus', () => {
  it('toggles a role, which then leaves the lookup', async () => {
    expect(await data(app, api.role.changeStatus, { token: demo.token, query: { RoleTypeID: 9 } })).toBe(
      false,
    )
    expect((await data(app, api.role.lookup, { token: demo.token })).map((r) => r.roleTypeID)).not.toContain(
      9,
    )
    expect(await data(app, api.role.changeStatus, { token: demo.token, query: { RoleTypeID: 9 } })).toBe(true)
  })

  it('refuses to deactivate the last Super Admin role', async () => {
    const answer = await call(app, api.role.changeStatus, {
      token: demo.token,
      query: { RoleTypeID: SUPER_ADMIN },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(ROLE_MESSAGES.lastSuperAdmin)
    expect((await model(SUPER_ADMIN)).isActive).toBe(true)
  })
})

describe('Role/GetRoleLookupList', () => {
  it('lists the active roles by ID', async () => {
    const roles = await data(app, api.role.lookup, { token: demo.token })
    expect(roles.map((r) => r.roleTypeID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(roles[3]).toEqual({ roleTypeID: 4, roleName: 'SA Support' })
  })
})
