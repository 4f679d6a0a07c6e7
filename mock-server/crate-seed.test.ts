import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  api,
  byCrateDate,
  CRATE_DIRECTION,
  CRATE_MOVEMENT_STATUS,
  crateDelta,
  PARTY_TYPE,
} from '../contracts'
import { crateFixture, movementBody } from './test/crates'
import { seededServer } from './test/support'

const server = seededServer()

/** The seeded markets that have crate movements, by name. */
async function crateMarkets() {
  const markets = await server.allRows(api.market.list)
  const moved = new Set([...server.app.mockStore.crateMovements.values()].map((m) => m.marketKeyID))
  return markets.filter((m) => moved.has(m.marketKeyID))
}

describe('the seeded month of crates', () => {
  it('covers the tomato and pomegranate markets with a month of movements', async () => {
    const names = (await crateMarkets()).map((m) => m.marketPlaceName).sort()
    expect(names).toEqual(expect.arrayContaining(['Narayangaon', 'Sangola']))
    const dates = [...server.app.mockStore.crateMovements.values()].map((m) => m.movementDate).sort()
    expect(dates.at(-1)! > '2026-11-14').toBe(true)
    expect(dates[0]! < '2026-10-25').toBe(true)
  })

  it('reconciles every balance with its movements, and no balance was ever below zero', async () => {
    for (const market of await crateMarkets()) {
      const movements = [...server.app.mockStore.crateMovements.values()].filter(
        (m) => m.marketKeyID === market.marketKeyID && m.status === CRATE_MOVEMENT_STATUS.Active,
      )
      const running = new Map<string, number>()
      const byDate = movements.map((m) => ({ ...m, date: m.movementDate, particulars: '' })).sort(byCrateDate)
      for (const m of byDate) {
        const key = `${m.partyKeyID}|${m.crateTypeID}`
        const balance = (running.get(key) ?? 0) + crateDelta(m)
        expect(balance, `${market.marketPlaceName} ${m.movementNo}`).toBeGreaterThanOrEqual(0)
        running.set(key, balance)
      }
      const rows = await server.allRows(api.crate.balanceList, { marketKeyID: market.marketKeyID })
      expect(rows).toHaveLength(running.size)
      for (const row of rows) {
        expect(row.balance).toBe(running.get(`${row.partyKeyID}|${row.crateTypeID}`))
        expect(row.outQty - row.inQty).toBe(row.balance)
      }
      const stock = await server.data(api.crate.stock, { query: { MarketKeyID: market.marketKeyID } })
      for (const s of stock) {
        const held = (partyType: number) =>
          rows
            .filter((r) => r.crateTypeID === s.crateTypeID && r.partyType === partyType)
            .reduce((sum, r) => sum + r.balance, 0)
        expect(s.withFarmers).toBe(held(PARTY_TYPE.Farmer))
        expect(s.withBuyers).toBe(held(PARTY_TYPE.Buyer))
        expect(s.owned).toBe(s.withFarmers + s.withBuyers + s.inYard)
        expect(s.inYard).toBeGreaterThanOrEqual(0)
      }
    }
  })

  it('lists overdue holders first: the oldest crates still out lead', async () => {
    const [market] = await crateMarkets()
    const rows = await server.allRows(api.crate.balanceList, { marketKeyID: market!.marketKeyID })
    const dates = rows.map((r) => r.oldestOutDate || '9999-12-31')
    expect(dates).toEqual([...dates].sort())
    expect(rows[0]!.balance).toBeGreaterThan(0)
  })

  it('holds what a real market would: no party with more than a lorry’s crates, a few overdue holders', async () => {
    // More than the demo firm's 30 charge days before 2026-11-21.
    const overdueBefore = '2026-10-22'
    let overdue = 0
    for (const market of await crateMarkets()) {
      const rows = await server.allRows(api.crate.balanceList, { marketKeyID: market.marketKeyID })
      // Buyers bring most crates back the same day or the next: balances stay in the tens.
      expect(Math.max(...rows.map((r) => r.balance)), market.marketPlaceName).toBeLessThan(150)
      overdue += rows.filter((r) => r.balance > 0 && r.oldestOutDate < overdueBefore).length
    }
    // Parties of a market with no crates of the month took empties before it and have not come back.
    expect(overdue).toBeGreaterThanOrEqual(5)
  })
})

describe('any sequence of movements', () => {
  it('keeps a balance equal to out minus in of what was accepted, never below zero', async () => {
    const f = await crateFixture(server, { fresh: true })
    const op = fc.record({
      direction: fc.constantFrom(CRATE_DIRECTION.Out, CRATE_DIRECTION.In),
      quantity: fc.integer({ min: 1, max: 9 }),
      cancelLast: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const before = f.balanceOf(
          await server.allRows(api.crate.balanceList, { marketKeyID: f.marketKeyID }),
        )
        let expected = before
        for (const { direction, quantity, cancelLast } of ops) {
          const answer = await server.call(api.crate.addMovement, {
            body: movementBody(f, { direction, quantity }),
          })
          const delta = direction === CRATE_DIRECTION.Out ? quantity : -quantity
          expect(answer.status).toBe(expected + delta >= 0 ? 200 : 400)
          if (answer.status !== 200) continue
          expected += delta
          if (!cancelLast) continue
          const cancel = await server.call(api.crate.cancelMovement, {
            body: {
              crateMovementKeyID: answer.body.responseData!.data.crateMovementKeyID,
              reason: 'Mistake',
            },
          })
          expect(cancel.status).toBe(expected - delta >= 0 ? 200 : 400)
          if (cancel.status === 200) expected -= delta
        }
        const rows = await server.allRows(api.crate.balanceList, { marketKeyID: f.marketKeyID })
        expect(f.balanceOf(rows)).toBe(expected)
        expect(expected).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 25 },
    )
  })
})
