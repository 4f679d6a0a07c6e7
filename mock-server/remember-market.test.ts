import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, type LoginRecord, MARKET_MESSAGES, type MarketLookup } from '../contracts'
import { call, data, sameRows, signIn, startServer, USERS } from './test/support'

let app: FastifyInstance
let demo: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__mock/reset' })
  demo = await signIn(app)
})

const lookup = (user: LoginRecord): Promise<MarketLookup[]> =>
  data(app, api.market.lookup, { token: user.token, query: { CompanyKeyID: user.companyKeyID } })

const names = (markets: readonly MarketLookup[]) => markets.map((m) => m.marketPlaceName)

const keyOf = async (name: string) =>
  (await lookup(demo)).find((m) => m.marketPlaceName === name)!.marketKeyID

const remember = (user: LoginRecord, marketKeyID: string) =>
  call(app, api.account.rememberMarket, { token: user.token, query: { MarketKeyID: marketKeyID } })

describe('the market a user works in', () => {
  it("starts as the demo market with today's work: sign-in names it and Select Market lists it first", async () => {
    const markets = await lookup(demo)
    expect(markets[0]!.marketPlaceName).toBe('Pimpalgaon Baswant')
    expect(demo.lastMarketKeyID).toBe(markets[0]!.marketKeyID)
    // The rest stay in name order.
    const rest = names(markets.slice(1))
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)))
    expect(rest[0]).toBe('Akluj')
  })

  it('is remembered when the user switches, so signing in again lands there', async () => {
    const sangola = await keyOf('Sangola')
    const answer = await remember(demo, sangola)
    expect(answer.status).toBe(200)
    const again = await signIn(app)
    expect(again.lastMarketKeyID).toBe(sangola)
    expect(names(await lookup(again)).slice(0, 3)).toEqual(['Sangola', 'Akluj', 'Baramati'])
    // Per user: another employee's sign-in still lands on their own market.
    const admin = await signIn(app, USERS.admin)
    expect(admin.lastMarketKeyID).not.toBe(sangola)
  })

  it('refuses, changing nothing, a market the user cannot choose', async () => {
    // Unknown or another firm's: not found, so keys don't leak.
    const unknown = await remember(demo, '00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect(unknown.body.errorMessage).toBe(MARKET_MESSAGES.notFound)
    // Not a key at all.
    expect((await remember(demo, 'Sangola')).status).toBe(400)

    // The Gate Clerk works only at the markets assigned to them: the one answer every call gets for a
    // market outside them.
    const clerk = await signIn(app, USERS.gateClerk)
    const offered = await lookup(clerk)
    const elsewhere = (await lookup(demo)).find((m) => !offered.some((o) => o.marketKeyID === m.marketKeyID))!
    const snapshot = app.mockStore.snapshot()
    const refused = await remember(clerk, elsewhere.marketKeyID)
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toBe(MARKET_MESSAGES.notAssigned)
    expect(sameRows(snapshot, app.mockStore.snapshot())).toBe(true)
    expect((await signIn(app, USERS.gateClerk)).lastMarketKeyID).toBe(clerk.lastMarketKeyID)
  })

  it('refuses an inactive market', async () => {
    const [umrane] = (
      await data(app, api.market.list, {
        token: demo.token,
        body: { pageNo: 0, pageSize: 10, searchKeyword: 'Umrane' },
      })
    ).filter((m) => m.marketPlaceName === 'Umrane')
    const refused = await remember(demo, umrane!.marketKeyID)
    expect(refused.status).toBe(403)
    expect((await signIn(app)).lastMarketKeyID).toBe(demo.lastMarketKeyID)
  })

  it('needs a signed-in user', async () => {
    const answer = await call(app, api.account.rememberMarket, {
      query: { MarketKeyID: await keyOf('Sangola') },
    })
    expect(answer.status).toBe(401)
  })
})
