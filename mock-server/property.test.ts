import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointDef } from '../contracts'
import { reset, sameRows, signIn, startServer, USERS } from './test/support'
import { allWrites, validBodies } from './test/valid-bodies'

/**
 * Every write that takes a body, found in the contract table (so a call added later is covered too):
 * arbitrary JSON, and valid bodies with one field broken, answer a clean envelope, never a 500, and a
 * refusal leaves every row of every table as it was. Half of the runs come from SA Support, whose
 * refusals are 403s.
 */
let app: FastifyInstance
const tokens = { superAdmin: '', saSupport: '' }

async function signInBoth() {
  tokens.superAdmin = (await signIn(app)).token
  tokens.saSupport = (await signIn(app, USERS.saSupport)).token
}

beforeAll(async () => {
  ;({ app } = await startServer())
  await signInBoth()
})
afterAll(() => app.close())

const writes = allWrites()

type Body = Record<string, unknown>

/** Valid bodies with one field replaced, removed or added: close enough to pass most checks. */
const mutated = (valid: Body) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid), 'extra'), fc.option(fc.jsonValue(), { nil: undefined }))
    .map(([key, value]) => {
      const body = { ...valid }
      if (value === undefined) delete body[key]
      else body[key] = value
      return JSON.stringify(body)
    })

const serviceRows = (listField: string, marketKeyID: unknown) =>
  fc
    .array(
      fc.record(
        {
          serviceID: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.jsonValue()),
          dstid: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.jsonValue()),
          amount: fc.oneof(
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.integer({ min: 0, max: 150 }),
          ),
          transportationTypeID: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 8 },
    )
    .map((rows) => JSON.stringify({ marketKeyID, [listField]: rows }))

function payloads(id: string, valid: readonly Body[]): fc.Arbitrary<string> {
  const listField = id === 'farmerMarketServices.save' ? 'farmerMarketServices' : 'buyerMarketServices'
  return fc.oneof(
    fc.json(),
    fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
    fc.object().map((value) => JSON.stringify(value)),
    ...valid.map(mutated),
    ...(id.endsWith('MarketServices.save') ? [serviceRows(listField, valid[0]!.marketKeyID)] : []),
  )
}

async function send(endpoint: EndpointDef, token: string, payload: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${endpoint.path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  })
  const contentType = String(response.headers['content-type'] ?? '')
  // A download's answer is the file itself; every other answer, and every refusal, is the envelope.
  const body = contentType.startsWith('application/json') ? response.json() : null
  return { status: response.statusCode, body, contentType }
}

describe('arbitrary JSON never breaks the server or half-applies a change', () => {
  it('covers every AddUpdate call of the contract with valid bodies from its own table', async () => {
    const addUpdates = writes.filter(({ endpoint }) => endpoint.path.includes('/AddUpdate'))
    expect(addUpdates.length).toBeGreaterThanOrEqual(15)
    for (const write of addUpdates) {
      expect(await validBodies(app, tokens.superAdmin, write), write.id).not.toBeNull()
    }
  })

  it.each(writes)(
    '$id answers 200 or a 400, 403, 404 or 409 envelope, never a 500, and a refusal changes nothing',
    async (write) => {
      const valid = (await validBodies(app, tokens.superAdmin, write)) ?? []
      await fc.assert(
        fc.asyncProperty(
          payloads(write.id, valid),
          fc.constantFrom('superAdmin', 'saSupport'),
          async (payload, who) => {
            const before = app.mockStore.snapshot()
            const answer = await send(write.endpoint, tokens[who as keyof typeof tokens], payload)
            expect([200, 400, 403, 404, 409]).toContain(answer.status)
            const file = answer.status === 200 ? write.endpoint.file : undefined
            if (file) expect(answer.contentType).toContain(file.contentType)
            else expect(answer.body.statusCode).toBe(answer.status)
            if (answer.status === 200) {
              if (!file) expect(answer.body.errorMessage).toBeNull()
              // Keep later runs comparable: every run starts from the seed, signed in afresh (a
              // password change or reset may have ended a session).
              await reset(app)
              await signInBoth()
            } else {
              expect(answer.body.responseData).toBeNull()
              expect(answer.body.errorMessage).toMatch(/\S/)
              expect(sameRows(before, app.mockStore.snapshot())).toBe(true)
            }
          },
        ),
        { numRuns: 50 },
      )
    },
  )
})
