import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, api, LOGIN_FAILED } from '../contracts'
import {
  ACCOUNT_LOCK_WINDOW_MS,
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_ACCOUNT,
  MAX_FAILED_LOGINS_PER_ADDRESS,
  MAX_REGISTRATIONS_PER_ADDRESS,
  REGISTRATION_WINDOW_MS,
} from './auth/login-limiter'
import { DEMO, reset, startServer, type TestClock, USERS } from './test/support'

let app: FastifyInstance
let clock: TestClock

beforeAll(async () => {
  ;({ app, clock } = await startServer())
})
afterAll(() => app.close())
beforeEach(() => reset(app))

interface Sent {
  status: number
  message: string | null
}

const send = (
  target: FastifyInstance,
  path: string,
  payload: object,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<Sent> =>
  target
    .inject({ method: 'POST', url: `/api/${path}`, payload, remoteAddress, headers })
    .then((r) => ({ status: r.statusCode, message: r.json().errorMessage }))

const login = (userName: string, password: string, address: string, target = app) =>
  send(target, api.account.login.path, { userName, password }, address)

/** 39 wrong guesses and then the right password, all sent at once. */
const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? DEMO.password : `Guess${i}x1`))
const tally = (answers: readonly Sent[]) => ({
  wrong: answers.filter((a) => a.status === 400).length,
  refused: answers.filter((a) => a.status === 429).length,
  signedIn: answers.filter((a) => a.status === 200).length,
})

describe('parallel sign-ins', () => {
  it(`evaluate at most ${MAX_FAILED_LOGINS} of 40 guesses from one address, and not the right one`, async () => {
    const answers = await Promise.all(guesses.map((password) => login(DEMO.mobile, password, '10.9.0.1')))
    expect(tally(answers)).toEqual({ wrong: MAX_FAILED_LOGINS, refused: 40 - MAX_FAILED_LOGINS, signedIn: 0 })
    expect(answers.at(-1)).toEqual({ status: 429, message: ACCOUNT_MESSAGES.tooManyAttempts })
  })

  it(`evaluate at most ${MAX_FAILED_LOGINS_PER_ACCOUNT} of 40 guesses from 40 addresses`, async () => {
    const answers = await Promise.all(
      guesses.map((password, i) => login(DEMO.mobile, password, `10.8.0.${i + 1}`)),
    )
    const counts = tally(answers)
    expect(counts).toEqual({
      wrong: MAX_FAILED_LOGINS_PER_ACCOUNT,
      refused: 40 - MAX_FAILED_LOGINS_PER_ACCOUNT,
      signedIn: 0,
    })
    expect(answers.at(-1)).toEqual({ status: 429, message: ACCOUNT_MESSAGES.accountLocked })
  })
})

describe('per address and per account', () => {
  it('locks an address that guesses across many user names, and no other address', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ADDRESS; i++) {
      expect((await login(`98765${String(i).padStart(5, '0')}`, 'Wrong1234', '10.7.0.1')).message).toBe(
        LOGIN_FAILED,
      )
    }
    expect(await login(USERS.admin, DEMO.password, '10.7.0.1')).toEqual({
      status: 429,
      message: ACCOUNT_MESSAGES.tooManyAttempts,
    })
    expect((await login(USERS.admin, DEMO.password, '10.7.0.2')).status).toBe(200)
  })

  it('a stranger locks an account out only for unknown addresses, and only for a short while', async () => {
    const home = '10.6.0.1'
    expect((await login(DEMO.mobile, DEMO.password, home)).status).toBe(200)
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT; i++) {
      expect((await login(DEMO.mobile, 'Wrong1234', `10.5.0.${i + 1}`)).status).toBe(400)
    }
    // The owner, from where they signed in before, is not kept out.
    expect((await login(DEMO.mobile, DEMO.password, home)).status).toBe(200)
    // A new device waits out the short lock; so does any guess.
    expect(await login(DEMO.mobile, DEMO.password, '10.6.0.2')).toEqual({
      status: 429,
      message: ACCOUNT_MESSAGES.accountLocked,
    })
    expect(await login(DEMO.email, 'Wrong1234', '10.5.1.1')).toEqual({
      status: 429,
      message: ACCOUNT_MESSAGES.accountLocked,
    })
    clock.advance(ACCOUNT_LOCK_WINDOW_MS + 1000)
    expect((await login(DEMO.mobile, DEMO.password, '10.6.0.2')).status).toBe(200)
  })

  it('does not let a right password from a known address past its own pair lock', async () => {
    const home = '10.4.0.1'
    expect((await login(DEMO.mobile, DEMO.password, home)).status).toBe(200)
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login(DEMO.mobile, 'Wrong1234', home)
    expect(await login(DEMO.mobile, DEMO.password, home)).toEqual({
      status: 429,
      message: ACCOUNT_MESSAGES.tooManyAttempts,
    })
  })

  it('a right password clears the pair, so mistyping before each sign-in does not lock the user', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login(DEMO.mobile, 'Wrong1234', '10.3.0.1')
      expect((await login(DEMO.mobile, DEMO.password, '10.3.0.1')).status).toBe(200)
    }
  })
})

describe('Account/Register', () => {
  const firm = (i: number) => ({
    companyName: `Firm ${i}`,
    employeeName: 'Rahul Thorat',
    mobileNo: USERS.admin,
    emailID: `rahul${i}@example.com`,
    password: 'Secret123',
  })
  const register = (i: number, address: string) => send(app, api.account.register.path, firm(i), address)

  it(`answers ${MAX_REGISTRATIONS_PER_ADDRESS} attempts per address an hour, right or wrong`, async () => {
    for (let i = 0; i < MAX_REGISTRATIONS_PER_ADDRESS; i++) {
      // The seed has this mobile number: the answer says so, and that question is what is rationed.
      expect((await register(i, '10.2.0.1')).status).toBe(409)
    }
    expect(await register(99, '10.2.0.1')).toEqual({
      status: 429,
      message: ACCOUNT_MESSAGES.tooManyRegistrations,
    })
    expect((await register(99, '10.2.0.2')).status).toBe(409)
    clock.advance(REGISTRATION_WINDOW_MS + 1000)
    expect((await register(99, '10.2.0.1')).status).toBe(409)
  })

  it('counts parallel attempts before answering any', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => register(i, '10.2.1.1')))
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - MAX_REGISTRATIONS_PER_ADDRESS)
  })
})

describe('behind the bundled proxy (trustProxy)', () => {
  let proxied: FastifyInstance
  beforeAll(async () => {
    ;({ app: proxied } = await startServer({ trustProxy: true }))
  })
  afterAll(() => proxied.close())

  const viaProxy = (client: string, password: string) =>
    send(proxied, api.account.login.path, { userName: DEMO.mobile, password }, '172.18.0.5', {
      'x-forwarded-for': client,
    })

  it('counts the client the proxy names, the last X-Forwarded-For entry', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      expect((await viaProxy('203.0.113.7', 'Wrong1234')).status).toBe(400)
    expect((await viaProxy('203.0.113.7', DEMO.password)).status).toBe(429)
    // Another client behind the same proxy is not locked out with the guesser...
    expect((await viaProxy('198.51.100.9', DEMO.password)).status).toBe(200)
    // ...and the guesser cannot pose as someone else by writing the header itself.
    expect((await viaProxy('198.51.100.9, 203.0.113.7', DEMO.password)).status).toBe(429)
  })

  it('is off by default: a client-written header changes nothing', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      await send(app, api.account.login.path, { userName: DEMO.mobile, password: 'Wrong1234' }, '10.1.0.1', {
        'x-forwarded-for': `198.51.100.${i}`,
      })
    }
    expect((await login(DEMO.mobile, DEMO.password, '10.1.0.1')).status).toBe(429)
  })
})
