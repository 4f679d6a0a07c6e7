import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api } from '../../contracts'
import { buildServer } from '../app'
import { Store } from '../store/store'
import { data, signIn, TEST_PASSWORD_COST } from '../test/support'
import { SEED_EMPLOYEES, seedPasswordHash, seedStore } from '.'
import { SERVICES } from './default-services'

const listAll = { pageNo: 0, pageSize: 100 }

const FIXED_HASH = 'x'
/** sha256 of every table's rows in order, from seeds built before any change to how seeding works. */
const SEED_DIGEST = '456485c22735abeefbe2e3dbd731aea4f9fdfdf3f7251cf1ede91ad99fc64100'
const SEED_DIGEST_WITH_OPTIONS = '5b3865f23653fe0f10d1716ec6e77fc975d009a47369dc6841ec69a7865c3a49'

function seedDigest(store: Store): string {
  const hash = createHash('sha256')
  for (const [name, rows] of store.snapshot()) {
    hash.update(`${name}\n`)
    for (const [key, row] of rows) hash.update(`${key}\t${JSON.stringify(row)}\n`)
  }
  return hash.digest('hex')
}

describe('seed', () => {
  it('is the same on every start: every row of every table, in order, as pinned', async () => {
    // A change meant to make seeding cheaper must leave every row as it was; a change of the demo data
    // itself updates the pin (and says so in its commit).
    expect(seedDigest(await seeded())).toBe(SEED_DIGEST)
  }, 60_000)

  it('is the same on every start with other options: another today, extra markets and tokens', () => {
    const store = new Store()
    seedStore(store, { today: '2027-02-03', extraMarkets: 3, extraTokens: 40, passwordHash: FIXED_HASH })
    expect(seedDigest(store)).toBe(SEED_DIGEST_WITH_OPTIONS)
  }, 60_000)

  it('without history: the same firm, masters, markets, people and parties, and no market day', async () => {
    const full = await seeded()
    const short = new Store()
    seedStore(short, { today: '2026-11-21', extraMarkets: 0, passwordHash: FIXED_HASH, history: false })
    const kept = [
      'companies',
      'roles',
      'employees',
      'states',
      'markets',
      'products',
      'farmers',
      'buyers',
      'files',
    ]
    for (const [name, rows] of short.snapshot()) {
      if (kept.includes(name)) expect([...rows.values()], name).toEqual([...full.tables.get(name)!.values()])
    }
    for (const name of [
      'vehicleEntries',
      'tokens',
      'auctionLines',
      'farmerBills',
      'buyerBills',
      'payments',
    ]) {
      expect(short.tables.get(name)!.size, name).toBe(0)
    }
    expect(full.tokens.size).toBeGreaterThan(0)
  }, 60_000)

  it('with a short history: the market days of that many days before today, sold, billed and paid', () => {
    // A bench's smoke run seeds a week: the same kinds of rows, a fraction of them.
    const store = new Store()
    seedStore(store, { today: '2026-11-21', extraMarkets: 0, passwordHash: FIXED_HASH, historyDays: 3 })
    const dates = new Set([...store.tokens.values()].map((t) => t.tokenDate))
    expect([...dates].sort()).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'])
    for (const name of ['auctionLines', 'farmerBills', 'buyerBills', 'payments', 'walletDays']) {
      expect(store.tables.get(name)!.size, name).toBeGreaterThan(0)
    }
    const days = [...store.walletDays.values()].map((w) => w.walletDate).sort()
    expect(days[0]).toBe('2026-11-18')
  })

  it('follows "today": creation dates move with it', async () => {
    const at = async (today: string) => {
      // The markets come before the market days: a seed without them shows the same dates.
      const app = buildServer({ passwordCost: TEST_PASSWORD_COST, today, history: false })
      const demo = await signIn(app)
      const rows = await data(app, api.market.list, { token: demo.token, body: listAll })
      await app.close()
      return rows[0]!.createdDate.slice(0, 10)
    }
    expect(await at('2026-11-21')).toBe('2026-11-21')
    expect(await at('2027-02-03')).toBe('2027-02-03')
  }, 60_000)

  it('seeds 10,000 extra markets for load tests, each with its services and its own name', async () => {
    // How long that takes is measured by `npm run bench:gate`, not asserted here: the demo history
    // alone takes seconds, and a timing under test-suite load says nothing.
    // Markets are drawn before the market days, so the history is left out here.
    const store = new Store()
    seedStore(store, {
      today: '2026-11-21',
      extraMarkets: 10_000,
      passwordHash: await seedPasswordHash(TEST_PASSWORD_COST),
      history: false,
    })
    expect(store.markets.size).toBe(10_028)
    expect(store.marketServices.size).toBe(10_028)
    const names = new Set([...store.markets.values()].map((m) => m.marketPlaceName.toLowerCase()))
    expect(names.size).toBe(10_028)
  })

  it('has one seed employee per mobile 9000000001.. on their seeded role, one of them inactive', async () => {
    const store = await seeded()
    const employees = [...store.employees.values()]
    expect(employees.map((e) => e.mobileNo)).toEqual(SEED_EMPLOYEES.map((_, i) => `900000000${i + 1}`))
    expect(employees.filter((e) => !e.isActive)).toHaveLength(1)
    const roleOf = (mobile: string) => {
      const e = employees.find((x) => x.mobileNo === mobile)!
      return store.roles.in(e.companyKeyID, e.roleTypeID)!.roleName
    }
    expect(
      [
        '9000000001',
        '9000000002',
        '9000000003',
        '9000000004',
        '9000000005',
        '9000000006',
        '9000000007',
        '9000000008',
      ].map(roleOf),
    ).toEqual([
      'Super Admin',
      'Admin',
      'SA',
      'Accountant',
      'Gate Clerk',
      'Auction Clerk',
      'SA Support',
      'Cashier',
    ])
    for (const e of employees) expect(e.marketKeyIDs.length).toBeGreaterThan(0)
  })

  it('has the nine system roles with IDs 1 to 9, only the first a Super Admin', async () => {
    const store = await seeded()
    const roles = [...store.roles.values()]
    expect(roles.map((r) => [r.roleTypeID, r.roleName])).toEqual([
      [1, 'Super Admin'],
      [2, 'Admin'],
      [3, 'SA'],
      [4, 'SA Support'],
      [5, 'Super Admin Reduced'],
      [6, 'Accountant'],
      [7, 'Gate Clerk'],
      [8, 'Auction Clerk'],
      [9, 'Cashier'],
    ])
    expect(roles.filter((r) => r.isSuperAdmin).map((r) => r.roleName)).toEqual(['Super Admin'])
    expect(roles.every((r) => r.isSystem && r.isActive)).toBe(true)
  })

  it('seeds the system services with the default services IDs (farmer 1..6, buyer 7..9)', async () => {
    const store = await seeded()
    const [firm] = [...store.companies.values()]
    for (const party of ['farmer', 'buyer'] as const) {
      for (const { serviceID, serviceName } of SERVICES[party]) {
        expect(store.services.in(firm!.companyKeyID, serviceID)).toMatchObject({
          serviceName,
          partyType: party === 'farmer' ? 1 : 2,
          isSystem: true,
          chargeBasis: serviceName === 'Stationary' ? 'PerBill' : 'PerUnit',
        })
      }
    }
  })

  it('seeds about 240 farmers with no likely duplicates, valid mobiles and codes from 1001', async () => {
    const store = await seeded()
    const farmers = [...store.farmers.values()]
    expect(farmers).toHaveLength(240)
    expect(farmers.map((f) => f.farmerCode).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 240 }, (_, i) => 1001 + i),
    )
    const employeeMobiles = [...store.employees.values()].map((e) => e.mobileNo)
    const mobiles = farmers.map((f) => f.mobileNo)
    expect(new Set([...mobiles, ...employeeMobiles]).size).toBe(mobiles.length + employeeMobiles.length)
    for (const mobile of mobiles) expect(mobile).toMatch(/^[789]\d{9}$/)
    expect(new Set(farmers.map((f) => `${f.farmerName}|${f.village}`)).size).toBe(240)
    expect(farmers.filter((f) => f.ifsc).length).toBeGreaterThan(50)
    expect(farmers.filter((f) => f.openingBalance === 0).length).toBeGreaterThan(200)
    for (const f of farmers) expect(f.marketKeyIDs.length).toBeGreaterThan(0)
    expect(farmers.find((f) => f.farmerCode === 1001)).toMatchObject({
      farmerName: 'Sunil Pawar',
      village: 'Vinchur',
    })
  })

  it("seeds the firm's buyers with well-formed, plainly fake GSTINs starting 27", async () => {
    const store = await seeded()
    const buyers = [...store.buyers.values()]
    expect(buyers.length).toBeGreaterThanOrEqual(30)
    expect(buyers.map((b) => `${b.firmName} (${b.city})`)).toEqual(
      expect.arrayContaining([
        'Shree Samarth Fruit Co. (Vashi)',
        'Jain Traders (Pimpalgaon)',
        'Bengal Tomato Suppliers (Kolkata)',
        'Gupta Sabzi Bhandar (Azadpur)',
      ]),
    )
    const gstins = buyers.map((b) => b.gstin).filter(Boolean)
    expect(gstins.length).toBeGreaterThan(15)
    for (const gstin of gstins) expect(gstin).toMatch(/^27DEMO[A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/)
    expect(new Set(gstins).size).toBe(gstins.length)
  })
})

/**
 * One seed for the tests that only read it (seeding takes seconds). The password hash is fixed: a
 * real one has a random salt, and the rows are pinned below.
 */
let shared: Store | undefined
async function seeded(): Promise<Store> {
  if (!shared) {
    shared = new Store()
    seedStore(shared, { today: '2026-11-21', extraMarkets: 0, passwordHash: FIXED_HASH })
  }
  return shared
}
