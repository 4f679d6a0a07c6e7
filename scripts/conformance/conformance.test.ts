import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, isRead } from '../../contracts'
import { buildServer } from '../../mock-server/app'
import { DEMO, TEST_PASSWORD_COST, testClock } from '../../mock-server/test/support'
import { send } from './http'
import { failed, junit, passed, table } from './report'
import type { Call, CheckResult } from './result'
import { runConformance } from './run'
import { marketDayFlows } from './writes'

/** The mock server on a free port; `drift` may rewrite its answers as a drifted backend would. */
async function serve(
  drift?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; base: string }> {
  const app = buildServer({ passwordCost: TEST_PASSWORD_COST, clock: testClock().now })
  drift?.(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  return { app, base: `http://127.0.0.1:${port}/api` }
}

const credentials = { user: DEMO.mobile, password: DEMO.password }
const named = (results: CheckResult[], name: string) => results.find((r) => r.name === name)

/** An envelope as a drifted backend rewrites it. */
interface Sent {
  statusCode: number
  responseData: { data: Record<string, unknown>[]; totalCount?: number }
}

/** Rewrites the JSON answer of one path (or of every refusal with `status`). */
function rewrite(
  app: FastifyInstance,
  match: (url: string, status: number) => boolean,
  change: (body: Sent) => void,
) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !match(request.url, reply.statusCode)) return payload
    const body = JSON.parse(payload)
    change(body)
    if (reply.statusCode === 401) reply.code(200)
    return JSON.stringify(body)
  })
}

describe('the conformance run against our own mock server', () => {
  let app: FastifyInstance
  let base: string
  let results: CheckResult[]
  const requested: string[] = []

  beforeAll(async () => {
    const served = await serve((server) =>
      server.addHook('onRequest', async (request) => {
        requested.push(`${request.method} ${request.url.split('?')[0]}`)
      }),
    )
    app = served.app
    base = served.base
    results = await runConformance({ base, ...credentials })
  })
  afterAll(() => app.close())

  it('finds every answer conforming, sign-in and 401 refusals included', () => {
    expect(results.filter((r) => r.outcome !== 'conforms')).toEqual([])
    expect(failed(results)).toBe(0)
    expect(table(results).split('\n').at(-1)).toBe(`${passed(results)} passed, 0 failed`)
  })

  it('checks every read endpoint of the contracts', () => {
    const reads = Object.values(api).flatMap((table) => Object.values(table).filter(isRead))
    for (const def of reads) expect(named(results, `${def.method} ${def.path}`), def.path).toBeDefined()
  })

  it('never calls anything but sign-in and reads without --writes', () => {
    const allowed = new Set(
      Object.values(api)
        .flatMap((table) => Object.values(table))
        .filter((def) => isRead(def) || def === api.account.login)
        .map((def) => `${def.method} /api/${def.path}`),
    )
    expect(requested.filter((request) => !allowed.has(request))).toEqual([])
  })

  it('with --writes, walks a market day and its refusals (400, 409 Confirm:), all conforming', async () => {
    const call: Call = (request) => send(base, request)
    const login = await call({
      method: 'POST',
      path: api.account.login.path,
      body: { userName: DEMO.mobile, password: DEMO.password },
    })
    const token = (login.body as { responseData: { data: { token: string } } }).responseData.data.token
    const flow = await marketDayFlows(call, token)
    expect(flow.filter((r) => r.outcome !== 'conforms')).toEqual([])
    expect(flow.map((r) => r.name)).toContain(
      'write: an out-of-band rate asks to be confirmed (409 Confirm:)',
    )
    expect(flow.at(-1)?.name).toBe('write: the sale cancelled with a reason')
  })
})

describe('the conformance run against a drifted backend', () => {
  let app: FastifyInstance
  let results: CheckResult[]

  beforeAll(async () => {
    const served = await serve((server) => {
      // A renamed field, a list without its total, and sign-out answered as a success.
      rewrite(
        server,
        (url) => url.startsWith('/api/Token/GetTokenList'),
        (body) => {
          for (const row of body.responseData.data) {
            row.tokenNumber = row.tokenNo
            delete row.tokenNo
          }
        },
      )
      rewrite(
        server,
        (url) => url.startsWith('/api/Farmer/GetFarmerList'),
        (body) => {
          delete body.responseData.totalCount
        },
      )
      rewrite(
        server,
        (_url, status) => status === 401,
        (body) => {
          body.statusCode = 200
        },
      )
    })
    app = served.app
    results = await runConformance({ base: served.base, ...credentials })
  })
  afterAll(() => app.close())

  it('names the renamed field', () => {
    expect(named(results, 'POST Token/GetTokenList')).toMatchObject({
      outcome: 'differs',
      details: ['responseData.data[].tokenNo: missing'],
    })
  })

  it('names the missing totalCount of a paged list', () => {
    expect(named(results, 'POST Farmer/GetFarmerList')).toMatchObject({
      outcome: 'differs',
      details: [expect.stringMatching(/^responseData\.totalCount: missing/)],
    })
  })

  it('names a 401 answered as HTTP 200 without statusCode 401', () => {
    for (const what of ['no token', 'bad token']) {
      expect(named(results, `401: ${what} (GET Company/GetCompanyModel)`)).toMatchObject({
        outcome: 'differs',
        details: ['HTTP status: expected 401, got 200', 'statusCode: expected 401, got 200'],
      })
    }
  })

  it('fails the run on exactly those differences, in the table and the JUnit report', () => {
    expect(results.filter((r) => r.outcome !== 'conforms').map((r) => r.name)).toEqual([
      '401: no token (GET Company/GetCompanyModel)',
      '401: bad token (GET Company/GetCompanyModel)',
      'POST Farmer/GetFarmerList',
      'POST Token/GetTokenList',
    ])
    expect(table(results).split('\n').at(-1)).toBe(`${passed(results)} passed, 4 failed`)
    const report = junit(results)
    expect(report).toContain('failures="4"')
    expect(report).toContain('responseData.data[].tokenNo: missing')
  })
})
