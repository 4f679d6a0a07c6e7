import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type LoginRecord, MARKET_MESSAGES } from '../contracts'
import { keyFieldOf, MARKET_KEYS } from './auth/market-scope'
import type { Store } from './store/store'
import { allEndpoints, fieldNames, requiredFieldNames } from './test/schema'
import { call, data, sameRows, signIn, startServer, USERS } from './test/support'
import { allWrites, validBodies } from './test/valid-bodies'

/**
 * Staff work only in their markets, proved like firm isolation: the sweeps walk the contract table, so
 * an endpoint added later is covered too. The Admin, who holds every right but Role, is assigned to
 * Narayangaon and Lasalgaon; every call naming another market, or a document or party of one, then
 * answers 403 and changes nothing.
 */
let app: FastifyInstance
let owner: LoginRecord
let limited: LoginRecord
let own: string[]
let other: string

type Body = Record<string, unknown>

/** Fields named like keys that name no market's row. */
const NOT_MARKET_KEYS: Record<string, string> = {
  companyKeyID: 'the firm: firm isolation (isolation.test.ts)',
  employeeKeyID: 'staff are managed by rights, not markets (employee.test.ts)',
  userKeyID: 'who saved the row: the server records the caller',
  categoryKeyID: 'an expense category is one of the firm, used in every market',
  marketKeyIDs: 'markets handed out: refused when the caller does not hold them (below)',
  farmerKeyIDs: "farmers taken on by the caller's market, which the call names",
}

const isKey = (field: string) => /KeyIDs?$/.test(field)
const notMarketKey = (field: string) => keyFieldOf(field) in NOT_MARKET_KEYS || field in NOT_MARKET_KEYS
const scoped = (field: string) => isKey(field) && !notMarketKey(field) && keyFieldOf(field) in MARKET_KEYS

/** Key field → a key of a row of another market (a party trading only in others). */
const foreign = new Map<string, string>()

function otherMarketRows(store: Store) {
  const inOther = <Row extends { marketKeyID: string }>(rows: Iterable<Row>) =>
    [...rows].find((row) => row.marketKeyID !== '' && !own.includes(row.marketKeyID))!
  const partyOf = <Row extends { marketKeyIDs: readonly string[] }>(rows: Iterable<Row>) =>
    [...rows].find((row) => row.marketKeyIDs.length > 0 && !row.marketKeyIDs.some((m) => own.includes(m)))!
  const bankAccount = inOther(store.bankAccounts.values())
  const farmer = partyOf(store.farmers.values())
  return {
    marketKeyID: other,
    vehicleEntryKeyID: inOther(store.vehicleEntries.values()).vehicleEntryKeyID,
    tokenKeyID: inOther(store.tokens.values()).tokenKeyID,
    auctionLineKeyID: inOther(store.auctionLines.values()).auctionLineKeyID,
    trolleyAuctionKeyID: inOther(store.trolleyAuctions.values()).trolleyAuctionKeyID,
    farmerBillKeyID: inOther(store.farmerBills.values()).farmerBillKeyID,
    buyerBillKeyID: inOther(store.buyerBills.values()).buyerBillKeyID,
    paymentKeyID: inOther(store.payments.values()).paymentKeyID,
    expenseKeyID: inOther(store.expenses.values()).expenseKeyID,
    bankAccountKeyID: bankAccount.bankAccountKeyID,
    cashBankEntryKeyID: inOther(store.cashBankEntries.values()).cashBankEntryKeyID,
    notificationKeyID: inOther(store.notifications.values()).notificationKeyID,
    crateMovementKeyID: inOther(store.crateMovements.values()).crateMovementKeyID,
    farmerKeyID: farmer.farmerKeyID,
    buyerKeyID: partyOf(store.buyers.values()).buyerKeyID,
    partyKeyID: farmer.farmerKeyID,
  }
}

/** The keys of a body that name a row outside the limited caller's market. */
const outOfScope = (body: Body) =>
  Object.entries(body)
    .filter(([field]) => scoped(field))
    .flatMap(([field, value]) => (Array.isArray(value) ? value : [value]).map((key) => [field, key]))
    .filter(([field, key]) => {
      const markets = MARKET_KEYS[keyFieldOf(field)]!(app.mockStore, owner.companyKeyID, String(key))
      return markets !== undefined && !markets.some((m) => own.includes(m))
    })

const NOT_ASSIGNED = { statusCode: 403, errorMessage: MARKET_MESSAGES.notAssigned }

beforeAll(async () => {
  ;({ app } = await startServer())
  owner = await signIn(app)
  const markets = await data(app, api.market.lookup, {
    token: owner.token,
    query: { CompanyKeyID: owner.companyKeyID },
  })
  own = ['Narayangaon', 'Lasalgaon'].map(
    (name) => markets.find((m) => m.marketPlaceName === name)!.marketKeyID,
  )
  other = markets.find((m) => m.marketPlaceName === 'Pimpalgaon Baswant')!.marketKeyID
  limited = await signIn(app, USERS.admin)
  await data(app, api.employee.assignMarkets, {
    token: owner.token,
    body: { employeeKeyID: limited.userKeyID, marketKeyIDs: own },
  })
  for (const [field, key] of Object.entries(otherMarketRows(app.mockStore))) {
    expect(key, field).toBeTruthy()
    foreign.set(field, key)
  }
})
afterAll(() => app.close())

const valueFor = (field: string) => {
  const key = foreign.get(keyFieldOf(field))!
  return field.endsWith('IDs') ? [key] : key
}

/** Calls and the scoped keys they take, in the query or in the body. */
// Public reads (the rate bulletin) have no caller to scope: anyone may read any market's.
const keyedQueries = allEndpoints().filter(
  ({ endpoint }) => !endpoint.public && Object.keys(endpoint.query?.entries ?? {}).some(scoped),
)
// The Books calls need a date, an account or a levy besides the market: books.test.ts refuses theirs.
const books = (path: string) => path.startsWith('Books/')
const keyedLists = allEndpoints().filter(
  ({ endpoint }) => endpoint.paged && !books(endpoint.path) && fieldNames(endpoint.body).some(scoped),
)
const keyedWrites = allWrites()
  .filter((write) => !books(write.endpoint.path))
  .flatMap((write) =>
    fieldNames(write.endpoint.body)
      .filter(scoped)
      .map((field) => ({ ...write, field })),
  )

/** Query values besides the keys: a role for a lookup by role and market. */
const OTHER_PARAMS: Record<string, string | number> = { RoleTypeID: 5 }

describe('the contract table', () => {
  it("names a market's rows only by the keys the server checks", () => {
    const fields = allEndpoints().flatMap(({ endpoint }) => [
      ...Object.keys(endpoint.query?.entries ?? {}),
      ...fieldNames(endpoint.body),
    ])
    const unknown = fields.filter(
      (field) => isKey(field) && !notMarketKey(field) && !(keyFieldOf(field) in MARKET_KEYS),
    )
    expect([...new Set(unknown)]).toEqual([])
    expect(keyedQueries.length).toBeGreaterThanOrEqual(30)
    expect(keyedLists.length).toBeGreaterThanOrEqual(20)
    expect(keyedWrites.length).toBeGreaterThanOrEqual(30)
  })
})

describe("every read given another market's key in its query", () => {
  it.each(keyedQueries)('$id answers 403 and changes nothing', async ({ endpoint }) => {
    const query = Object.fromEntries(
      requiredFieldNames(endpoint.query).map((param) => [
        param,
        scoped(param) ? (valueFor(param) as string) : OTHER_PARAMS[param]!,
      ]),
    )
    for (const param of Object.keys(endpoint.query!.entries).filter(scoped)) {
      query[param] = valueFor(param) as string
    }
    const before = app.mockStore.snapshot()
    const answer = await call(app, endpoint, { token: limited.token, query })
    expect(answer.body).toMatchObject(NOT_ASSIGNED)
    expect(sameRows(before, app.mockStore.snapshot())).toBe(true)
  })
})

describe("every list given another market's key", () => {
  it.each(keyedLists)('$id answers 403', async ({ endpoint }) => {
    const body: Body = { pageNo: 0, pageSize: 5 }
    for (const field of requiredFieldNames(endpoint.body).filter(scoped)) body[field] = valueFor(field)
    for (const field of fieldNames(endpoint.body).filter(scoped)) {
      const answer = await call(app, endpoint, {
        token: limited.token,
        body: { ...body, [field]: valueFor(field) },
      })
      expect(answer.body, field).toMatchObject(NOT_ASSIGNED)
    }
  })
})

describe("every write given another market's key or reference in its body", () => {
  it.each(keyedWrites)('$id with $field answers 403 and changes nothing', async (write) => {
    // A body the caller could send in their own market, so the one foreign key is what is refused.
    const [valid, fresh] = (await validBodies(app, limited.token, write))!
    const base: Body = { ...(write.field === write.endpoint.access?.keyField ? valid : (fresh ?? valid)) }
    if (fieldNames(write.endpoint.body).includes('reason')) base.reason = 'Entered by mistake'
    expect(outOfScope(base)).toEqual([])
    const before = app.mockStore.snapshot()
    const answer = await call(app, write.endpoint, {
      token: limited.token,
      body: { ...base, [write.field]: valueFor(write.field) },
    })
    expect(answer.body).toMatchObject(NOT_ASSIGNED)
    expect(sameRows(before, app.mockStore.snapshot())).toBe(true)
  })
})
