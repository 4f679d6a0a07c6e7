import Fastify, { type FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, api, endpoint, SERVER_MESSAGES } from '../contracts'
import { IDLE_TIMEOUT_MS } from './auth/sessions'
import type { ServerContext } from './context'
import { handlers, registerApi } from './register'
import { allEndpoints, fieldNames } from './test/schema'
import { call, signIn, startServer, type TestClock } from './test/support'

let app: FastifyInstance
let clock: TestClock
let token: string

beforeAll(async () => {
  ;({ app, clock } = await startServer())
  token = (await signIn(app)).token
})
afterAll(() => app.close())

const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

describe('every endpoint of the contract', () => {
  const endpoints = allEndpoints()

  it('lists the modules the handlers cover', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(16)
  })

  it.each(endpoints)(
    '$id is registered and refuses a request without a token, or bad input when public',
    async ({ endpoint: e }) => {
      const answer = await call(app, e, e.method === 'POST' ? { body: {} } : {})
      expect(answer.status).not.toBe(404)
      if (e.public) {
        expect(answer.status).toBe(400)
        expect(answer.body).toMatchObject({ statusCode: 400, responseData: null })
      } else {
        expect(answer.status).toBe(401)
        expect(answer.body).toEqual({
          statusCode: 401,
          responseData: null,
          errorMessage: AUTH_MESSAGES.missing,
        })
      }
    },
  )

  it.each(endpoints.filter(({ endpoint: e }) => !e.public))(
    '$id refuses an unknown token',
    async ({ endpoint: e }) => {
      const answer = await call(app, e, { token: '0'.repeat(32) })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({
        statusCode: 401,
        responseData: null,
        errorMessage: AUTH_MESSAGES.unknown,
      })
    },
  )

  it.each(endpoints.filter(({ endpoint: e }) => e.query || e.body))(
    '$id answers bad input with 400 naming a field',
    async ({ endpoint: e }) => {
      // A POST may take its input in the query alone (Account/RememberMarket?MarketKeyID=…).
      const answer = await call(app, e, { token, ...(e.body ? { body: {} } : { query: {} }) })
      expect(answer.status).toBe(400)
      expect(answer.body.statusCode).toBe(400)
      expect(answer.body.responseData).toBeNull()
      const field = answer.body.errorMessage?.split(':')[0]
      expect(fieldNames(e.body ?? e.query)).toContain(field)
      expect(answer.body.errorMessage).toMatch(/^\w+: \S/)
    },
  )

  it('refuses every endpoint once the token has been idle for more than 2 hours', async () => {
    const idle = (await signIn(app)).token
    clock.advance(IDLE_TIMEOUT_MS + 1000)
    const [first, ...rest] = endpoints.filter(({ endpoint: e }) => !e.public)
    const expired = await call(app, first!.endpoint, { token: idle })
    expect(expired.body).toEqual({ statusCode: 401, responseData: null, errorMessage: AUTH_MESSAGES.expired })
    // Once expired the token is forgotten, so later calls see an unknown token.
    for (const { endpoint: e } of rest) expect((await call(app, e, { token: idle })).status).toBe(401)
    token = (await signIn(app)).token
  })

  it('refuses every endpoint with a token revoked by Logout', async () => {
    const revoked = (await signIn(app)).token
    expect((await call(app, api.account.logout, { token: revoked })).status).toBe(200)
    for (const { endpoint: e } of endpoints.filter(({ endpoint: e }) => !e.public)) {
      const answer = await call(app, e, { token: revoked })
      expect(answer.status).toBe(401)
      expect(answer.body.statusCode).toBe(401)
    }
  })
})

describe('request handling', () => {
  const list = `/api/${api.market.list.path}`
  const auth = () => ({ authorization: `Bearer ${token}` })

  it('answers unknown API paths with a 404 envelope', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/Market/NoSuchThing' })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toMatchObject({ statusCode: 404, responseData: null })
    // A known path with the wrong method is not a route either.
    expect((await app.inject({ method: 'GET', url: list, headers: auth() })).statusCode).toBe(404)
  })

  it('answers GET /health', async () => {
    const answer = await app.inject({ method: 'GET', url: '/health' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'ok' })
  })

  it('turns an unparsable JSON body into a 400 envelope', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: list,
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"pageNo": 0,',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({
      statusCode: 400,
      responseData: null,
      errorMessage: SERVER_MESSAGES.invalidJson,
    })
  })

  it('reads an empty JSON body as a missing body', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: list,
      headers: { ...auth(), 'content-type': 'application/json' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errorMessage).toBe('body: is required')
    const reset = await app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { 'content-type': 'application/json' },
    })
    expect(reset.statusCode).toBe(200)
  })

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'refuses a %s body with a 400 envelope',
    async (contentType) => {
      const answer = await app.inject({
        method: 'POST',
        url: list,
        headers: { ...auth(), 'content-type': contentType },
        payload: 'pageNo=0&pageSize=10',
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({
        statusCode: 400,
        responseData: null,
        errorMessage: SERVER_MESSAGES.jsonOnly,
      })
    },
  )

  it('refuses a body over 1 MB with a 413 envelope', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: list,
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: JSON.stringify({ pageNo: 0, pageSize: 10, searchKeyword: 'x'.repeat(1024 * 1024) }),
    })
    expect(answer.statusCode).toBe(413)
    expect(answer.json()).toMatchObject({ statusCode: 413, responseData: null })
  })

  it('refuses a prototype-polluting body', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: list,
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"pageNo":0,"pageSize":10,"__proto__":{"isAdmin":true}}',
    })
    expect(answer.statusCode).toBe(400)
  })

  it('names the field and rule of a broken query parameter', async () => {
    const answer = await call(app, api.location.districtLookup, { token, query: { StateID: 'one' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe('StateID: must be a whole number')
  })

  it('says which field is missing', async () => {
    const answer = await call(app, api.market.list, { token, body: { pageSize: 10 } })
    expect(answer.body.errorMessage).toBe('pageNo: is required')
  })

  it('does not expose HEAD routes that would run GET actions such as DeleteMarket', async () => {
    const answer = await app.inject({
      method: 'HEAD',
      url: `/api/${api.market.remove.path}?MarketKeyID=abcdef12`,
    })
    expect(answer.statusCode).toBe(404)
  })
})

describe('security headers', () => {
  it.each([
    ['a success', { method: 'GET', url: '/health' }],
    ['a 401', { method: 'GET', url: `/api/${api.location.stateLookup.path}` }],
    ['a 404', { method: 'GET', url: '/api/nothing-here' }],
    ['a 400', { method: 'POST', url: `/api/${api.account.login.path}`, payload: { userName: '' } }],
    ['a non-API path', { method: 'GET', url: '/' }],
  ] as const)('are on %s', async (_, request) => {
    const answer = await app.inject(request)
    expect(answer.headers).toMatchObject(SECURITY_HEADERS)
  })

  it('are on an enveloped API answer, which is never cached', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/${api.location.stateLookup.path}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })
  })
})

describe('registerApi', () => {
  const table = {
    broken: endpoint({
      method: 'GET',
      path: 'Test/Broken',
      data: v.object({ total: v.number() }),
      public: true,
    }),
    paged: endpoint({
      method: 'GET',
      path: 'Test/Paged',
      data: v.array(v.string()),
      paged: true,
      public: true,
    }),
  } as const

  async function bare(checkResponses: boolean): Promise<FastifyInstance> {
    const server = Fastify()
    server.decorateRequest('apiSession', null)
    registerApi(
      server,
      { test: table },
      {
        test: handlers(table, {
          // Drift on purpose: the contract says total is a number.
          broken: () => ({ total: 'many' }) as never,
          paged: () => ({ data: ['a', 'b'], totalCount: 7 }),
        }),
      },
      { ctx: {} as ServerContext, checkResponses },
    )
    server.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
      reply.code(error.statusCode ?? 500).send({ message: error.message }),
    )
    await server.ready()
    return server
  }

  it('fails loudly, naming the field, when a handler answers data that breaks the contract', async () => {
    const server = await bare(true)
    const answer = await server.inject({ method: 'GET', url: '/api/Test/Broken' })
    expect(answer.statusCode).toBe(500)
    expect(answer.json().message).toMatch(/Test\/Broken.*responseData\.data\.total: .*number/)
    await server.close()
  })

  it('sends the data unchecked when response checks are off', async () => {
    const server = await bare(false)
    const answer = await server.inject({ method: 'GET', url: '/api/Test/Broken' })
    expect(answer.statusCode).toBe(200)
    await server.close()
  })

  it('wraps paged answers with totalCount', async () => {
    const server = await bare(true)
    const answer = await server.inject({ method: 'GET', url: '/api/Test/Paged' })
    expect(answer.json()).toEqual({
      statusCode: 200,
      responseData: { data: ['a', 'b'], totalCount: 7 },
      errorMessage: null,
    })
    await server.close()
  })

  it('refuses to start when an endpoint has no handler', () => {
    const server = Fastify()
    expect(() =>
      registerApi(
        server,
        { test: table },
        { test: {} as never },
        { ctx: {} as ServerContext, checkResponses: true },
      ),
    ).toThrow(/No handler for test\.broken/)
  })
})
