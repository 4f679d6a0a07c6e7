import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { DataOf, EndpointDef, EndpointTable, Envelope, LoginRecord } from '../../contracts'
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

/** Every endpoint of `api` with its module and name, for sweeps over the whole table. */
export const allEndpoints = (): { id: string; endpoint: EndpointDef }[] =>
  Object.entries(api).flatMap(([module, table]) =>
    Object.entries(table).map(([name, endpoint]) => ({
      id: `${module}.${name}`,
      endpoint: endpoint as EndpointDef,
    })),
  )

export interface Write {
  id: string
  endpoint: EndpointDef
  table: EndpointTable
}

/** Every write that takes a body (not a list, not public), with its module's table. */
export const allWrites = (): Write[] =>
  Object.entries(api).flatMap(([module, table]) =>
    Object.entries(table as EndpointTable)
      .filter(([, e]) => e.method === 'POST' && e.body && !e.paged && !e.public)
      .map(([name, endpoint]) => ({ id: `${module}.${name}`, endpoint, table: table as EndpointTable })),
  )

type Body = Record<string, unknown>

const firstRow = async (app: FastifyInstance, token: string, list: EndpointDef, filters: Body = {}) =>
  ((await data(app, list, { token, body: { pageNo: 0, pageSize: 1, ...filters } })) as Body[])[0]!

/**
 * Valid bodies for a write, from the caller's own data: for an AddUpdate call the model of its list's
 * first row (or the table's only model) and its new-record twin with the key field emptied; for the
 * other writes a body the server accepts. Null when the table has no row to start from.
 */
export async function validBodies(app: FastifyInstance, token: string, write: Write): Promise<Body[] | null> {
  const { endpoint, table } = write
  const model = Object.values(table).find((e) => e.method === 'GET' && /\/Get\w+Model$/.test(e.path))
  if (model && !model.query) return [(await data(app, model, { token })) as Body]
  const list = Object.values(table).find((e) => e.paged)
  const keyField = endpoint.access?.keyField
  if (model?.query && list && keyField) {
    const queryKey = Object.keys(model.query.entries)[0]!
    const row = await firstRow(app, token, list)
    if (!row) return null
    const valid = (await data(app, model, { token, query: { [queryKey]: String(row[keyField]) } })) as Body
    return [valid, asNew(valid, keyField)]
  }
  return bespokeBodies(app, token, write.id)
}

/** A model as a new record's body: the key field emptied (0 for a numeric ID). */
export const asNew = (model: Body, keyField: string): Body => ({
  ...model,
  [keyField]: typeof model[keyField] === 'number' ? 0 : '',
})

/** The gate's writes on today's rows: an In vehicle whose tokens are all Open, an Open token. */
async function gateBodies(app: FastifyInstance, token: string, id: string): Promise<Body | null> {
  const reason = 'Entered twice by mistake'
  if (id.startsWith('vehicleEntry.')) {
    const entries = (await data(app, api.vehicleEntry.list, {
      token,
      body: { pageNo: 0, pageSize: 100, status: 1 },
    })) as Body[]
    for (const { vehicleEntryKeyID } of entries) {
      const entry = await data(app, api.vehicleEntry.model, {
        token,
        query: { VehicleEntryKeyID: String(vehicleEntryKeyID) },
      })
      if (entry.tokens.some((t) => t.status !== 1)) continue
      return id === 'vehicleEntry.cancel'
        ? { vehicleEntryKeyID, reason }
        : { vehicleEntryKeyID, emptyWeightKg: 1000 }
    }
    return null
  }
  const row = await firstRow(app, token, api.token.list, { status: 1, transportationType: 1 })
  if (!row) return null
  if (id === 'token.cancel') return { tokenKeyID: row.tokenKeyID, reason }
  const products = (await data(app, api.product.lookup, { token })) as Body[]
  const grades = products.find((p) => p.productID === row.productID)!.grades as Body[]
  return {
    tokenKeyID: row.tokenKeyID,
    gradingType: 1,
    grades: [{ gradeID: grades[0]!.gradeID, crates: row.declaredCrates, weightKg: 0 }],
    shortageReason: '',
  }
}

/** The auction's calls besides its AddUpdates, on the newest Sold line and the newest live trolley lot. */
async function auctionBodies(app: FastifyInstance, token: string, id: string): Promise<Body | null> {
  const reason = 'Buyer backed out'
  if (id.startsWith('trolleyAuction.')) {
    const lot = await firstRow(app, token, api.trolleyAuction.list, { status: 1 })
    if (!lot) return null
    if (id === 'trolleyAuction.cancel') return { trolleyAuctionKeyID: lot.trolleyAuctionKeyID, reason }
    const model = await data(app, api.trolleyAuction.model, {
      token,
      query: { TrolleyAuctionKeyID: String(lot.trolleyAuctionKeyID) },
    })
    return { marketKeyID: model.marketKeyID }
  }
  const line = await firstRow(app, token, api.auction.list, { status: 1 })
  if (!line) return null
  const model = await data(app, api.auction.model, {
    token,
    query: { AuctionLineKeyID: String(line.auctionLineKeyID) },
  })
  const bodies: Record<string, Body> = {
    'auction.queue': { marketKeyID: model.marketKeyID },
    'auction.tokenLines': { tokenKeyID: model.tokenKeyID },
    'auction.rateContext': {
      marketKeyID: model.marketKeyID,
      tokenKeyID: model.tokenKeyID,
      gradeID: model.gradeID,
    },
    'auction.saveWeight': {
      auctionLineKeyID: model.auctionLineKeyID,
      netWeightKg: 150,
      confirmWarnings: true,
    },
    'auction.cancel': { auctionLineKeyID: model.auctionLineKeyID, reason },
  }
  return bodies[id] ?? null
}

/**
 * Billing's writes on the seeded history: a pending token's patti, an active patti to cancel, the most
 * negative active patti to waive, today's uninvoiced sales of a market, an active invoice to cancel.
 */
async function billingBodies(app: FastifyInstance, token: string, id: string): Promise<Body | null> {
  const reason = 'Generated by mistake'
  if (id === 'farmerBill.preview' || id === 'farmerBill.generate') {
    const row = await firstRow(app, token, api.farmerBill.pendingTokens, { sortingColumnName: 'tokenDate' })
    return row && { marketKeyID: row.marketKeyID, tokenKeyIDs: [row.tokenKeyID] }
  }
  if (id === 'farmerBill.cancel') {
    const row = await firstRow(app, token, api.farmerBill.list, { status: 1, paymentStatus: 1 })
    return row && { farmerBillKeyID: row.farmerBillKeyID, reason }
  }
  if (id === 'farmerBill.waive') {
    const row = await firstRow(app, token, api.farmerBill.list, {
      status: 1,
      sortingColumnName: 'netPayable',
      sortingDirection: 'asc',
    })
    return row && Number(row.netPayable) < 0 ? { farmerBillKeyID: row.farmerBillKeyID, reason } : null
  }
  if (id === 'buyerBill.cancel') {
    const row = await firstRow(app, token, api.buyerBill.list, { status: 1, paymentStatus: 1 })
    return row && { buyerBillKeyID: row.buyerBillKeyID, reason }
  }
  const market = await firstRow(app, token, api.market.list, { searchKeyword: 'Narayangaon' })
  return (
    market && { marketKeyID: market.marketKeyID, fromDate: TODAY, toDate: TODAY, buyerKeyIDs: [], mode: 2 }
  )
}

/**
 * The money writes at Narayangaon: a buyer's online receipt and its open bills, today's wallet day,
 * capital brought into cash, the newest live voucher, expense and entry to cancel, a buyer's ledger.
 */
async function moneyBodies(app: FastifyInstance, token: string, id: string): Promise<Body | null> {
  const reason = 'Entered by mistake'
  const market = await firstRow(app, token, api.market.list, { searchKeyword: 'Narayangaon' })
  if (!market) return null
  const { marketKeyID } = market
  const [buyer] = (await data(app, api.buyer.lookup, {
    token,
    query: { MarketKeyID: String(marketKeyID) },
  })) as Body[]
  if (!buyer) return null
  const live = { marketKeyID, status: 1 }
  const bodies: Record<string, () => Promise<Body | null>> = {
    'payment.openBills': async () => ({ marketKeyID, partyType: 2, partyKeyID: buyer.buyerKeyID }),
    'payment.add': async () => ({
      marketKeyID,
      paymentDate: TODAY,
      partyType: 2,
      partyKeyID: buyer.buyerKeyID,
      transactionType: 1,
      paymentMode: 2,
      onlineSubMode: 'UPI',
      referenceNo: 'UTR-1',
      amount: 100,
    }),
    'payment.cancel': async () => {
      const row = await firstRow(app, token, api.payment.list, live)
      return row && { paymentKeyID: row.paymentKeyID, reason }
    },
    'expense.cancel': async () => {
      const row = await firstRow(app, token, api.expense.list, live)
      return row && { expenseKeyID: row.expenseKeyID, reason }
    },
    'cashBankEntry.add': async () => ({ marketKeyID, entryDate: TODAY, entryType: 3, amount: 500 }),
    'cashBankEntry.cancel': async () => {
      const row = await firstRow(app, token, api.cashBankEntry.list, live)
      return row && { cashBankEntryKeyID: row.cashBankEntryKeyID, reason }
    },
    'ledger.buyerLedger': async () => ({ marketKeyID, buyerKeyID: buyer.buyerKeyID }),
    'wallet.open': async () => ({ marketKeyID, walletDate: TODAY, openingCount: [] }),
    'wallet.close': async () => ({
      marketKeyID,
      walletDate: TODAY,
      closingCount: [{ denomination: 500, count: 1 }],
      varianceReason: 'Counted at noon',
    }),
  }
  return (await bodies[id]?.()) ?? null
}

/** Marking read: one of a seeded market's notifications, or all of that market's. */
async function notificationBodies(app: FastifyInstance, token: string, id: string): Promise<Body[] | null> {
  const market = await firstRow(app, token, api.market.list, { searchKeyword: 'Narayangaon' })
  if (!market) return null
  const [notice] = (await data(app, api.notification.list, {
    token,
    body: { pageNo: 0, pageSize: 1, marketKeyID: market.marketKeyID },
  })) as Body[]
  const bodies: Record<string, Body> = {
    'notification.markRead': { notificationKeyIDs: [notice?.notificationKeyID] },
    'notification.markAllRead': { marketKeyID: market.marketKeyID },
  }
  return bodies[id] && notice ? [bodies[id]] : null
}

/** Crates at Narayangaon: a farmer's crates going out, and one such movement to cancel. */
async function crateBodies(app: FastifyInstance, token: string, id: string): Promise<Body[] | null> {
  const market = await firstRow(app, token, api.market.list, { searchKeyword: 'Narayangaon' })
  const holder =
    market && (await firstRow(app, token, api.crate.balanceList, { marketKeyID: market.marketKeyID }))
  if (!market || !holder) return null
  const { partyType, partyKeyID, crateTypeID } = holder
  const out = { marketKeyID: market.marketKeyID, movementDate: TODAY, partyType, partyKeyID, crateTypeID }
  const add = { ...out, direction: 1, quantity: 2, tokenKeyID: '', remarks: '' }
  if (id === 'crate.addMovement') return [add]
  if (id !== 'crate.cancelMovement') return null
  const movement = await data(app, api.crate.addMovement, { token, body: add })
  return [{ crateMovementKeyID: movement.crateMovementKeyID, reason: 'Entered by mistake' }]
}

/** Writes that are not a table's AddUpdate, with a body each that the server accepts. */
async function bespokeBodies(app: FastifyInstance, token: string, id: string): Promise<Body[] | null> {
  if (id.startsWith('vehicleEntry.') || id.startsWith('token.')) {
    const body = await gateBodies(app, token, id)
    return body ? [body] : null
  }
  if (id.startsWith('auction.') || id.startsWith('trolleyAuction.')) {
    const body = await auctionBodies(app, token, id)
    return body ? [body] : null
  }
  if (id.startsWith('farmerBill.') || id.startsWith('buyerBill.')) {
    const body = await billingBodies(app, token, id)
    return body ? [body] : null
  }
  if (id.startsWith('notification.')) return notificationBodies(app, token, id)
  if (id.startsWith('crate.')) return crateBodies(app, token, id)
  if (/^(payment|expense|cashBankEntry|ledger|wallet)\./.test(id)) {
    const body = await moneyBodies(app, token, id)
    return body ? [body] : null
  }
  const market = await firstRow(app, token, api.market.list)
  const farmer = await firstRow(app, token, api.farmer.list)
  const [clerk] = (await data(app, api.employee.list, {
    token,
    body: { pageNo: 0, pageSize: 1, roleTypeID: 7 },
  })) as Body[]
  if (!market || !farmer || !clerk) return null
  const bodies: Record<string, Body> = {
    'farmerMarketServices.save': {
      marketKeyID: market.marketKeyID,
      farmerMarketServices: [{ serviceID: 1, dstid: 2, amount: 6, transportationTypeID: 1 }],
    },
    'buyerMarketServices.save': {
      marketKeyID: market.marketKeyID,
      buyerMarketServices: [{ serviceID: 7, dstid: 2, amount: 6, transportationTypeID: 2 }],
    },
    'employee.resetPassword': { employeeKeyID: clerk.employeeKeyID, newPassword: 'Reset2026' },
    'employee.assignMarkets': { employeeKeyID: clerk.employeeKeyID, marketKeyIDs: [market.marketKeyID] },
    'employee.updateProfile': { employeeName: 'Ganesh Darekar', emailID: '', address: '', profilePhoto: '' },
    'farmer.assignMarket': {
      marketKeyID: market.marketKeyID,
      farmerKeyIDs: [farmer.farmerKeyID],
      assign: true,
    },
    'account.changePassword': { currentPassword: 'Demo@1234', newPassword: 'Demo@5678' },
  }
  return bodies[id] ? [bodies[id]] : null
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

/** The sortable columns a list request accepts (its sortingColumnName picklist). */
export function sortColumns(endpoint: EndpointDef): string[] {
  const entries = objectEntries(endpoint.body)
  let schema = entries?.sortingColumnName as v.GenericSchema | undefined
  while (schema && 'wrapped' in schema) schema = schema.wrapped as v.GenericSchema
  const options = (schema as { options?: v.GenericSchema[] } | undefined)?.options ?? []
  return options.flatMap((option) => ('options' in option ? (option.options as string[]) : []))
}

function objectEntries(schema: v.GenericSchema | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined
  if ('entries' in schema) return schema.entries as Record<string, unknown>
  if ('pipe' in schema) return objectEntries((schema.pipe as v.GenericSchema[])[0])
  return undefined
}

/** Top-level field names of an object schema, also through pipes. */
export function fieldNames(schema: v.GenericSchema | undefined): string[] {
  return Object.keys(objectEntries(schema) ?? {})
}

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'nullable', 'exact_optional'])

/** The fields a request cannot leave out (a market's book needs its market, a statement its party). */
export function requiredFieldNames(schema: v.GenericSchema | undefined): string[] {
  return Object.entries(objectEntries(schema) ?? {})
    .filter(([, field]) => !OPTIONAL_TYPES.has((field as v.GenericSchema).type))
    .map(([name]) => name)
}

/** A multipart/form-data body built by hand, so tests control every byte and header. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mandidesk-test-boundary'
  const parts: Buffer[] = []
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'imageFile'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
