import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type EndpointDef, type EndpointTable, type LoginRecord, MARKET_MESSAGES } from '../contracts'
import type { StoreSnapshot } from './store/store'
import { allEndpoints, fieldNames, requiredFieldNames } from './test/schema'
import { allRows, call, data, registerFirm, sameRows, signIn, startServer } from './test/support'
import { allWrites, asNew, validBodies } from './test/valid-bodies'

/**
 * Firms never see or change each other's rows. The sweeps walk the contract table, so an endpoint added
 * later is covered too: every key or ID a call takes, given a row of the first firm (the demo firm) by a
 * second firm that signed up with Account/Register, answers 404 (400 for a reference in a body) and
 * changes nothing; every list and lookup of the second firm holds none of the first firm's rows.
 */
let app: FastifyInstance
let first: LoginRecord
let second: LoginRecord

type Body = Record<string, unknown>

/** Key field (`stateID`, `marketKeyID`, …) → a key under which only the first firm has a row. */
const firstFirmOnly = new Map<string, unknown>()

/** Fields named like keys that name no row of a firm. */
const NOT_KEYS: Record<string, string> = {
  emailID: 'an email address',
  userKeyID: 'who saved the row: the server records the caller, whatever the body says',
  gradeID: 'a grade of the token the body names, checked against that token',
  notificationKeyIDs: "listed per market only; notification.test.ts marks another firm's: 404",
  crateMovementKeyID: "a movement has no model of its own; crate.test.ts cancels another firm's: 404",
}

/**
 * The books are the firm's documents read another way: each call asks for a date, an account or a
 * levy as well as a market, and books.test.ts refuses another firm's market (403) and account (404).
 */
const isBooks = (endpoint: EndpointDef) => endpoint.path.startsWith('Books/')

/** A firm's key names the caller's firm, not a row: another firm's is refused as no access. */
const OTHER_COMPANY = { statusCode: 403, errorMessage: MARKET_MESSAGES.noCompanyAccess }

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/**
 * The tables with a list and a model by key, with their key field: the AddUpdate's, or for documents
 * made by another table's call (a token by its vehicle entry) the model's parameter.
 */
const keyedTables = Object.entries(api).flatMap(([module, table]) => {
  const t = table as EndpointTable
  const model = Object.values(t).find((e) => e.method === 'GET' && /\/Get\w+Model$/.test(e.path) && e.query)
  const list = Object.values(t).find((e) => e.paged)
  const addUpdate = Object.values(t).find((e) => e.access?.keyField && e.path.includes('/AddUpdate'))
  if (!model?.query || !list) return []
  const keyField = addUpdate?.access?.keyField ?? lowerFirst(Object.keys(model.query.entries)[0]!)
  return [{ id: module, table: t, list, addUpdate, keyField }]
})

/** A voucher's party is a farmer or a buyer by its partyType; a farmer's key stands for both. */
const PARTY_KEY = 'partyKeyID'
const keyFieldOf = (field: string) =>
  field === PARTY_KEY ? 'farmerKeyID' : lowerFirst(field).replace(/IDs$/, 'ID')
const looksLikeKey = (field: string) => /IDs?$/.test(field) && !(field in NOT_KEYS)

/** A model with what must be unique in a firm changed: names, GST state code, denomination, grades. */
function renamed(model: Body): Body {
  const copy: Body = { ...model }
  for (const [field, value] of Object.entries(model)) {
    if (field.endsWith('Name') && typeof value === 'string') copy[field] = `${value.slice(0, 20)} Own`
  }
  if ('stateCode' in copy) copy.stateCode = '97'
  if ('denomination' in copy) copy.denomination = 777
  if (Array.isArray(copy.grades)) copy.grades = copy.grades.map((grade) => ({ ...grade, gradeID: 0 }))
  return copy
}

/** The firms whose rows changed between two snapshots (a market's default services are its firm's). */
function firmsChanged(before: StoreSnapshot, after: StoreSnapshot): Set<string> {
  const firms = new Set<string>()
  const markets = after.get('markets')!
  const firmOf = (row: object) => {
    const { companyKeyID, marketKeyID } = row as { companyKeyID?: string; marketKeyID?: string }
    return companyKeyID ?? (markets.get(marketKeyID ?? '') as { companyKeyID?: string })?.companyKeyID ?? '?'
  }
  for (const [name, rows] of after) {
    const old = before.get(name) ?? new Map<string, object>()
    for (const [key, row] of rows) if (old.get(key) !== row) firms.add(firmOf(row))
    for (const [key, row] of old) if (!rows.has(key)) firms.add(firmOf(row))
  }
  return firms
}

/** Every key-field value in a list or lookup answer that is one of the first firm's own rows. */
function firstFirmKeysIn(rows: readonly Body[]): string[] {
  return rows.flatMap((row) =>
    Object.entries(row)
      .filter(([field, value]) => firstFirmOnly.has(field) && firstFirmOnly.get(field) === value)
      .map(([field, value]) => `${field} ${String(value)}`),
  )
}

/** What a lookup answers, keys of rows of the firm's own (UUIDs differ per firm) left out. */
const withoutUuids = (rows: unknown) =>
  (rows as Body[]).map((row) =>
    Object.fromEntries(Object.entries(row).filter(([field]) => !field.endsWith('KeyID'))),
  )

/** The lookups that take no input: what a form's selects offer. */
// The chart of accounts names the firm's own markets and parties, so a new firm's is not the seed's:
// books.test.ts checks another firm's books.
const listLookups = () =>
  allEndpoints().filter(
    ({ endpoint }) =>
      endpoint.method === 'GET' &&
      !endpoint.query &&
      endpoint.path.includes('Lookup') &&
      !endpoint.path.startsWith('Books/'),
  )

let lookupsAtSeed: Map<string, unknown>

beforeAll(async () => {
  ;({ app } = await startServer())
  first = await signIn(app)
  lookupsAtSeed = new Map()
  for (const { id, endpoint } of listLookups()) {
    lookupsAtSeed.set(id, await data(app, endpoint, { token: first.token }))
  }
  second = await registerFirm(app)
  firstFirmOnly.set('companyKeyID', first.companyKeyID)
  for (const { table, list, addUpdate, keyField, id } of keyedTables) {
    const keys = async (token: string) =>
      ((await allRows(app, list, token)) as Body[]).map((row) => row[keyField])
    const theirs = new Set(await keys(second.token))
    let only = (await keys(first.token)).find((key) => !theirs.has(key))
    if (only === undefined && addUpdate) {
      const [model] = (await validBodies(app, first.token, { id, endpoint: addUpdate, table }))!
      const saved = (await data(app, addUpdate, {
        token: first.token,
        // A new row of the first firm, under an ID the second firm's copy of the defaults does not use.
        body: asNew(renamed(model!), keyField),
      })) as Body
      only = saved[keyField]
    }
    firstFirmOnly.set(keyField, only)
  }
})
afterAll(() => app.close())

describe('a new firm', () => {
  it.each(listLookups())(
    '$id answers the defaults, as the demo firm had them at the seed, with keys of its own',
    async ({ id, endpoint }) => {
      const answer = await data(app, endpoint, { token: second.token })
      expect(withoutUuids(answer)).toEqual(withoutUuids(lookupsAtSeed.get(id)))
    },
  )
})

// Public reads belong to no caller's firm; what they may show is proven in share-link.test.ts.
const keyedQueries = allEndpoints().filter(
  ({ endpoint }) => !endpoint.public && Object.keys(endpoint.query?.entries ?? {}).some(looksLikeKey),
)

describe("every call given another firm's key in its query", () => {
  it('is found in the contract table', () => {
    expect(keyedQueries.length).toBeGreaterThanOrEqual(40)
    for (const { endpoint } of keyedQueries) {
      for (const param of Object.keys(endpoint.query!.entries).filter(looksLikeKey)) {
        expect(keyedTables.map((t) => t.keyField).concat('companyKeyID')).toContain(keyFieldOf(param))
      }
    }
  })

  it.each(keyedQueries)(
    '$id answers 404 (a lookup by parent: nothing; by firm: 403) and changes nothing',
    async ({ endpoint }) => {
      const params = Object.keys(endpoint.query!.entries).filter(looksLikeKey)
      const query = Object.fromEntries(
        params.map((param) => [param, String(firstFirmOnly.get(keyFieldOf(param)))]),
      )
      const before = app.mockStore.snapshot()
      const answer = await call(app, endpoint, { token: second.token, query })
      if (params.includes('CompanyKeyID')) expect(answer.body).toMatchObject(OTHER_COMPANY)
      else if (answer.status === 200) expect(answer.body.responseData!.data).toEqual([])
      else expect(answer.status).toBe(404)
      expect(sameRows(before, app.mockStore.snapshot())).toBe(true)
    },
  )
})

const keyedBodies = allWrites()
  .filter((write) => !isBooks(write.endpoint))
  .flatMap((write) =>
    fieldNames(write.endpoint.body)
      .filter(looksLikeKey)
      .map((field) => ({ ...write, field })),
  )

describe("every write given another firm's key or reference in its body", () => {
  it('is found in the contract table', () => {
    expect(keyedBodies.length).toBeGreaterThanOrEqual(25)
    const known = keyedTables.map((t) => t.keyField).concat('companyKeyID')
    for (const { field } of keyedBodies) expect(known).toContain(keyFieldOf(field))
  })

  it.each(keyedBodies)(
    '$id with $field answers 404 or 400 (a firm key: 403) and changes nothing',
    async (write) => {
      const { endpoint, field } = write
      const [valid, fresh] = (await validBodies(app, first.token, write))!
      const isKey = field === endpoint.access?.keyField
      const base: Body = { ...(isKey ? valid : (fresh ?? valid)) }
      // Other lists of keys and the firm's own key would be refused first; a new employee needs a password.
      for (const other of fieldNames(endpoint.body)) {
        if (other.endsWith('IDs') && other !== field) base[other] = []
      }
      if ('companyKeyID' in base) base.companyKeyID = second.companyKeyID
      if (fieldNames(endpoint.body).includes('password')) base.password = 'Secret123'
      // A cancel's valid body is the document's model, which carries no reason of its own.
      if (fieldNames(endpoint.body).includes('reason')) base.reason = 'Entered by mistake'
      const foreign = firstFirmOnly.get(keyFieldOf(field))
      const body = { ...base, [field]: field.endsWith('IDs') ? [foreign] : foreign }
      const before = app.mockStore.snapshot()
      const answer = await call(app, endpoint, { token: second.token, body })
      if (field === 'companyKeyID') {
        expect(answer.body).toMatchObject(OTHER_COMPANY)
      } else if (isKey) {
        expect(answer.status).toBe(404)
      } else {
        expect([400, 404]).toContain(answer.status)
      }
      expect(sameRows(before, app.mockStore.snapshot())).toBe(true)
    },
  )
})

/** Calls by key, given a key of the first firm's first listed row: the seeded IDs both firms have. */
const byKey = [
  ...keyedQueries.map(({ id, endpoint }) => ({ id, endpoint, inQuery: true })),
  ...keyedTables.flatMap(({ id, addUpdate }) =>
    addUpdate ? [{ id: `${id}.addUpdate`, endpoint: addUpdate, inQuery: false }] : [],
  ),
]

describe('every call by a key both firms use', () => {
  it.each(byKey)("$id changes only the caller's firm", async ({ id, endpoint, inQuery }) => {
    const table = keyedTables.find((t) => id.startsWith(`${t.id}.`))
    const keyFor = async (param: string) => {
      const keyField = keyFieldOf(param)
      const list = keyedTables.find((t) => t.keyField === keyField)?.list
      if (!list) return first.companyKeyID
      const [row] = (await data(app, list, {
        token: first.token,
        body: { pageNo: 0, pageSize: 1 },
      })) as Body[]
      return row![keyField]
    }
    const before = app.mockStore.snapshot()
    if (inQuery) {
      const params = Object.keys(endpoint.query!.entries).filter(looksLikeKey)
      const query = Object.fromEntries(
        await Promise.all(params.map(async (param) => [param, String(await keyFor(param))])),
      )
      await call(app, endpoint, { token: second.token, query })
    } else {
      // The second firm saves its own row under the first firm's key, as the attacks did.
      const key = await keyFor(table!.keyField)
      const model = Object.values(table!.table).find((e) => e.method === 'GET' && e.query)!
      const own = await call(app, model, {
        token: second.token,
        query: { [Object.keys(model.query!.entries)[0]!]: String(key) },
      })
      const body = own.status === 200 ? (own.body.responseData!.data as Body) : { [table!.keyField]: key }
      await call(app, endpoint, { token: second.token, body: renamed(body) })
    }
    const changed = firmsChanged(before, app.mockStore.snapshot())
    expect([...changed].filter((firm) => firm !== second.companyKeyID)).toEqual([])
  })
})

const lists = allEndpoints().filter(
  ({ endpoint }) => endpoint.paged && endpoint.body && !isBooks(endpoint as EndpointDef),
)

/**
 * The keys a list cannot be asked without: a market for a list of one market at a time (a cash book,
 * the wallet days), and a party for a statement of one farmer or buyer.
 */
const requiredKeys = (endpoint: EndpointDef) =>
  requiredFieldNames(endpoint.body).filter((name) => name.endsWith('KeyID'))

describe("the second firm's lists and lookups", () => {
  it.each(lists)("$id hold none of the first firm's rows", async ({ endpoint }) => {
    const keys = requiredKeys(endpoint as EndpointDef)
    if (keys.includes('marketKeyID')) {
      // A book of one market (or one party's statement in it): asked for the first firm's, the second
      // firm is told it isn't there.
      const foreign = Object.fromEntries(keys.map((key) => [key, firstFirmOnly.get(key)]))
      const answer = await call(app, endpoint, {
        token: second.token,
        body: { pageNo: 0, pageSize: 10, ...foreign },
      })
      expect(answer.status).toBe(404)
      return
    }
    const rows = (await allRows(app, endpoint as EndpointDef, second.token)) as Body[]
    expect(firstFirmKeysIn(rows)).toEqual([])
  })

  it.each(listLookups())("$id holds none of the first firm's rows", async ({ endpoint }) => {
    const rows = (await data(app, endpoint, { token: second.token })) as Body[]
    expect(rows.length).toBeGreaterThan(0)
    expect(firstFirmKeysIn(rows)).toEqual([])
  })

  it("never see the first firm's own rows, which its own lists do show", async () => {
    for (const { list, keyField } of keyedTables) {
      const mine = (await allRows(app, list, first.token)) as Body[]
      expect(
        mine.map((row) => row[keyField]),
        keyField,
      ).toContain(firstFirmOnly.get(keyField))
    }
  }, 60_000)
})
