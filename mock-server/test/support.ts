import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { DataOf, EndpointDef, Envelope, LoginRecord } from '../../contracts'
import { api } from '../../contracts'
import { buildServer, type ServerOptions } from '../app'
import type { StoreSnapshot } from '../store/store'

/** Tests hash at a low scrypt cost; one test in account.test.ts proves the production parameters. */
export const TEST_PASSWORD_COST = 2 ** 10

export const DEMO = {
  mobile: '9000000001',
  email: 'owner@shreeganesh.example',
  password: 'Demo@1234',
} as const
export const TODAY = '2026-11-21'

/** Seed users by role (password DEMO.password); the Auction Clerk is inactive and cannot sign in. */
export const USERS = {
  superAdmin: '9000000001',
  admin: '9000000002',
  sa: '9000000003',
  accountant: '9000000004',
  gateClerk: '9000000005',
  auctionClerk: '9000000006',
  saSupport: '9000000007',
  cashier: '9000000008',
} as const

/** Back to the seed; sessions of seed users stay valid. */
export async function reset(app: FastifyInstance): Promise<void> {
  const answer = await app.inject({ method: 'POST', url: '/__mock/reset' })
  if (answer.statusCode !== 200) throw new Error(`reset → ${answer.statusCode}`)
}

export interface TestClock {
  now: () => number
  advance: (ms: number) => void
}

/** A clock that moves only when told (10:30 IST on the fixed today unless given). */
export function testClock(start = Date.parse(`${TODAY}T05:00:00Z`)): TestClock {
  let now = start
  return { now: () => now, advance: (ms) => (now += ms) }
}

export async function startServer(
  options: ServerOptions = {},
): Promise<{ app: FastifyInstance; clock: TestClock }> {
  const clock = testClock()
  const app = buildServer({ passwordCost: TEST_PASSWORD_COST, clock: clock.now, ...options })
  await app.ready()
  return { app, clock }
}

export interface Answer<T> {
  status: number
  body: Envelope<T>
  headers: Record<string, string | string[] | number | undefined>
}

export interface CallInput {
  query?: Record<string, string | number>
  body?: unknown
  token?: string | null
}

/** Calls an endpoint as a client would; inputs are loose so tests can send anything. */
export async function call<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  { query, body, token }: CallInput = {},
): Promise<Answer<DataOf<E>>> {
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, val]) => [k, String(val)]))}`
    : ''
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await app.inject({
    method: endpoint.method,
    url: `/api/${endpoint.path}${search}`,
    headers,
    payload: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.statusCode, body: response.json(), headers: response.headers }
}

/** The data of a call that must succeed; a failure shows the server's message. */
export async function data<E extends EndpointDef>(app: FastifyInstance, endpoint: E, input: CallInput) {
  const answer = await call(app, endpoint, input)
  if (answer.status !== 200)
    throw new Error(`${endpoint.path} → ${answer.status}: ${answer.body.errorMessage}`)
  return answer.body.responseData!.data
}

export async function signIn(
  app: FastifyInstance,
  userName: string = DEMO.mobile,
  password: string = DEMO.password,
): Promise<LoginRecord> {
  return data(app, api.account.login, { body: { userName, password } })
}

/** The owner of a second firm, signed up with Account/Register. */
export const OTHER_FIRM = {
  companyName: 'Other Firm',
  employeeName: 'Sachin Pawar',
  mobileNo: '9111111111',
  emailID: 'sachin@other.example',
  password: 'Other1234',
} as const

/** Registers a second firm (OTHER_FIRM unless told otherwise) and answers its Super Admin's login. */
export async function registerFirm(
  app: FastifyInstance,
  owner: Partial<Record<keyof typeof OTHER_FIRM, string>> = {},
): Promise<LoginRecord> {
  return data(app, api.account.register, { body: { ...OTHER_FIRM, ...owner } })
}

/** Rows are frozen and replaced on every change, so "unchanged" is: the very same row objects. */
export function sameRows(before: StoreSnapshot, after: StoreSnapshot): boolean {
  for (const [name, rows] of before) {
    const now = after.get(name)
    // A table nothing changed hands out the same map again.
    if (now === rows) continue
    if (!now || now.size !== rows.size) return false
    for (const [key, row] of rows) if (now.get(key) !== row) return false
  }
  return true
}

export interface SeededServer {
  readonly app: FastifyInstance
  /** The demo firm's owner (Super Admin), signed in afresh before every test. */
  readonly demo: LoginRecord
  /** `call`, `data` and `allRows` as the demo owner unless the input names another token. */
  call<E extends EndpointDef>(endpoint: E, input?: CallInput): Promise<Answer<DataOf<E>>>
  data<E extends EndpointDef>(endpoint: E, input?: CallInput): Promise<DataOf<E>>
  allRows<E extends EndpointDef>(endpoint: E, filters?: Record<string, unknown>): Promise<DataOf<E>>
}

/**
 * Adds a market to a seed user's own (as the demo owner): a test of what a role may do in a market
 * works there only once the user is assigned to it.
 */
export async function assignMarket(server: SeededServer, userKeyID: string, marketKeyID: string) {
  const { marketKeyIDs } = await server.data(api.employee.getEmployeeModel, {
    query: { EmployeeKeyID: userKeyID },
  })
  await server.data(api.employee.assignMarkets, {
    body: { employeeKeyID: userKeyID, marketKeyIDs: [...new Set([...marketKeyIDs, marketKeyID])] },
  })
}

/**
 * The server of a test file: started once, back at the seed before every test, the demo owner signed
 * in. Read `app` and `demo` inside tests: the hooks set them.
 */
export function seededServer(options: ServerOptions = {}): SeededServer {
  let app: FastifyInstance | undefined
  let demo: LoginRecord | undefined
  // Seeding the whole market-day history takes seconds, longer while other test files run.
  beforeAll(async () => {
    ;({ app } = await startServer(options))
  }, 60_000)
  afterAll(() => app?.close())
  beforeEach(async () => {
    await reset(app!)
    demo = await signIn(app!)
  })
  const asDemo = (input: CallInput = {}) => ({ token: demo!.token, ...input })
  return {
    get app() {
      return app!
    },
    get demo() {
      return demo!
    },
    call: (endpoint, input) => call(app!, endpoint, asDemo(input)),
    data: (endpoint, input) => data(app!, endpoint, asDemo(input)),
    allRows: (endpoint, filters) => allRows(app!, endpoint, demo!.token, filters),
  }
}

/**
 * Signs in with a password an administrator set and changes it, as the server requires before any
 * change; the session goes on with the new password (`${password}x`).
 */
export async function signInFirstTime(
  app: FastifyInstance,
  userName: string,
  password: string,
): Promise<LoginRecord> {
  const record = await signIn(app, userName, password)
  await data(app, api.account.changePassword, {
    token: record.token,
    body: { currentPassword: password, newPassword: `${password}x` },
  })
  return { ...record, mustChangePassword: false }
}

/** Every row of a paged list (pages of 100), for assertions over a whole list. */
export async function allRows<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  token: string,
  filters: Record<string, unknown> = {},
): Promise<DataOf<E>> {
  const rows: unknown[] = []
  for (let pageNo = 0; ; pageNo++) {
    const answer = await call(app, endpoint, { token, body: { pageNo, pageSize: 100, ...filters } })
    if (answer.status !== 200)
      throw new Error(`${endpoint.path} → ${answer.status}: ${answer.body.errorMessage}`)
    const page = answer.body.responseData!.data as unknown[]
    rows.push(...page)
    if (rows.length >= answer.body.responseData!.totalCount! || page.length === 0) return rows as DataOf<E>
  }
}
