import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type EndpointDef, type LoginRecord } from '../contracts'
import { data, signIn, startServer } from './test/support'

let app: FastifyInstance
let demo: LoginRecord
let marketKeyID: string
let validMarket: Record<string, unknown>

beforeAll(async () => {
  ;({ app } = await startServer())
  demo = await signIn(app)
  const [sangola] = await data(app, api.market.list, {
    token: demo.token,
    body: { pageNo: 0, pageSize: 10, searchKeyword: 'Sangola' },
  })
  marketKeyID = sangola!.marketKeyID
  validMarket = {
    ...(await data(app, api.market.model, { token: demo.token, query: { MarketKeyID: marketKeyID } })),
  }
})
afterAll(() => app.close())

/** Everything a refused call could have touched: every market, and every default service row of the target. */
async function observable() {
  const query = { MarketKeyID: marketKeyID }
  return JSON.stringify([
    await data(app, api.market.list, { token: demo.token, body: { pageNo: 0, pageSize: 100 } }),
    await data(app, api.farmerMarketServices.model, { token: demo.token, query }),
    await data(app, api.buyerMarketServices.model, { token: demo.token, query }),
  ])
}

async function send(endpoint: EndpointDef, payload: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${endpoint.path}`,
    headers: { authorization: `Bearer ${demo.token}`, 'content-type': 'application/json' },
    payload,
  })
  return { status: response.statusCode, body: response.json() }
}

/** Valid bodies with one field replaced, removed or added: close enough to pass most checks. */
const mutated = (valid: () => Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid()), 'extra'), fc.option(fc.jsonValue(), { nil: undefined }))
    .map(([key, value]) => {
      const body = { ...valid() }
      if (value === undefined) delete body[key]
      else body[key] = value
      return JSON.stringify(body)
    })

const serviceRow = fc.record(
  {
    serviceID: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.jsonValue()),
    dstid: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.jsonValue()),
    amount: fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: 0, max: 150 }),
      fc.jsonValue(),
    ),
    transportationTypeID: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.jsonValue()),
    serviceName: fc.string(),
  },
  { requiredKeys: [] },
)

const bodies = (listField: string, valid: () => Record<string, unknown>) =>
  fc.oneof(
    fc.json(),
    fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
    fc.object().map((value) => JSON.stringify(value)),
    mutated(valid),
    fc
      .record({
        marketKeyID: fc.constantFrom(marketKeyID, '', 'nope', '11111111-2222-4333-8444-555555555555'),
      })
      .chain((target) =>
        fc
          .array(serviceRow, { maxLength: 8 })
          .map((rows) => JSON.stringify({ ...target, [listField]: rows })),
      ),
  )

describe('arbitrary JSON never breaks the server or half-applies a change', () => {
  // Arbitraries are built when the test runs: they need the seeded market key.
  const cases: [string, EndpointDef, () => fc.Arbitrary<string>][] = [
    [
      'AddUpdateMarket',
      api.market.addUpdate,
      () =>
        fc.oneof(
          fc.json(),
          fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
          mutated(() => validMarket),
          mutated(() => ({ ...validMarket, marketKeyID: '' })),
        ),
    ],
    [
      'AddUpdateFarmerMarketServices',
      api.farmerMarketServices.save,
      () =>
        bodies('farmerMarketServices', () => ({
          marketKeyID,
          farmerMarketServices: [{ serviceID: 1, dstid: 2, amount: 6, transportationTypeID: 1 }],
        })),
    ],
    [
      'AddUpdateBuyerMarketServices',
      api.buyerMarketServices.save,
      () =>
        bodies('buyerMarketServices', () => ({
          marketKeyID,
          buyerMarketServices: [{ serviceID: 7, dstid: 2, amount: 6, transportationTypeID: 2 }],
        })),
    ],
  ]

  it.each(cases)(
    '%s answers 200 or a 400, 403, 404 or 409 envelope, never a 500, and a refusal changes nothing',
    async (_, endpoint, arbitrary) => {
      await fc.assert(
        fc.asyncProperty(arbitrary(), async (payload) => {
          const before = await observable()
          const answer = await send(endpoint, payload)
          expect([200, 400, 403, 404, 409]).toContain(answer.status)
          expect(answer.body.statusCode).toBe(answer.status)
          if (answer.status === 200) {
            expect(answer.body.errorMessage).toBeNull()
            // Keep later runs comparable: every run starts from the seed.
            await app.inject({ method: 'POST', url: '/__mock/reset' })
          } else {
            expect(answer.body.responseData).toBeNull()
            expect(answer.body.errorMessage).toMatch(/\S/)
            expect(await observable()).toBe(before)
          }
        }),
        { numRuns: 100 },
      )
    },
  )
})
