import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  api,
  EMPLOYEE_MESSAGES,
  LOGIN_FAILED,
  MARKET_MESSAGES,
  PASSWORD_RULE,
} from '../contracts'
import { employeeKit } from './test/employee'
import { call, DEMO, data, seededServer, signIn, signInFirstTime, USERS } from './test/support'
import { uploadImage } from './test/uploads'

const server = seededServer()
const { markets, GATE_CLERK_ROLE, newEmployee, model, login } = employeeKit(server)

describe('Employee/DeleteEmployee', () => {
  it('deletes an employee, answering true, and signs them out', async () => {
    const accountant = await signIn(server.app, USERS.accountant)
    const answer = await call(server.app, api.employee.remove, {
      token: server.demo.token,
      query: { EmployeeKeyID: accountant.userKeyID },
    })
    expect(answer.body).toEqual({ statusCode: 200, responseData: { data: true }, errorMessage: null })
    expect((await call(server.app, api.company.model, { token: accountant.token })).status).toBe(401)
    expect((await login(USERS.accountant, DEMO.password)).body.errorMessage).toBe(LOGIN_FAILED)
    const again = await call(server.app, api.employee.remove, {
      token: server.demo.token,
      query: { EmployeeKeyID: accountant.userKeyID },
    })
    expect(again.status).toBe(404)
    expect(again.body.errorMessage).toBe(EMPLOYEE_MESSAGES.notFound)
  })

  it('refuses to delete yourself with a message the list shows', async () => {
    const answer = await call(server.app, api.employee.remove, {
      token: server.demo.token,
      query: { EmployeeKeyID: server.demo.userKeyID },
    })
    expect(answer.body).toEqual({
      statusCode: 409,
      responseData: null,
      errorMessage: EMPLOYEE_MESSAGES.deleteSelf,
    })
  })

  it('lets a Super Admin remove another Super Admin, and nobody else', async () => {
    const second = await data(server.app, api.employee.addUpdate, {
      token: server.demo.token,
      body: { ...newEmployee(), roleTypeID: 1 },
    })
    const admin = await signIn(server.app, USERS.admin)
    const refused = await call(server.app, api.employee.remove, {
      token: admin.token,
      query: { EmployeeKeyID: second.employeeKeyID },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    const partner = await signInFirstTime(server.app, '9123450001', 'Kiran1234')
    const removed = await call(server.app, api.employee.remove, {
      token: partner.token,
      query: { EmployeeKeyID: server.demo.userKeyID },
    })
    expect(removed.status).toBe(200)
  })
})

describe('Employee/ChangeEmployeeStatus', () => {
  it('deactivates an employee, revoking their sessions, and activates them again', async () => {
    const clerk = await signIn(server.app, USERS.gateClerk)
    const query = { EmployeeKeyID: clerk.userKeyID }
    expect(await data(server.app, api.employee.changeStatus, { token: server.demo.token, query })).toBe(false)
    const after = await call(server.app, api.company.model, { token: clerk.token })
    expect(after.body).toEqual({ statusCode: 401, responseData: null, errorMessage: AUTH_MESSAGES.unknown })
    expect((await login(USERS.gateClerk, DEMO.password)).body.errorMessage).toBe(ACCOUNT_MESSAGES.inactive)
    expect(await data(server.app, api.employee.changeStatus, { token: server.demo.token, query })).toBe(true)
    expect((await login(USERS.gateClerk, DEMO.password)).status).toBe(200)
  })

  it('refuses to deactivate yourself', async () => {
    const answer = await call(server.app, api.employee.changeStatus, {
      token: server.demo.token,
      query: { EmployeeKeyID: server.demo.userKeyID },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(EMPLOYEE_MESSAGES.deactivateSelf)
  })

  it("refuses an Admin the deactivation of a Super Admin's account", async () => {
    const admin = await signIn(server.app, USERS.admin)
    const answer = await call(server.app, api.employee.changeStatus, {
      token: admin.token,
      query: { EmployeeKeyID: server.demo.userKeyID },
    })
    expect(answer.status).toBe(403)
    expect(answer.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    expect((await model(server.demo.userKeyID)).isActive).toBe(true)
  })
})

describe('Employee/GetEmployeeLookupListByRoleTypeAndMarket', () => {
  const lookup = (RoleTypeID: number, MarketKeyID: string) =>
    call(server.app, api.employee.lookupByRoleAndMarket, {
      token: server.demo.token,
      query: { RoleTypeID, MarketKeyID },
    })

  it('answers the active employees of a role assigned to a market', async () => {
    const clerks = await lookup(GATE_CLERK_ROLE, markets.Narayangaon!)
    expect(clerks.body.responseData!.data).toEqual([
      { employeeKeyID: expect.any(String), employeeName: 'Vijay Jadhav' },
    ])
    expect((await lookup(GATE_CLERK_ROLE, markets.Sangola!)).body.responseData!.data).toEqual([])
    // Mahesh Gaikwad, auction clerk at Lasalgaon, is inactive.
    expect((await lookup(8, markets.Lasalgaon!)).body.responseData!.data).toEqual([])
  })

  it('answers 404 for a market of no firm', async () => {
    const answer = await lookup(GATE_CLERK_ROLE, '11111111-2222-4333-8444-555555555555')
    expect(answer.status).toBe(404)
  })
})

describe('Employee/AssignEmployeeMarkets', () => {
  it('replaces the set of markets', async () => {
    const clerk = await signIn(server.app, USERS.gateClerk)
    const body = { employeeKeyID: clerk.userKeyID, marketKeyIDs: [markets.Sangola!, markets.Lasalgaon!] }
    const saved = await data(server.app, api.employee.assignMarkets, { token: server.demo.token, body })
    expect(saved.marketKeyIDs).toEqual([markets.Sangola, markets.Lasalgaon])
    const cleared = await data(server.app, api.employee.assignMarkets, {
      token: server.demo.token,
      body: { ...body, marketKeyIDs: [] },
    })
    expect(cleared.marketKeyIDs).toEqual([])
  })

  it('refuses a market of no firm and a market listed twice', async () => {
    const clerk = await signIn(server.app, USERS.gateClerk)
    const foreign = await call(server.app, api.employee.assignMarkets, {
      token: server.demo.token,
      body: { employeeKeyID: clerk.userKeyID, marketKeyIDs: ['11111111-2222-4333-8444-555555555555'] },
    })
    expect(foreign.body.errorMessage).toBe(`marketKeyIDs.0: ${MARKET_MESSAGES.notOfFirm}`)
    const twice = await call(server.app, api.employee.assignMarkets, {
      token: server.demo.token,
      body: { employeeKeyID: clerk.userKeyID, marketKeyIDs: [markets.Sangola, markets.Sangola] },
    })
    expect(twice.body.errorMessage).toBe('marketKeyIDs: A market is listed twice.')
  })
})

describe('Employee/UpdateProfile', () => {
  it('changes only one’s own name, email, address and photo, with a session only', async () => {
    const clerk = await signIn(server.app, USERS.gateClerk)
    const photo = await uploadImage(server.app, clerk.token)
    const saved = await data(server.app, api.employee.updateProfile, {
      token: clerk.token,
      body: {
        employeeName: 'Vijay B. Jadhav',
        emailID: 'vijay@example.com',
        address: 'Otur',
        profilePhoto: photo,
      },
    })
    expect(saved).toMatchObject({
      employeeKeyID: clerk.userKeyID,
      employeeName: 'Vijay B. Jadhav',
      emailID: 'vijay@example.com',
      roleTypeName: 'Gate Clerk',
      mobileNo: USERS.gateClerk,
    })
    const taken = await call(server.app, api.employee.updateProfile, {
      token: clerk.token,
      body: { employeeName: 'Vijay', emailID: DEMO.email },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.errorMessage).toBe(ACCOUNT_MESSAGES.emailTaken)
  })
})

describe('password reset and change', () => {
  it('a reset sets a password the employee must change, signs them out, and the old one stops working', async () => {
    const clerk = await signIn(server.app, USERS.gateClerk)
    const admin = await signIn(server.app, USERS.admin)
    await data(server.app, api.employee.resetPassword, {
      token: admin.token,
      body: { employeeKeyID: clerk.userKeyID, newPassword: 'Reset2026' },
    })
    expect((await call(server.app, api.company.model, { token: clerk.token })).status).toBe(401)
    expect((await login(USERS.gateClerk, DEMO.password)).body.errorMessage).toBe(LOGIN_FAILED)
    const fresh = await signIn(server.app, USERS.gateClerk, 'Reset2026')
    expect(fresh.mustChangePassword).toBe(true)
    expect((await model(clerk.userKeyID)).mustChangePassword).toBe(true)

    // The employee then chooses their own: other sessions end, this one goes on, the flag clears.
    const other = await signIn(server.app, USERS.gateClerk, 'Reset2026')
    expect(
      await data(server.app, api.account.changePassword, {
        token: fresh.token,
        body: { currentPassword: 'Reset2026', newPassword: 'Vijay2027' },
      }),
    ).toBeNull()
    expect((await call(server.app, api.company.model, { token: other.token })).status).toBe(401)
    expect((await call(server.app, api.company.model, { token: fresh.token })).status).toBe(200)
    expect((await login(USERS.gateClerk, 'Reset2026')).body.errorMessage).toBe(LOGIN_FAILED)
    expect((await signIn(server.app, USERS.gateClerk, 'Vijay2027')).mustChangePassword).toBe(false)
  })

  it("refuses a reset of a Super Admin's password by anyone but a Super Admin", async () => {
    const support = await signIn(server.app, USERS.saSupport)
    const answer = await call(server.app, api.employee.resetPassword, {
      token: support.token,
      body: { employeeKeyID: server.demo.userKeyID, newPassword: 'Taken1234' },
    })
    expect(answer.status).toBe(403)
    expect(answer.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    expect((await login(DEMO.mobile, DEMO.password)).status).toBe(200)
  })

  it('refuses a weak new password and an unknown employee', async () => {
    const weak = await call(server.app, api.employee.resetPassword, {
      token: server.demo.token,
      body: { employeeKeyID: server.demo.userKeyID, newPassword: 'short' },
    })
    expect(weak.body.errorMessage).toBe(`newPassword: ${PASSWORD_RULE}`)
    const unknown = await call(server.app, api.employee.resetPassword, {
      token: server.demo.token,
      body: { employeeKeyID: '11111111-2222-4333-8444-555555555555', newPassword: 'Fine12345' },
    })
    expect(unknown.status).toBe(404)
  })

  it('refuses a wrong current password, and a new one equal to the current', async () => {
    const wrong = await call(server.app, api.account.changePassword, {
      token: server.demo.token,
      body: { currentPassword: 'Demo@12345', newPassword: 'Other1234' },
    })
    expect(wrong.body).toEqual({
      statusCode: 400,
      responseData: null,
      errorMessage: 'Current password is incorrect.',
    })
    const same = await call(server.app, api.account.changePassword, {
      token: server.demo.token,
      body: { currentPassword: DEMO.password, newPassword: DEMO.password },
    })
    expect(same.body.errorMessage).toBe(`newPassword: ${EMPLOYEE_MESSAGES.samePassword}`)
    expect((await login(DEMO.mobile, DEMO.password)).status).toBe(200)
  })
})
