import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, type LoginRecord, SERVER_MESSAGES } from '../contracts'
import { buildServer } from './app'
import { multipartBody } from './test/multipart'
import { call, data, signIn, startServer, TEST_PASSWORD_COST } from './test/support'

let app: FastifyInstance
let demo: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
  demo = await signIn(app)
})
afterAll(() => app.close())
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__mock/reset' })
})

const fault = (body: unknown) =>
  app.inject({ method: 'POST', url: '/__mock/faults', payload: body as object })
const states = (token: string | null = demo.token) => call(app, api.location.stateLookup, { token })
const STATES = api.location.stateLookup.path

describe('POST /__mock/faults', () => {
  it('latency delays the next matching request, then it answers normally', async () => {
    expect((await fault({ path: STATES, kind: 'latency', latencyMs: 120 })).statusCode).toBe(200)
    let started = performance.now()
    const slow = await states()
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
    expect(slow.status).toBe(200)
    started = performance.now()
    await states()
    expect(performance.now() - started).toBeLessThan(100)
  })

  it('status500 answers HTTP 500 with an envelope', async () => {
    await fault({ path: STATES, kind: 'status500' })
    const answer = await states()
    expect(answer.status).toBe(500)
    expect(answer.body).toEqual({
      statusCode: 500,
      responseData: null,
      errorMessage: SERVER_MESSAGES.injected500,
    })
    expect((await states()).status).toBe(200)
  })

  it('status401 answers HTTP 401', async () => {
    await fault({ path: STATES, kind: 'status401' })
    const answer = await states()
    expect(answer.status).toBe(401)
    expect(answer.body.statusCode).toBe(401)
  })

  it('body401 answers HTTP 200 whose body says 401', async () => {
    await fault({ path: STATES, kind: 'body401' })
    const answer = await states()
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ statusCode: 401, responseData: null })
  })

  it('malformed answers HTTP 200 with a body that is not JSON', async () => {
    await fault({ path: STATES, kind: 'malformed' })
    const answer = await app.inject({
      method: 'GET',
      url: `/api/${STATES}`,
      headers: { authorization: `Bearer ${demo.token}` },
    })
    expect(answer.statusCode).toBe(200)
    expect(() => JSON.parse(answer.body)).toThrow()
  })

  it('spoils exactly count requests, in the order faults were added', async () => {
    await fault({ path: STATES, kind: 'status500', count: 2 })
    await fault({ path: STATES, kind: 'body401' })
    expect((await states()).status).toBe(500)
    expect((await states()).status).toBe(500)
    expect((await states()).body.statusCode).toBe(401)
    expect((await states()).body.statusCode).toBe(200)
  })

  it('applies before authentication and validation', async () => {
    await fault({ path: api.market.list.path, kind: 'status500', count: 2 })
    expect((await call(app, api.market.list, { body: {} })).status).toBe(500)
    expect((await call(app, api.market.list, { token: demo.token, body: { nonsense: true } })).status).toBe(
      500,
    )
  })

  it('touches only its path, and only its method when given', async () => {
    await fault({ path: api.market.list.path, kind: 'status500', method: 'post' })
    expect((await states()).status).toBe(200)
    const list = await call(app, api.market.list, { token: demo.token, body: { pageNo: 0, pageSize: 10 } })
    expect(list.status).toBe(500)
  })

  it('accepts a path written with /api/ in front', async () => {
    await fault({ path: `/api/${STATES}`, kind: 'status500' })
    expect((await states()).status).toBe(500)
  })

  it('can target the image upload', async () => {
    await fault({ path: 'uploadImage', kind: 'status500' })
    const { payload, headers } = multipartBody({
      moduleName: 'Market',
      projectName: 'MANDIDESK',
      userId: 'u',
    })
    const answer = await app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      payload,
      headers: { ...headers, authorization: `Bearer ${demo.token}` },
    })
    expect(answer.statusCode).toBe(500)
  })

  it.each([
    [{ kind: 'status500' }, /^path: /],
    [{ path: 'Market/NoSuchCall', kind: 'status500' }, 'path: no API endpoint /api/Market/NoSuchCall.'],
    [
      { path: STATES, kind: 'explode' },
      /^kind: must be one of latency, status500, status401, body401, malformed/,
    ],
    [{ path: STATES, kind: 'status500', count: 0 }, 'count: must be at least 1'],
    [{ path: STATES, kind: 'status500', count: 1.5 }, 'count: must be a whole number'],
    [{ path: STATES, kind: 'latency', latencyMs: -5 }, 'latencyMs: must be 0 or more'],
    [{ path: STATES, kind: 'status500', method: 'PUT' }, 'method: must be GET or POST'],
    [{ path: STATES, kind: 'status500', method: 'POST' }, `method: /api/${STATES} is a GET endpoint.`],
  ])('refuses %j with 400', async (body, message) => {
    const answer = await fault(body)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errorMessage).toMatch(message)
  })

  it('refuses a body that is not JSON', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: 'kind=status500',
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.statusCode).toBe(400)
  })
})

describe('clearing faults', () => {
  it('DELETE /__mock/faults clears all waiting faults', async () => {
    await fault({ path: STATES, kind: 'status500', count: 5 })
    const listed = await app.inject({ method: 'GET', url: '/__mock/faults' })
    expect(listed.json().responseData.data).toHaveLength(1)
    expect((await app.inject({ method: 'DELETE', url: '/__mock/faults' })).statusCode).toBe(200)
    expect((await states()).status).toBe(200)
  })

  it('reset clears them too', async () => {
    await fault({ path: STATES, kind: 'status500', count: 5 })
    await app.inject({ method: 'POST', url: '/__mock/reset' })
    expect((await states()).status).toBe(200)
  })
})

describe('POST /__mock/reset', () => {
  async function everything() {
    const markets = await data(app, api.market.list, {
      token: demo.token,
      body: { pageNo: 0, pageSize: 100 },
    })
    const services = await Promise.all(
      markets.map((m) =>
        data(app, api.farmerMarketServices.model, {
          token: demo.token,
          query: { MarketKeyID: m.marketKeyID },
        }),
      ),
    )
    return { markets, services }
  }

  it('restores the seed after changes of every kind and says how long it took', async () => {
    const seed = await everything()
    const [first, second] = seed.markets
    await data(app, api.market.changeStatus, {
      token: demo.token,
      query: { MarketKeyID: first!.marketKeyID },
    })
    await data(app, api.market.remove, { token: demo.token, query: { MarketKeyID: second!.marketKeyID } })
    await data(app, api.farmerMarketServices.save, {
      token: demo.token,
      body: {
        marketKeyID: first!.marketKeyID,
        farmerMarketServices: [{ serviceID: 1, dstid: 2, amount: 50, transportationTypeID: 1 }],
      },
    })
    await data(app, api.market.addUpdate, {
      token: demo.token,
      body: { ...first!, marketKeyID: '', marketPlaceName: 'Brand new market' },
    })
    expect(await everything()).not.toEqual(seed)

    const reset = await app.inject({ method: 'POST', url: '/__mock/reset' })
    expect(reset.statusCode).toBe(200)
    // How long it took is reported (npm run bench:gate measures it); a timed assertion would only be flaky.
    expect(reset.json().responseData.data.restoredInMs).toBeGreaterThanOrEqual(0)
    expect(await everything()).toEqual(seed)
  })

  it('keeps the sessions of seed users', async () => {
    await app.inject({ method: 'POST', url: '/__mock/reset' })
    expect((await states()).status).toBe(200)
  })
})

describe('outside development', () => {
  const original = process.env.NODE_ENV
  afterEach(() => {
    process.env.NODE_ENV = original
  })

  it('has no admin routes in production unless enabled', async () => {
    process.env.NODE_ENV = 'production'
    const production = buildServer({ passwordCost: TEST_PASSWORD_COST })
    expect((await production.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(404)
    expect((await production.inject({ method: 'POST', url: '/__mock/faults', payload: {} })).statusCode).toBe(
      404,
    )
    await production.close()

    const enabled = buildServer({ passwordCost: TEST_PASSWORD_COST, enableAdmin: true })
    expect((await enabled.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200)
    await enabled.close()
  })
})
