import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  api,
  EMPLOYEE_MESSAGES,
  LOGIN_FAILED,
  MARKET_MESSAGES,
  PASSWORD_RULE,
  ROLE_MESSAGES,
} from '../contracts'
import { employeeKit } from './test/employee'
import {
  allRows,
  DEMO,
  data,
  registerFirm,
  seededServer,
  signIn,
  signInFirstTime,
  TODAY,
  USERS,
} from './test/support'

const server = seededServer()
const { markets, GATE_CLERK_ROLE, newEmployee, save, model, login } = employeeKit(server)

describe('Employee/GetEmployeeList', () => {
  it("lists the firm's employees with role, designation and market names", async () => {
    const rows = await allRows(server.app, api.employee.list, server.demo.token, {
      sortingColumnName: 'employeeName',
    })
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
      (await allRows(server.app, api.employee.list, server.demo.token, { searchKeyword }))
        .map((r) => r.employeeName)
        .sort()
    expect(await names('clerk')).toEqual(['Mahesh Gaikwad', 'Vijay Jadhav'])
    expect(await names('9000000004')).toEqual(['Sunita Kadam'])
    expect(await names('REKHA.SONAWANE@')).toEqual(['Rekha Sonawane'])
    expect(await names('support')).toEqual(['Rekha Sonawane'])
    expect(await names('accountant')).toEqual(['Sunita Kadam'])
  })

  it('filters by role, market and status', async () => {
    const names = async (filters: Record<string, unknown>) =>
      (await allRows(server.app, api.employee.list, server.demo.token, filters))
        .map((r) => r.employeeName)
        .sort()
    expect(await names({ roleTypeID: GATE_CLERK_ROLE })).toEqual(['Vijay Jadhav'])
    expect(await names({ marketKeyID: markets.Sangola })).toEqual([
      'Anil Holkar',
      'Ganesh Darekar',
      'Sunita Kadam',
    ])
    expect(await names({ isActive: false })).toEqual(['Mahesh Gaikwad'])
  })

  it("never lists another firm's employees", async () => {
    const other = await registerFirm(server.app)
    const rows = await allRows(server.app, api.employee.list, other.token)
    expect(rows.map((r) => r.employeeName)).toEqual(['Sachin Pawar'])
  })
})

describe('Employee/AddUpdateEmployee', () => {
  it('adds an employee who must change the password set for them', async () => {
    const saved = await data(server.app, api.employee.addUpdate, {
      token: server.demo.token,
      body: newEmployee(),
    })
    expect(saved).toMatchObject({
      employeeName: 'Kiran Salunkhe',
      roleTypeName: 'Gate Clerk',
      isActive: true,
      mustChangePassword: true,
      joiningDate: '2026-11-01',
      marketKeyIDs: [markets['Pimpalgaon Baswant']],
    })
    const record = await signIn(server.app, '9123450001', 'Kiran1234')
    expect(record).toMatchObject({
      userKeyID: saved.employeeKeyID,
      roleTypeName: 'Gate Clerk',
      mustChangePassword: true,
    })
  })

  it('updates an employee and ignores a password sent with the update', async () => {
    const saved = await data(server.app, api.employee.addUpdate, {
      token: server.demo.token,
      body: newEmployee(),
    })
    const updated = await data(server.app, api.employee.addUpdate, {
      token: server.demo.token,
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
    const admin = await signIn(server.app, USERS.admin)
    const promote = await save({ ...newEmployee(), roleTypeID: 1 }, admin.token)
    expect(promote.status).toBe(403)
    expect(promote.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    const owner = await model(server.demo.userKeyID)
    const edit = await save({ ...owner, roleTypeID: 2 }, admin.token)
    expect(edit.body.errorMessage).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
    expect((await save(newEmployee(), admin.token)).status).toBe(200)
  })

  it('refuses a role with rights the caller lacks: a reduced Super Admin may edit SA Support but not make them an Admin', async () => {
    await save({ ...newEmployee(), roleTypeID: 5 })
    const sa = await signInFirstTime(server.app, '9123450001', 'Kiran1234')
    const clerk = await model((await signIn(server.app, USERS.saSupport)).userKeyID)
    const promote = await save({ ...clerk, roleTypeID: 2 }, sa.token)
    expect(promote.body).toMatchObject({ statusCode: 403, errorMessage: ROLE_MESSAGES.beyondOwnRights })
    expect((await model(clerk.employeeKeyID)).roleTypeID).toBe(4)
    expect((await save({ ...clerk, address: 'Otur, Tal. Junnar' }, sa.token)).status).toBe(200)
  })

  it('refuses to move oneself to another role, so the last Super Admin stays one', async () => {
    const owner = await model(server.demo.userKeyID)
    const answer = await save({ ...owner, roleTypeID: 2 })
    expect(answer.body).toEqual({
      statusCode: 403,
      responseData: null,
      errorMessage: EMPLOYEE_MESSAGES.ownAccount,
    })
    expect((await model(server.demo.userKeyID)).roleTypeID).toBe(1)
  })
})

describe('Employee/GetEmployeeModel', () => {
  it('answers the new fields', async () => {
    const vijay = await signIn(server.app, USERS.gateClerk)
    expect(await model(vijay.userKeyID)).toMatchObject({
      employeeName: 'Vijay Jadhav',
      joiningDate: '2026-07-24',
      address: expect.stringContaining('Narayangaon'),
      marketKeyIDs: [markets.Narayangaon],
      mustChangePassword: false,
    })
  })
})
