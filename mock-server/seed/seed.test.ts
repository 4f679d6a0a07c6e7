import { describe, expect, it } from 'vitest'
import { api } from '../../contracts'
import { buildServer } from '../app'
import { Store } from '../store/store'
import { data, signIn, startServer, TEST_PASSWORD_COST } from '../test/support'
import { SEED_EMPLOYEES, seedPasswordHash, seedStore } from '.'

const listAll = { pageNo: 0, pageSize: 100 }

describe('seed', () => {
  it('is the same on every start: keys, names and dates', async () => {
    const snapshots = []
    for (let i = 0; i < 2; i++) {
      const { app } = await startServer()
      const demo = await signIn(app)
      snapshots.push({
        demo: { ...demo, token: '' },
        markets: await data(app, api.market.list, { token: demo.token, body: listAll }),
      })
      await app.close()
    }
    expect(snapshots[0]).toEqual(snapshots[1])
  })

  it('follows "today": creation dates move with it', async () => {
    const at = async (today: string) => {
      const app = buildServer({ passwordCost: TEST_PASSWORD_COST, today })
      const demo = await signIn(app)
      const rows = await data(app, api.market.list, { token: demo.token, body: listAll })
      await app.close()
      return rows[0]!.createdDate.slice(0, 10)
    }
    expect(await at('2026-11-21')).toBe('2026-11-21')
    expect(await at('2027-02-03')).toBe('2027-02-03')
  })

  it('seeds 10,000 extra markets in well under 2 seconds', async () => {
    const passwordHash = await seedPasswordHash(TEST_PASSWORD_COST)
    const store = new Store()
    const started = performance.now()
    seedStore(store, { today: '2026-11-21', extraMarkets: 10_000, passwordHash })
    const elapsed = performance.now() - started
    expect(store.markets.size).toBe(10_028)
    expect(store.marketServices.size).toBe(10_028)
    expect(elapsed).toBeLessThan(2000)
    const names = new Set([...store.markets.values()].map((m) => m.marketPlaceName.toLowerCase()))
    expect(names.size).toBe(10_028)
  })

  it('has one seed employee per mobile 9000000001.., one of them inactive', async () => {
    const store = new Store()
    seedStore(store, {
      today: '2026-11-21',
      extraMarkets: 0,
      passwordHash: await seedPasswordHash(TEST_PASSWORD_COST),
    })
    const employees = [...store.employees.values()]
    expect(employees.map((e) => e.mobileNo)).toEqual(SEED_EMPLOYEES.map((_, i) => `900000000${i + 1}`))
    expect(employees.filter((e) => !e.isActive)).toHaveLength(1)
    expect(new Set(employees.map((e) => e.roleTypeName))).toEqual(
      new Set(['Super Admin', 'Admin', 'SA', 'Accountant', 'Gate Clerk', 'Auction Clerk']),
    )
    for (const e of employees) expect(e.marketKeyIDs.length).toBeGreaterThan(0)
  })
})
