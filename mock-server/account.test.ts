import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, api, LOGIN_FAILED, PASSWORD_RULE } from '../contracts'
import { buildServer } from './app'
import { FAILED_LOGIN_WINDOW_MS, MAX_FAILED_LOGINS } from './auth/login-limiter'
import { hashParameters, hashPassword, SCRYPT_COST, verifyPassword } from './auth/passwords'
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './auth/sessions'
import { call, DEMO, data, signIn, startServer, type TestClock } from './test/support'

let app: FastifyInstance
let clock: TestClock

beforeAll(async () => {
  ;({ app, clock } = await startServer())
})
afterAll(() => app.close())

const login = (userName: string, password: string, remoteAddress = '127.0.0.1') =>
  app
    .inject({
      method: 'POST',
      url: `/api/${api.account.login.path}`,
      payload: { userName, password },
      remoteAddress,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }))

const reset = () => app.inject({ method: 'POST', url: '/__mock/reset' })

describe('Account/Login', () => {
  it('signs the demo user in by mobile with a fresh 128-bit token and no password', async () => {
    const first = await signIn(app)
    const second = await signIn(app)
    expect(first).toMatchObject({
      employeeName: 'Ganesh Darekar',
      password: '',
      roleTypeID: 1,
      roleTypeName: 'Super Admin',
      emailID: DEMO.email,
      mobileNo: DEMO.mobile,
    })
    expect(first.token).toMatch(/^[0-9a-f]{32}$/)
    expect(second.token).not.toBe(first.token)
    expect(second.userKeyID).toBe(first.userKeyID)
  })

  it('signs in by email, ignoring case and surrounding spaces', async () => {
    const record = await signIn(app, `  ${DEMO.email.toUpperCase()} `)
    expect(record.mobileNo).toBe(DEMO.mobile)
  })

  it('answers the login record whose userKeyID is the employee key', async () => {
    const record = await signIn(app)
    const employee = await data(app, api.employee.getEmployeeModel, {
      token: record.token,
      query: { EmployeeKeyID: record.userKeyID },
    })
    expect(employee).toMatchObject({
      employeeName: record.employeeName,
      roleTypeName: 'Super Admin',
      isActive: true,
    })
  })

  it.each([
    ['a wrong password', DEMO.mobile, 'Demo@12345'],
    ['an unknown mobile', '9999999999', DEMO.password],
    ['an unknown email', 'nobody@shreeganesh.example', DEMO.password],
  ])('refuses %s with the exact demo failure text', async (_, userName, password) => {
    const answer = await login(userName, password, '10.0.0.1')
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ statusCode: 400, responseData: null, errorMessage: LOGIN_FAILED })
    expect(LOGIN_FAILED).toBe('User Not Exists or Found.')
  })

  it('names the missing field of an incomplete request', async () => {
    const answer = await login('', DEMO.password)
    expect(answer.body.errorMessage).toBe('userName: This field is required.')
  })

  it('keeps an inactive employee out, even with the right password', async () => {
    const answer = await login('9000000006', DEMO.password)
    expect(answer.status).toBe(403)
    expect(answer.body.errorMessage).toBe(ACCOUNT_MESSAGES.inactive)
  })

  it('signs the other seed employees in with the demo password', async () => {
    for (const mobile of ['9000000002', '9000000003', '9000000004', '9000000005']) {
      expect((await login(mobile, DEMO.password)).status).toBe(200)
    }
  })
})

describe('failed sign-in throttling', () => {
  it(`locks an IP and user name after ${MAX_FAILED_LOGINS} failures, even for the right password`, async () => {
    const ip = '10.1.0.1'
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      expect((await login(DEMO.mobile, 'wrong-1', ip)).status).toBe(400)
    const locked = await login(DEMO.mobile, DEMO.password, ip)
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual({
      statusCode: 429,
      responseData: null,
      errorMessage: ACCOUNT_MESSAGES.tooManyAttempts,
    })
    expect(ACCOUNT_MESSAGES.tooManyAttempts).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    )
    // Another client, or another user from the same client, is not affected.
    expect((await login(DEMO.mobile, DEMO.password, '10.1.0.2')).status).toBe(200)
    expect((await login('9000000002', DEMO.password, ip)).status).toBe(200)
    // The lock lifts once the failures are older than the window.
    clock.advance(FAILED_LOGIN_WINDOW_MS + 1000)
    expect((await login(DEMO.mobile, DEMO.password, ip)).status).toBe(200)
  })

  it('clears the count on a successful sign-in', async () => {
    const ip = '10.2.0.1'
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login(DEMO.mobile, 'wrong-2', ip)
    expect((await login(DEMO.mobile, DEMO.password, ip)).status).toBe(200)
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login(DEMO.mobile, 'wrong-2', ip)
    expect((await login(DEMO.mobile, 'wrong-2', ip)).status).toBe(400)
    expect((await login(DEMO.mobile, DEMO.password, ip)).status).toBe(429)
  })

  it('counts the user name whatever its case, and an unknown user too', async () => {
    const ip = '10.3.0.1'
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      await login(i % 2 ? DEMO.email : DEMO.email.toUpperCase(), 'x', ip)
    expect((await login(DEMO.email, DEMO.password, ip)).status).toBe(429)
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login('ghost@example.com', 'x', ip)
    expect((await login('ghost@example.com', 'x', ip)).status).toBe(429)
  })

  it('is cleared by a reset', async () => {
    const ip = '10.4.0.1'
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login(DEMO.mobile, 'wrong-4', ip)
    expect((await login(DEMO.mobile, DEMO.password, ip)).status).toBe(429)
    await reset()
    expect((await login(DEMO.mobile, DEMO.password, ip)).status).toBe(200)
  })
})

describe('Account/Register', () => {
  const newFirm = {
    companyName: 'Om Sai Traders',
    employeeName: 'Rahul Thorat',
    mobileNo: '9123456780',
    emailID: 'rahul@omsai.example',
    password: 'Secret123',
  }

  it('creates a firm and its Super Admin, answers the login record, and the new user can sign in', async () => {
    await reset()
    const record = await data(app, api.account.register, { body: newFirm })
    expect(record).toMatchObject({
      employeeName: 'Rahul Thorat',
      password: '',
      roleTypeName: 'Super Admin',
      mobileNo: '9123456780',
      emailID: 'rahul@omsai.example',
    })
    expect(record.token).toMatch(/^[0-9a-f]{32}$/)
    const demo = await signIn(app)
    expect(record.companyKeyID).not.toBe(demo.companyKeyID)

    const byMobile = await signIn(app, newFirm.mobileNo, newFirm.password)
    const byEmail = await signIn(app, newFirm.emailID, newFirm.password)
    expect(byMobile.userKeyID).toBe(record.userKeyID)
    expect(byEmail.companyKeyID).toBe(record.companyKeyID)

    // A new firm starts with no markets, and sees none of the demo firm's.
    const lookup = await data(app, api.market.lookup, {
      token: byMobile.token,
      query: { CompanyKeyID: record.companyKeyID },
    })
    expect(lookup).toEqual([])
    const list = await call(app, api.market.list, {
      token: byMobile.token,
      body: { pageNo: 0, pageSize: 10 },
    })
    expect(list.body.responseData).toEqual({ data: [], totalCount: 0 })
  })

  it.each([
    ['mobile', { mobileNo: '9123456780', emailID: 'other@omsai.example' }, ACCOUNT_MESSAGES.mobileTaken],
    [
      'email (any case)',
      { mobileNo: '9123456781', emailID: 'RAHUL@omsai.example' },
      ACCOUNT_MESSAGES.emailTaken,
    ],
    [
      "demo user's mobile",
      { mobileNo: DEMO.mobile, emailID: 'x@omsai.example' },
      ACCOUNT_MESSAGES.mobileTaken,
    ],
    ["demo user's email", { mobileNo: '9123456782', emailID: DEMO.email }, ACCOUNT_MESSAGES.emailTaken],
  ])('refuses an already registered %s with 409', async (_, clash, message) => {
    const answer = await call(app, api.account.register, { body: { ...newFirm, ...clash } })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ statusCode: 409, responseData: null, errorMessage: message })
  })

  it.each([
    ['a short password', { password: 'abc12' }, `password: ${PASSWORD_RULE}`],
    ['a password without a digit', { password: 'abcdefghij' }, `password: ${PASSWORD_RULE}`],
    ['a 9-digit mobile', { mobileNo: '912345678' }, 'mobileNo: Please enter a valid 10 digit mobile number.'],
    ['a bad email', { emailID: 'rahul@' }, 'emailID: Please enter a valid email address.'],
    ['a blank firm name', { companyName: '   ' }, 'companyName: This field is required.'],
  ])('refuses %s naming the field', async (_, change, message) => {
    const answer = await call(app, api.account.register, {
      body: { ...newFirm, mobileNo: '9123400000', ...change },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe(message)
  })

  it('is undone by a reset: the new firm and its sessions are gone', async () => {
    const record = await signIn(app, newFirm.mobileNo, newFirm.password)
    await reset()
    expect((await call(app, api.location.stateLookup, { token: record.token })).status).toBe(401)
    expect((await login(newFirm.mobileNo, newFirm.password)).body.errorMessage).toBe(LOGIN_FAILED)
  })
})

describe('sessions', () => {
  const states = (token: string) => call(app, api.location.stateLookup, { token })

  it('Logout revokes only its own token', async () => {
    const kept = (await signIn(app)).token
    const ended = (await signIn(app)).token
    expect(await data(app, api.account.logout, { token: ended })).toBeNull()
    expect((await states(ended)).body.errorMessage).toBe(AUTH_MESSAGES.unknown)
    expect((await states(kept)).status).toBe(200)
  })

  it('end after 2 hours without use', async () => {
    const { token } = await signIn(app)
    clock.advance(IDLE_TIMEOUT_MS - 60_000)
    expect((await states(token)).status).toBe(200)
    clock.advance(IDLE_TIMEOUT_MS - 60_000)
    expect((await states(token)).status).toBe(200)
    clock.advance(IDLE_TIMEOUT_MS + 1)
    const answer = await states(token)
    expect(answer.status).toBe(401)
    expect(answer.body.errorMessage).toBe(AUTH_MESSAGES.expired)
  })

  it('end 12 hours after sign-in however busy', async () => {
    const { token } = await signIn(app)
    const hour = 60 * 60 * 1000
    for (let h = 1; h <= 12; h++) {
      clock.advance(hour)
      expect((await states(token)).status).toBe(200)
    }
    clock.advance(ABSOLUTE_TIMEOUT_MS - 12 * hour + 1)
    expect((await states(token)).status).toBe(401)
  })
})

describe('passwords', () => {
  it('are hashed with scrypt at N = 2^17, r = 8, p = 1 and a random 16-byte salt in production', async () => {
    expect(SCRYPT_COST).toBe(2 ** 17)
    const [first, second] = await Promise.all([hashPassword(DEMO.password), hashPassword(DEMO.password)])
    expect(hashParameters(first)).toEqual({ N: 131072, r: 8, p: 1, saltBytes: 16, keyBytes: 32 })
    expect(first).not.toBe(second)
    expect(await verifyPassword(DEMO.password, first)).toBe(true)
    expect(await verifyPassword('Demo@1235', first)).toBe(false)
  })

  it('are hashed once per process at production cost: sign-in works and reset does not rehash', async () => {
    // The employees come before the market days: without them this cost is not one more full seed.
    const server = buildServer({ history: false })
    await server.ready()
    const signedIn = await server.inject({
      method: 'POST',
      url: `/api/${api.account.login.path}`,
      payload: { userName: DEMO.mobile, password: DEMO.password },
    })
    expect(signedIn.statusCode).toBe(200)
    const hashes = () => [...server.mockStore.employees.values()].map((e) => e.passwordHash)
    const before = hashes()
    const reset = await server.inject({ method: 'POST', url: '/__mock/reset' })
    expect(reset.statusCode).toBe(200)
    // A fresh hash would carry a fresh random salt: the very same strings mean none was made.
    expect(hashes()).toEqual(before)
    await server.close()
  })
})
