import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  api,
  EMPLOYEE_MESSAGES,
  type EndpointDef,
  LOGIN_FAILED,
  type LoginRecord,
  PASSWORD_CHANGE_REQUIRED,
  type RoleModule,
  UPLOAD_PATH,
} from '../contracts'
import { multipartBody } from './test/multipart'
import { allEndpoints } from './test/schema'
import { allRows, call, DEMO, data, reset, signIn, startServer, USERS } from './test/support'

let app: FastifyInstance
let demo: LoginRecord
let support: LoginRecord
let admin: LoginRecord
let marketKeys: string[]

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())
beforeEach(async () => {
  await reset(app)
  demo = await signIn(app)
  support = await signIn(app, USERS.saSupport)
  admin = await signIn(app, USERS.admin)
  marketKeys = (await allRows(app, api.market.list, demo.token)).map((m) => m.marketKeyID)
})

const model = (employeeKeyID: string) =>
  data(app, api.employee.getEmployeeModel, { token: demo.token, query: { EmployeeKeyID: employeeKeyID } })

const refusal = (errorMessage: string) => ({ statusCode: 403, responseData: null, errorMessage })

const login = (userName: string, password: string) =>
  call(app, api.account.login, { body: { userName, password } })

describe('an account is managed only by someone holding all of its rights', () => {
  it('refuses SA Support resetting the Admin password, changing its email, or assigning itself markets', async () => {
    const reset = await call(app, api.employee.resetPassword, {
      token: support.token,
      body: { employeeKeyID: admin.userKeyID, newPassword: 'Taken1234' },
    })
    expect(reset.body).toEqual(refusal(EMPLOYEE_MESSAGES.beyondOwnRights))
    expect((await login(USERS.admin, DEMO.password)).status).toBe(200)

    const adminRecord = await model(admin.userKeyID)
    const edit = await call(app, api.employee.addUpdate, {
      token: support.token,
      body: { ...adminRecord, emailID: 'attacker@example.com' },
    })
    expect(edit.body).toEqual(refusal(EMPLOYEE_MESSAGES.beyondOwnRights))
    expect((await model(admin.userKeyID)).emailID).toBe(adminRecord.emailID)

    const before = (await model(support.userKeyID)).marketKeyIDs
    const assign = await call(app, api.employee.assignMarkets, {
      token: support.token,
      body: { employeeKeyID: support.userKeyID, marketKeyIDs: marketKeys },
    })
    expect(assign.body).toEqual(refusal(EMPLOYEE_MESSAGES.ownMarkets))
    expect((await model(support.userKeyID)).marketKeyIDs).toEqual(before)
  })

  it('lets the Admin manage a Gate Clerk, whose rights are within its own', async () => {
    const clerk = await model((await signIn(app, USERS.gateClerk)).userKeyID)
    const edited = await data(app, api.employee.addUpdate, {
      token: admin.token,
      body: { ...clerk, emailID: 'vijay.new@shreeganesh.example' },
    })
    expect(edited.emailID).toBe('vijay.new@shreeganesh.example')
    // Markets the Admin holds: nobody hands out a market of which they are not assigned.
    const held = (await model(admin.userKeyID)).marketKeyIDs.slice(0, 2)
    const assigned = await data(app, api.employee.assignMarkets, {
      token: admin.token,
      body: { employeeKeyID: clerk.employeeKeyID, marketKeyIDs: held },
    })
    expect(assigned.marketKeyIDs).toEqual(held)
    await data(app, api.employee.resetPassword, {
      token: admin.token,
      body: { employeeKeyID: clerk.employeeKeyID, newPassword: 'Clerk2026' },
    })
    expect((await login(USERS.gateClerk, 'Clerk2026')).status).toBe(200)
  })

  it('draws the line at one right: a role within the caller’s passes, one more grant is refused', async () => {
    const own = (await data(app, api.role.myPermissions, { token: support.token })).modules
    const granted = own.flatMap((m) =>
      m.moduleActions.filter((a) => a.setDefaultAction).map((a) => `${m.moduleId}:${a.mActionId}`),
    )
    const missing = own
      .flatMap((m) => m.moduleActions.map((a) => `${m.moduleId}:${a.mActionId}`))
      .find((grant) => !granted.includes(grant))!
    const withGrants = (grants: readonly string[]): RoleModule[] =>
      own.map((m) => ({
        ...m,
        moduleActions: m.moduleActions.map((a) => ({
          ...a,
          setDefaultAction: grants.includes(`${m.moduleId}:${a.mActionId}`),
        })),
      }))
    const junior = await data(app, api.role.addUpdate, {
      token: demo.token,
      body: { roleName: 'Support junior', isSuperAdmin: false, modules: withGrants(granted.slice(0, 3)) },
    })
    const employee = await data(app, api.employee.addUpdate, {
      token: demo.token,
      body: {
        employeeName: 'Neha Pawar',
        mobileNo: '9123470001',
        roleTypeID: junior.roleTypeID,
        password: 'Neha12345',
      },
    })
    const resetBy = (token: string) =>
      call(app, api.employee.resetPassword, {
        token,
        body: { employeeKeyID: employee.employeeKeyID, newPassword: 'Fresh1234' },
      })
    expect((await resetBy(support.token)).status).toBe(200)

    await data(app, api.role.addUpdate, {
      token: demo.token,
      body: { ...junior, modules: withGrants([...granted.slice(0, 3), missing]) },
    })
    expect((await resetBy(support.token)).body).toEqual(refusal(EMPLOYEE_MESSAGES.beyondOwnRights))
  })

  it('refuses a status change of an account beyond the caller’s rights', async () => {
    const answer = await call(app, api.employee.changeStatus, {
      token: support.token,
      query: { EmployeeKeyID: admin.userKeyID },
    })
    expect(answer.body).toEqual(refusal(EMPLOYEE_MESSAGES.beyondOwnRights))
    expect((await model(admin.userKeyID)).isActive).toBe(true)
  })
})

describe('one’s own account is not changed through the administrators’ calls', () => {
  it('refuses resetting one’s own password, even a Super Admin’s', async () => {
    for (const user of [demo, admin]) {
      const answer = await call(app, api.employee.resetPassword, {
        token: user.token,
        body: { employeeKeyID: user.userKeyID, newPassword: 'Mine12345' },
      })
      expect(answer.body).toEqual(refusal(EMPLOYEE_MESSAGES.ownPassword))
    }
    expect((await login(DEMO.mobile, 'Mine12345')).body.errorMessage).toBe(LOGIN_FAILED)
  })

  it('refuses changing one’s own mobile, email, role or markets, and allows the rest', async () => {
    const self = await model(admin.userKeyID)
    const save = (change: object) =>
      call(app, api.employee.addUpdate, { token: admin.token, body: { ...self, ...change } })
    for (const change of [
      { mobileNo: '9123470099' },
      { emailID: 'elsewhere@example.com' },
      { roleTypeID: 3 },
      { marketKeyIDs: marketKeys },
    ]) {
      expect((await save(change)).body).toEqual(refusal(EMPLOYEE_MESSAGES.ownAccount))
    }
    expect(await model(admin.userKeyID)).toEqual(self)
    expect((await save({ designation: 'Accountant', emailID: self.emailID.toUpperCase() })).status).toBe(200)
  })

  it('refuses assigning markets to oneself, even for a Super Admin', async () => {
    const answer = await call(app, api.employee.assignMarkets, {
      token: demo.token,
      body: { employeeKeyID: demo.userKeyID, marketKeyIDs: marketKeys.slice(0, 1) },
    })
    expect(answer.body).toEqual(refusal(EMPLOYEE_MESSAGES.ownMarkets))
  })

  it('changes nothing for a truncated or malformed attack body', async () => {
    for (const endpoint of [api.employee.resetPassword, api.employee.assignMarkets, api.employee.addUpdate]) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/${endpoint.path}`,
        headers: { authorization: `Bearer ${support.token}`, 'content-type': 'application/json' },
        payload: `{"employeeKeyID":"${admin.userKeyID}","newPassword":"Tak`,
      })
      expect(answer.statusCode, endpoint.path).toBe(400)
    }
    expect((await login(USERS.admin, DEMO.password)).status).toBe(200)
  })
})

describe('a password set by someone else must be changed before any change', () => {
  const isRead = (e: EndpointDef) => (e.access ? e.access.action === 'view' : e.method === 'GET')

  async function resetAndSignIn(): Promise<LoginRecord> {
    await data(app, api.employee.resetPassword, {
      token: demo.token,
      body: { employeeKeyID: admin.userKeyID, newPassword: 'Reset2026' },
    })
    const record = await signIn(app, USERS.admin, 'Reset2026')
    expect(record.mustChangePassword).toBe(true)
    return record
  }

  it('refuses every write but ChangePassword and allows every read, before validating the input', async () => {
    const user = await resetAndSignIn()
    for (const { id, endpoint } of allEndpoints()) {
      if (endpoint.public || endpoint === api.account.changePassword || endpoint === api.account.logout)
        continue
      const input = endpoint.method === 'POST' ? { body: {} } : { query: {} }
      const answer = await call(app, endpoint, { token: user.token, ...input })
      if (isRead(endpoint)) expect(answer.body.errorMessage, id).not.toBe(PASSWORD_CHANGE_REQUIRED)
      else expect(answer.body, id).toEqual(refusal(PASSWORD_CHANGE_REQUIRED))
    }
  })

  it('refuses the attacker’s market insert and an upload, while the profile page can still load', async () => {
    const user = await resetAndSignIn()
    const market = await data(app, api.market.model, {
      token: demo.token,
      query: { MarketKeyID: marketKeys[0]! },
    })
    const insert = await call(app, api.market.addUpdate, {
      token: user.token,
      body: { ...market, marketKeyID: '', marketPlaceName: 'Attacker Yard' },
    })
    expect(insert.body).toEqual(refusal(PASSWORD_CHANGE_REQUIRED))
    const upload = multipartBody(
      { moduleName: 'Employee', projectName: 'MANDIDESK', userId: user.userKeyID },
      {
        filename: 'a.png',
        contentType: 'image/png',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]),
      },
    )
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/${UPLOAD_PATH}`,
      headers: { ...upload.headers, authorization: `Bearer ${user.token}` },
      payload: upload.payload,
    })
    expect(uploaded.statusCode).toBe(403)
    expect(uploaded.json()).toEqual({ success: false, message: PASSWORD_CHANGE_REQUIRED })

    expect((await call(app, api.company.model, { token: user.token })).status).toBe(200)
    const own = await call(app, api.employee.getEmployeeModel, {
      token: user.token,
      query: { EmployeeKeyID: user.userKeyID },
    })
    expect(own.body.responseData?.data.mustChangePassword).toBe(true)
    expect((await call(app, api.role.myPermissions, { token: user.token })).status).toBe(200)
  })

  it('lifts the gate once the password is changed', async () => {
    const user = await resetAndSignIn()
    const profile = { employeeName: 'Anil Holkar', emailID: '', address: '', profilePhoto: '' }
    expect((await call(app, api.employee.updateProfile, { token: user.token, body: profile })).body).toEqual(
      refusal(PASSWORD_CHANGE_REQUIRED),
    )
    await data(app, api.account.changePassword, {
      token: user.token,
      body: { currentPassword: 'Reset2026', newPassword: 'Anil20271' },
    })
    expect((await call(app, api.employee.updateProfile, { token: user.token, body: profile })).status).toBe(
      200,
    )
  })

  it('still signs out', async () => {
    const user = await resetAndSignIn()
    expect((await call(app, api.account.logout, { token: user.token })).status).toBe(200)
    expect((await call(app, api.company.model, { token: user.token })).status).toBe(401)
  })
})
