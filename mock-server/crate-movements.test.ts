import { describe, expect, it } from 'vitest'
import { api, CRATE_DIRECTION, CRATE_MOVEMENT_STATUS, MARKET_MESSAGES, PARTY_TYPE } from '../contracts'
import { crateFixture, movementBody } from './test/crates'
import { marketNamed } from './test/market-day'
import { registerFirm, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()
const list = api.crate.movementList

describe('Crate/GetCrateMovementList', () => {
  it('lists the party’s movements newest first, keeps a cancelled one marked, and sums only live crates', async () => {
    const f = await crateFixture(server, { fresh: true })
    const add = (change: Record<string, unknown>) =>
      server.data(api.crate.addMovement, { body: movementBody(f, change) })
    const out = await add({ movementDate: '2026-11-18', quantity: 20 })
    const back = await add({ direction: CRATE_DIRECTION.In, quantity: 5, remarks: 'Came back full' })
    const mistake = await add({ quantity: 3 })
    await server.data(api.crate.cancelMovement, {
      body: { crateMovementKeyID: mistake.crateMovementKeyID, reason: 'Entered twice' },
    })
    const filter = { marketKeyID: f.marketKeyID, partyKeyID: f.partyKeyID }
    const answer = await server.call(list, { body: { pageNo: 0, pageSize: 10, ...filter } })
    const { data, totalCount, totals } = answer.body.responseData!
    expect(totalCount).toBe(3)
    expect(data!.map((r) => [r.movementNo, r.outQty, r.inQty, r.status])).toEqual([
      [mistake.movementNo, 3, 0, CRATE_MOVEMENT_STATUS.Cancelled],
      [back.movementNo, 0, 5, CRATE_MOVEMENT_STATUS.Active],
      [out.movementNo, 20, 0, CRATE_MOVEMENT_STATUS.Active],
    ])
    expect(data![0]!.cancelReason).toBe('Entered twice')
    expect(totals).toEqual({ outQty: 20, inQty: 5 })

    const returns = await server.allRows(list, { ...filter, direction: CRATE_DIRECTION.In })
    expect(returns.map((r) => r.movementNo)).toEqual([back.movementNo])
    const cancelled = await server.allRows(list, { ...filter, status: CRATE_MOVEMENT_STATUS.Cancelled })
    expect(cancelled.map((r) => r.movementNo)).toEqual([mistake.movementNo])
    // The date range is the day the crates moved.
    const today = await server.allRows(list, { ...filter, fromDate: TODAY, toDate: TODAY })
    expect(today.map((r) => r.movementNo).sort()).toEqual([back.movementNo, mistake.movementNo].sort())
    const found = await server.allRows(list, { ...filter, searchKeyword: 'came back' })
    expect(found.map((r) => r.movementNo)).toEqual([back.movementNo])
  })

  it('answers a clear 400 on bad input', async () => {
    const f = await crateFixture(server)
    const cases: [Record<string, unknown>, string][] = [
      [{ direction: 3 }, 'direction'],
      [{ partyType: 5 }, 'partyType'],
      [{ crateTypeID: -1 }, 'crateTypeID'],
      [{ status: 9 }, 'status'],
      [{ sortingColumnName: 'balance' }, 'sortingColumnName'],
      [{ fromDate: '2026-02-30' }, 'fromDate'],
      [{ marketKeyID: '' }, 'marketKeyID'],
    ]
    for (const [change, field] of cases) {
      const body = { pageNo: 0, pageSize: 10, marketKeyID: f.marketKeyID, ...change }
      const answer = await server.call(list, { body })
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(answer.body.errorMessage).toContain(field)
    }
  })

  it('needs a token and the Crate right, keeps firms apart and staff to their markets', async () => {
    const f = await crateFixture(server)
    const body = { pageNo: 0, pageSize: 10, marketKeyID: f.marketKeyID }
    expect((await server.call(list, { body, token: null })).status).toBe(401)
    const cashier = await signIn(server.app, USERS.cashier)
    expect((await server.call(list, { body, token: cashier.token })).status).toBe(403)
    const other = await registerFirm(server.app)
    const foreign = await server.call(list, { body, token: other.token })
    expect([403, 404]).toContain(foreign.status)
    expect(foreign.body.responseData?.data ?? []).toEqual([])

    // The gate clerk of Narayangaon sees its movements, not Pimpalgaon's.
    const clerk = await signIn(server.app, USERS.gateClerk)
    const own = await server.call(list, { body, token: clerk.token })
    expect(own.status).toBe(200)
    expect(own.body.responseData!.totalCount).toBeGreaterThan(0)
    const pimpalgaon = await marketNamed(server, 'Pimpalgaon Baswant')
    const elsewhere = await server.call(list, {
      body: { ...body, marketKeyID: pimpalgaon.marketKeyID },
      token: clerk.token,
    })
    expect(elsewhere.body).toMatchObject({ statusCode: 403, errorMessage: MARKET_MESSAGES.notAssigned })
  })

  it('names a buyer’s crates as well as a farmer’s', async () => {
    const f = await crateFixture(server)
    const buyers = await server.allRows(list, { marketKeyID: f.marketKeyID, partyType: PARTY_TYPE.Buyer })
    expect(buyers.length).toBeGreaterThan(0)
    for (const r of buyers.slice(0, 20)) {
      expect(r.partyType).toBe(PARTY_TYPE.Buyer)
      expect(r.partyName).not.toBe('')
    }
  })
})
