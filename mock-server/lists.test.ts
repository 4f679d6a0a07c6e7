import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type EndpointDef, type EndpointTable } from '../contracts'
import { istDate, shiftDate } from './context'
import { compareText } from './handlers/collate'
import { allEndpoints, fieldNames, requiredFieldNames, sortColumns } from './test/schema'
import { allRows, call, data, signIn, startServer, TODAY } from './test/support'

/**
 * Every paged list of the API, found in the contract table, so a list added later is covered too:
 * each sortable column sorts both ways, the date range selects by the day in India, status filters.
 */
let app: FastifyInstance
let token: string
/**
 * A list that takes a market is swept within one that has its rows (Narayangaon first; trolleys sell
 * elsewhere) over the last week, as its screen shows it: the market day's lists hold months.
 */
const oneMarket = new Map<string, Record<string, unknown>>()

beforeAll(async () => {
  ;({ app } = await startServer())
  token = (await signIn(app)).token
  const markets = []
  for (const name of ['Narayangaon', 'Lasalgaon'])
    markets.push(...(await allRows(app, api.market.list, token, { searchKeyword: name })))
  const fromDate = shiftDate(TODAY, -6)
  for (const { endpoint } of lists.filter(({ endpoint }) =>
    fieldNames(endpoint.body).includes('marketKeyID'),
  )) {
    // Masters filtered by market (farmers, employees) were created long before the last week.
    const scopes = [
      ...markets.map(({ marketKeyID }) => ({ marketKeyID, fromDate })),
      { marketKeyID: markets[0]!.marketKeyID },
    ]
    for (const base of scopes) {
      const scope = {
        ...base,
        ...(await partiesWithDocuments(endpoint, base.marketKeyID, fromDate)),
      }
      const answer = await call(app, endpoint, { token, body: { pageNo: 0, pageSize: 1, ...scope } })
      oneMarket.set(endpoint.path, scope)
      if (answer.body.responseData!.totalCount! > 0) break
    }
  }
})
afterAll(() => app.close())

/** A party's statement is swept for the farmer and the buyer of the market who were paid or paid most. */
async function partiesWithDocuments(endpoint: EndpointDef, marketKeyID: string, fromDate: string) {
  const fields = requiredFieldNames(endpoint.body)
  const top = { pageNo: 0, pageSize: 1, marketKeyID, fromDate, sortingDirection: 'desc' }
  const parties: Record<string, string> = {}
  if (fields.includes('farmerKeyID')) {
    const [farmer] = await data(app, api.report.farmer, {
      token,
      body: { ...top, sortingColumnName: 'paid' },
    })
    parties.farmerKeyID = farmer?.farmerKeyID ?? ''
  }
  if (fields.includes('buyerKeyID')) {
    const [buyer] = await data(app, api.report.buyer, {
      token,
      body: { ...top, sortingColumnName: 'received' },
    })
    parties.buyerKeyID = buyer?.buyerKeyID ?? ''
  }
  return parties
}

type Row = Record<string, unknown>

// The books' lists keep the journal's order and need an account or a levy: books.test.ts covers them.
const lists = allEndpoints().filter(
  ({ endpoint }) => endpoint.paged && endpoint.body && !endpoint.path.startsWith('Books/'),
)

/** Lists of documents, each row made on a day; a list of balances (crates held) has no such day. */
const datedLists = lists.filter(({ endpoint }) => {
  const rows = endpoint.data as { item?: v.GenericSchema } | undefined
  return fieldNames(rows?.item).includes('createdDate')
})

const scopeOf = (endpoint: EndpointDef) => oneMarket.get(endpoint.path) ?? {}

function compareValues(a: unknown, b: unknown, column: string): number {
  if (column === 'createdDate') return Date.parse(String(a)) - Date.parse(String(b))
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b)
  return Number(a) - Number(b)
}

describe('every paged list', () => {
  it('is found in the contract table', () => {
    expect(lists.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['market.list', 'state.list', 'taluka.list', 'farmer.list', 'employee.list']),
    )
    expect(lists.length).toBeGreaterThanOrEqual(13)
  })

  it.each(lists)('$id sorts by every sortable column, both ways', async ({ endpoint }) => {
    const columns = sortColumns(endpoint)
    expect(columns.length).toBeGreaterThan(0)
    const everything = (await allRows(app, endpoint, token, scopeOf(endpoint))) as Row[]
    for (const column of columns) {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = (await allRows(app, endpoint, token, {
          ...scopeOf(endpoint),
          sortingColumnName: column,
          sortingDirection: direction,
        })) as Row[]
        expect(rows).toHaveLength(everything.length)
        const sign = direction === 'asc' ? 1 : -1
        for (let i = 1; i < rows.length; i++) {
          const order = sign * compareValues(rows[i - 1]![column], rows[i]![column], column)
          expect(order, `${column} ${direction} at row ${i}`).toBeLessThanOrEqual(0)
        }
      }
    }
  })

  it.each(datedLists)(
    '$id selects rows created within the date range, by the day in India',
    async ({ endpoint }) => {
      const everything = (await allRows(app, endpoint, token, scopeOf(endpoint))) as Row[]
      const days = everything.map((row) => istDate(String(row.createdDate))).sort()
      expect(days.length).toBeGreaterThan(0)
      const fromDate = days[Math.floor(days.length / 2)]!
      const rows = (await allRows(app, endpoint, token, {
        ...scopeOf(endpoint),
        fromDate,
        toDate: TODAY,
      })) as Row[]
      const expected = days.filter((day) => day >= fromDate && day <= TODAY).length
      expect(rows).toHaveLength(expected)
      for (const row of rows) expect(istDate(String(row.createdDate)) >= fromDate).toBe(true)
    },
  )

  it.each(lists.filter(({ endpoint }) => fieldNames(endpoint.body).includes('isActive')))(
    '$id filters by status',
    async ({ endpoint }) => {
      const everything = (await allRows(app, endpoint, token, scopeOf(endpoint))) as Row[]
      const active = (await allRows(app, endpoint, token, { ...scopeOf(endpoint), isActive: true })) as Row[]
      const inactive = (await allRows(app, endpoint, token, {
        ...scopeOf(endpoint),
        isActive: false,
      })) as Row[]
      expect(active.every((row) => row.isActive === true)).toBe(true)
      expect(inactive.every((row) => row.isActive === false)).toBe(true)
      expect(active.length + inactive.length).toBe(everything.length)
    },
  )
})

/** The tables with the conventional list, model and status calls, and the key their rows carry. */
const masters = Object.entries(api).flatMap(([module, table]) => {
  const t = table as EndpointTable
  const model = Object.values(t).find((e) => e.method === 'GET' && /\/Get\w+Model$/.test(e.path) && e.query)
  const list = Object.values(t).find((e) => e.paged)
  const changeStatus = Object.values(t).find((e) => /\/Change\w+Status$/.test(e.path))
  if (!model?.query || !list || !changeStatus) return []
  const queryKey = Object.keys(model.query.entries)[0]!
  // The row's key field is the query parameter's name with a lower-case first letter.
  const keyField = queryKey.charAt(0).toLowerCase() + queryKey.slice(1)
  return [{ id: module, list, model, changeStatus, queryKey, keyField }]
})

describe('every table with a list, a model and a status', () => {
  it('is found in the contract table', () => {
    expect(masters.map((m) => m.id)).toEqual(
      expect.arrayContaining([
        'market',
        'state',
        'district',
        'taluka',
        'currency',
        'farmer',
        'buyer',
        'employee',
      ]),
    )
  })

  it.each(masters)(
    "$id answers a listed row's model with the same fields",
    async ({ list, model, queryKey, keyField }) => {
      const [row] = (await allRows(app, list as EndpointDef, token)) as Row[]
      const answer = (await data(app, model as EndpointDef, {
        token,
        query: { [queryKey]: String(row![keyField]) },
      })) as Row
      for (const [field, value] of Object.entries(answer)) {
        if (field in row!) expect(row![field], field).toEqual(value)
      }
    },
  )

  it.each(masters)(
    '$id toggles a row to Inactive and back, as its list then shows',
    async ({ list, changeStatus, queryKey, keyField }) => {
      const rows = (await allRows(app, list as EndpointDef, token, { isActive: true })) as Row[]
      // Not the signed-in user or the last Super Admin role: those refusals have tests of their own.
      const row = rows.find((r) => r[keyField] !== 1 && r.mobileNo !== '9000000001')!
      const query = { [queryKey]: String(row[keyField]) }
      expect(await data(app, changeStatus as EndpointDef, { token, query })).toBe(false)
      const inactive = (await allRows(app, list as EndpointDef, token, { isActive: false })) as Row[]
      expect(inactive.map((r) => r[keyField])).toContain(row[keyField])
      expect(await data(app, changeStatus as EndpointDef, { token, query })).toBe(true)
    },
  )
})
