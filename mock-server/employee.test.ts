import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  api,
  EMPLOYEE_MESSAGES,
  LOGIN_FAILED,
  type LoginRecord,
  MARKET_MESSAGES,
  PASSWORD_RULE,
  ROLE_MESSAGES,
} from '../contracts'
import { AUTH_MESSAGES } from './auth/sessions'
import { ACCOUNT_MESSAGES } from './handlers/account'
import {
  allRows,
  call,
  DEMO,
  data,
  registerFirm,
  reset,
  signIn,
  signInFirstTime,
  startServer,
  TODAY,
  USERS,
} from './test/support'
import { uploadImage } from './test/uploads'

let app: FastifyInstance
let demo: LoginRecord
let markets: Record<string, string>

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())
beforeEach(async () => {
  await reset(app)
  demo = await signIn(app)
  const rows = await allRows(app, api.market.list, demo.token)
  markets = Object.fromEntries(rows.map((m) => [m.marketPlaceName, m.marketKeyID]))
})

const GATE_CLERK_ROLE = 7

const newEmployee = () => ({
  employeeName: 'kiran Salunkhe',
  mobileNo: '9123450001',
  emailID: 'kiran.salunkhe@shreeganesh.example',
  roleTypeID: GATE_CLERK_ROLE,
  designation: 'Gate clerk',
  joiningDate: '2026-11-01',
  address: 'Ozar, Tal. Niphad',
  profilePhoto: '',
  marketKeyIDs: [markets['Pimpalgaon Baswant']!],
  password: 'Kiran1234',
})

const save = (body: Record<string, unknown>, token = demo.token) =>
  call(app, api.employee.addUpdate, { token, body })
const model = (EmployeeKeyID: string, token = demo.token) =>
  data(app, api.employee.getEmployeeModel, { token, query: { EmployeeKeyID } })
const login = (userName: string, password: string) =>
  call(app, api.account.login, { body: { userName, password } })

describe('Employee/GetEmployeeList', () => {
  it("lists the firm's employees with role, designation and market names", async () => {
    const rows = await allRows(app, api.employee.list, demo.token, { sortingColumnName: 'employeeName' })
    expect(rows.map((r) => r.employeeName)).toEqual([
      'Anil Holkar',
      'Ganesh Darekar',
      'Mahesh Gaikwad',
      'Prakash Shinde',
      'Rekha Sonawane',
      'Santosh Aher',
      'Sunita Kadam',
      'Vijay Jadhav',
    ])
    expect(rows.find((r) => r.mobileNo === USERS.gateClerk)).toMatchObject({
      roleTypeName: 'Gate Clerk',
      designation: 'Gate clerk',
      marketNames: ['Narayangaon'],
      mustChangePassword: false,
    })
    expect(rows.find((r) => r.mobileNo === USERS.sa)!.marketNames).toEqual([
      'Lasalgaon',
      'Pimpalgaon Baswant',
    ])
  })

  it('searches name, mobile, email, role and designation', async () => {
    const names = async (searchKeyword: string) =>
      (await allRows(app, api.employee.list, demo.token, { searchKeyword })).map((r) => r.employeeName).sort()
    expect(await names('clerk')).toEqual(['Mahesh Gaikwad', 'Vijay Jadhav'])
    expect(await names('9000000004')).toEqual(['Sunita Kadam'])
    expect(await names('REKHA.SONAWANE@')).toEqual(['Rekha Sonawane'])
    expect(await names('support')).toEqual(['Rekha Sonawane'])
    expect(await names('accountant')).toEqual(['Sunita Kadam'])
  })

  it('filters by role, market and status', async () => {
    const names = async (filters: Record<string, unknown>) =>
      (await allRows(app, api.employee.list, demo.token, filters)).map((r) => r.employeeName).sort()
    expect(await names({ roleTypeID: GATE_CLERK_ROLE })).toEqual(['Vijay Jadhav'])
    expect(await names({ marketKeyID: markets.Sangola })).toEqual([
      'Anil Holkar',
      'Ganesh Darekar',
      'Sunita Kadam',
    ])
    expect(await names({ isActive: false })).toEqual(['Mahesh Gaikwad'])
  })

  it("never lists another firm's employees", async () => {
    const other = await registerFirm(app)
    const rows = await allRows(app, api.employee.list, other.token)
    expect(rows.map((r) => r.employeeName)).toEqual(['Sachin Pawar'])
  })
})

describe('Employee/AddUpdateEmployee', () => {
  it('adds an employee who must change the password set for them', async () => {
    const saved = await data(app, api.employee.addUpdate, { token: demo.token, body: newEmployee() })
    expect(saved).toMatchObject({
      employeeName: 'Kiran Salunkhe',
      roleTypeName: 'Gate Clerk',
      isActive: true,
      mustChangePassword: true,
      joiningDate: '2026-11-01',
      marketKeyIDs: [markets['Pimpalgaon Baswant']],
    })
    const record = await signIn(app, '9123450001', 'Kiran1234')
    expect(record).toMatchObject({
      userKeyID: saved.employeeKeyID,
      roleTypeName: 'Gate Clerk',
      mustChangePassword: true,
    })
  })

  it('updates an employee and ignores a password sent with the update', async () => {
    const saved = await data(app, api.employee.addUpdate, { token: demo.token, body: newEmployee() })
    const updated = await data(app, api.employee.addUpdate, {
      token: demo.token,
      body: { ...saved, designation: 'Weighman', password: 'Changed999' },
    })
    expect(updated).toMatchObject({ employeeKeyID: saved.employeeKeyID, designation: 'Weighman' })
    expect((await login('9123450001', 'Kiran1234')).status).toBe(200)
    expect((await login('9123450001', 'Changed999')).body.errorMessage).toBe(LOGIN_FAILED)
  })

  it.each([
    ['a missing name', { employeeName: '' }, 'employeeName: This field is required.'],
    [
      'a name over 50 characters',
      { employeeName: 'K'.repeat(51) },
      'employeeName: Employee name must be at most 50 characters.',
    ],
    ['a short mobile', { mobileNo: '98765' }, 'mobileNo: Please enter a valid 10 digit mobile number.'],
    ['a bad email', { emailID: 'kiran@' }, `emailID: ${EMPLOYEE_MESSAGES.emailInvalid}`],
    ['a missing role', { roleTypeID: null }, 'roleTypeID: This field is required.'],
    ['an unknown role', { roleTypeID: 77 }, `roleTypeID: ${EMPLOYEE_MESSAGES.unknownRole}`],
    [
      'an unknown designation',
      { designation: 'Driver' },
      'designation: Choose one of Gate clerk, Auction clerk, Weighman, Grader, Accountant, Cashier.',
    ],
    [
      'a joining date after today',
      { joiningDate: '2026-11-22' },
      `joiningDate: ${EMPLOYEE_MESSAGES.joiningInFuture}`,
    ],
    [
      'an address over 250 characters',
      { address: 'x'.repeat(251) },
      'address: Address must be at most 250 characters.',
    ],
    [
      'a photo that is not an uploaded image',
      { profilePhoto: 'javascript:alert(1)' },
      `profilePhoto: ${EMPLOYEE_MESSAGES.photoInvalid}`,
    ],
    [
      'a market of no firm',
      { marketKeyIDs: ['11111111-2222-4333-8444-555555555555'] },
      `marketKeyIDs.0: ${MARKET_MESSAGES.notOfFirm}`,
    ],
    ['no password for a new employee', { password: '' }, 'password: This field is required.'],
    ['a weak password', { password: 'kiran' }, `password: ${PASSWORD_RULE}`],
  ])('refuses %s', async (_, change, message) => {
    const answer = await save({ ...newEmployee(), ...change })
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe(message)
  })

  it('accepts a joining date of today and no email', async () => {
    expect((await save({ ...newEmployee(), joiningDate: TODAY, emailID: '' })).status).toBe(200)
  })

  it('refuses a mobile or email another employee signs in with', async () => {
    const mobile = await save({ ...newEmployee(), mobileNo: USERS.admin })
    expect(mobile.status).toBe(409)
    expect(mobile.body.errorMessage).toBe(ACCOUNT_MESSAGES.mobileTaken)
    const email = await save({ ...newEmployee(), emailID: DEMO.email.toUpperCase() })
    expect(email.status).toBe(409)
    expect(email.body.errorMessage).toBe(ACCOUNT_MESSAGES.emailTaken)
  })

  it("lets only a Super Admin make someone Super Admin or change a Super Admin's account", async () => {
    const admin = await signIn(app, USERS.admin)
    const promote = await save({ ...newEmployee(), roleTypeID: 1 }, admin.token)
    expect(promote.status).toBe(403)
    expect(promote.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    const owner = await model(demo.userKeyID)
    const edit = await save({ ...owner, roleTypeID: 2 }, admin.token)
    expect(edit.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    expect((await save(newEmployee(), admin.token)).status).toBe(200)
  })

  it('refuses a role with rights the caller lacks: a reduced Super Admin may edit SA Support but not make them an Admin', async () => {
    await save({ ...newEmployee(), roleTypeID: 5 })
    const sa = await signInFirstTime(app, '9123450001', 'Kiran1234')
    const clerk = await model((await signIn(app, USERS.saSupport)).userKeyID)
    const promote = await save({ ...clerk, roleTypeID: 2 }, sa.token)
    expect(promote.body).toMatchObject({ statusCode: 403, errorMessage: ROLE_MESSAGES.beyondOwnRights })
    expect((await model(clerk.employeeKeyID)).roleTypeID).toBe(4)
    expect((await save({ ...clerk, address: 'Otur, Tal. Junnar' }, sa.token)).status).toBe(200)
  })

  it('refuses to move oneself to another role, so the last Super Admin stays one', async () => {
    const owner = await model(demo.userKeyID)
    const answer = await save({ ...owner, roleTypeID: 2 })
    expect(answer.body).toEqual({
      statusCode: 403,
      responseData: null,
      errorMessage: EMPLOYEE_MESSAGES.ownAccount,
    })
    expect((await model(demo.userKeyID)).roleTypeID).toBe(1)
  })
})

describe('Employee/GetEmployeeModel', () => {
  it('answers the new fields', async () => {
    const vijay = await signIn(app, USERS.gateClerk)
    expect(await model(vijay.userKeyID)).toMatchObject({
      employeeName: 'Vijay Jadhav',
      joiningDate: '2026-07-24',
      address: expect.stringContaining('Narayangaon'),
      marketKeyIDs: [markets.Narayangaon],
      mustChangePassword: false,
    })
  })
})

describe('Employee/DeleteEmployee', () => {
  it('deletes an employee, answering true, and signs them out', async () => {
    const accountant = await signIn(app, USERS.accountant)
    const answer = await call(app, api.employee.remove, {
      token: demo.token,
      query: { EmployeeKeyID: accountant.userKeyID },
    })
    expect(answer.body).toEqual({ statusCode: 200, responseData: { data: true }, errorMessage: null })
    expect((await call(app, api.company.model, { token: accountant.token })).status).toBe(401)
    expect((await login(USERS.accountant, DEMO.password)).body.errorMessage).toBe(LOGIN_FAILED)
    const again = await call(app, api.employee.remove, {
      token: demo.token,
      query: { EmployeeKeyID: accountant.userKeyID },
    })
    expect(again.status).toBe(404)
    expect(again.body.errorMessage).toBe(EMPLOYEE_MESSAGES.notFound)
  })

  it('refuses to delete yourself with a message the list shows', async () => {
    const answer = await call(app, api.employee.remove, {
      token: demo.token,
      query: { EmployeeKeyID: demo.userKeyID },
    })
    expect(answer.body).toEqual({
      statusCode: 409,
      responseData: null,
      errorMessage: EMPLOYEE_MESSAGES.deleteSelf,
    })
  })

  it('lets a Super Admin remove another Super Admin, and nobody else', async () => {
    const second = await data(app, api.employee.addUpdate, {
      token: demo.token,
      body: { ...newEmployee(), roleTypeID: 1 },
    })
    const admin = await signIn(app, USERS.admin)
    const refused = await call(app, api.employee.remove, {
      token: admin.token,
      query: { EmployeeKeyID: second.employeeKeyID },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    const partner = await signInFirstTime(app, '9123450001', 'Kiran1234')
    const removed = await call(app, api.employee.remove, {
      token: partner.token,
      query: { EmployeeKeyID: demo.userKeyID },
    })
    expect(removed.status).toBe(200)
  })
})

describe('Employee/ChangeEmployeeStatus', () => {
  it('deactivates an employee, revoking their sessions, and activates them again', async () => {
    const clerk = await signIn(app, USERS.gateClerk)
    const query = { EmployeeKeyID: clerk.userKeyID }
    expect(await data(app, api.employee.changeStatus, { token: demo.token, query })).toBe(false)
    const after = await call(app, api.company.model, { token: clerk.token })
    expect(after.body).toEqual({ statusCode: 401, responseData: null, errorMessage: AUTH_MESSAGES.unknown })
    expect((await login(USERS.gateClerk, DEMO.password)).body.errorMessage).toBe(ACCOUNT_MESSAGES.inactive)
    expect(await data(app, api.employee.changeStatus, { token: demo.token, query })).toBe(true)
    expect((await login(USERS.gateClerk, DEMO.password)).status).toBe(200)
  })

  it('refuses to deactivate yourself', async () => {
    const answer = await call(app, api.employee.changeStatus, {
      token: demo.token,
      query: { EmployeeKeyID: demo.userKeyID },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(EMPLOYEE_MESSAGES.deactivateSelf)
  })

  it("refuses an Admin the deactivation of a Super Admin's account", async () => {
    const admin = await signIn(app, USERS.admin)
    const answer = await call(app, api.employee.changeStatus, {
      token: admin.token,
      query: { EmployeeKeyID: demo.userKeyID },
    })
    expect(answer.status).toBe(403)
    expect(answer.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    expect((await model(demo.userKeyID)).isActive).toBe(true)
  })
})

describe('Employee/GetEmployeeLookupListByRoleTypeAndMarket', () => {
  const lookup = (RoleTypeID: number, MarketKeyID: string) =>
    call(app, api.employee.lookupByRoleAndMarket, { token: demo.token, query: { RoleTypeID, MarketKeyID } })

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
    const clerk = await signIn(app, USERS.gateClerk)
    const body = { employeeKeyID: clerk.userKeyID, marketKeyIDs: [markets.Sangola!, markets.Lasalgaon!] }
    const saved = await data(app, api.employee.assignMarkets, { token: demo.token, body })
    expect(saved.marketKeyIDs).toEqual([markets.Sangola, markets.Lasalgaon])
    const cleared = await data(app, api.employee.assignMarkets, {
      token: demo.token,
      body: { ...body, marketKeyIDs: [] },
    })
    expect(cleared.marketKeyIDs).toEqual([])
  })

  it('refuses a market of no firm and a market listed twice', async () => {
    const clerk = await signIn(app, USERS.gateClerk)
    const foreign = await call(app, api.employee.assignMarkets, {
      token: demo.token,
      body: { employeeKeyID: clerk.userKeyID, marketKeyIDs: ['11111111-2222-4333-8444-555555555555'] },
    })
    expect(foreign.body.errorMessage).toBe(`marketKeyIDs.0: ${MARKET_MESSAGES.notOfFirm}`)
    const twice = await call(app, api.employee.assignMarkets, {
      token: demo.token,
      body: { employeeKeyID: clerk.userKeyID, marketKeyIDs: [markets.Sangola, markets.Sangola] },
    })
    expect(twice.body.errorMessage).toBe('marketKeyIDs: A market is listed twice.')
  })
})

describe('Employee/UpdateProfile', () => {
  it('changes only one’s own name, email, address and photo, with a session only', async () => {
    const clerk = await signIn(app, USERS.gateClerk)
    const photo = await uploadImage(app, clerk.token)
    const saved = await data(app, api.employee.updateProfile, {
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
    const taken = await call(app, api.employee.updateProfile, {
      token: clerk.token,
      body: { employeeName: 'Vijay', emailID: DEMO.email },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.errorMessage).toBe(ACCOUNT_MESSAGES.emailTaken)
  })
})

describe('password reset and change', () => {
  it('a reset sets a password the employee must change, signs them out, and the old one stops working', async () => {
    const clerk = await signIn(app, USERS.gateClerk)
    const admin = await signIn(app, USERS.admin)
    await data(app, api.employee.resetPassword, {
      token: admin.token,
      body: { employeeKeyID: clerk.userKeyID, newPassword: 'Reset2026' },
    })
    expect((await call(app, api.company.model, { token: clerk.token })).status).toBe(401)
    expect((await login(USERS.gateClerk, DEMO.password)).body.errorMessage).toBe(LOGIN_FAILED)
    const fresh = await signIn(app, USERS.gateClerk, 'Reset2026')
    expect(fresh.mustChangePassword).toBe(true)
    expect((await model(clerk.userKeyID)).mustChangePassword).toBe(true)

    // The employee then chooses their own: other sessions end, this one goes on, the flag clears.
    const other = await signIn(app, USERS.gateClerk, 'Reset2026')
    expect(
      await data(app, api.account.changePassword, {
        token: fresh.token,
        body: { currentPassword: 'Reset2026', newPassword: 'Vijay2027' },
      }),
    ).toBeNull()
    expect((await call(app, api.company.model, { token: other.token })).status).toBe(401)
    expect((await call(app, api.company.model, { token: fresh.token })).status).toBe(200)
    expect((await login(USERS.gateClerk, 'Reset2026')).body.errorMessage).toBe(LOGIN_FAILED)
    expect((await signIn(app, USERS.gateClerk, 'Vijay2027')).mustChangePassword).toBe(false)
  })

  it("refuses a reset of a Super Admin's password by anyone but a Super Admin", async () => {
    const support = await signIn(app, USERS.saSupport)
    const answer = await call(app, api.employee.resetPassword, {
      token: support.token,
      body: { employeeKeyID: demo.userKeyID, newPassword: 'Taken1234' },
    })
    expect(answer.status).toBe(403)
    expect(answer.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    expect((await login(DEMO.mobile, DEMO.password)).status).toBe(200)
  })

  it('refuses a weak new password and an unknown employee', async () => {
    const weak = await call(app, api.employee.resetPassword, {
      token: demo.token,
      body: { employeeKeyID: demo.userKeyID, newPassword: 'short' },
    })
    expect(weak.body.errorMessage).toBe(`newPassword: ${PASSWORD_RULE}`)
    const unknown = await call(app, api.employee.resetPassword, {
      token: demo.token,
      body: { employeeKeyID: '11111111-2222-4333-8444-555555555555', newPassword: 'Fine12345' },
    })
    expect(unknown.status).toBe(404)
  })

  it('refuses a wrong current password, and a new one equal to the current', async () => {
    const wrong = await call(app, api.account.changePassword, {
      token: demo.token,
      body: { currentPassword: 'Demo@12345', newPassword: 'Other1234' },
    })
    expect(wrong.body).toEqual({
      statusCode: 400,
      responseData: null,
      errorMessage: 'Current password is incorrect.',
    })
    const same = await call(app, api.account.changePassword, {
      token: demo.token,
      body: { currentPassword: DEMO.password, newPassword: DEMO.password },
    })
    expect(same.body.errorMessage).toBe(`newPassword: ${EMPLOYEE_MESSAGES.samePassword}`)
    expect((await login(DEMO.mobile, DEMO.password)).status).toBe(200)
  })
})
