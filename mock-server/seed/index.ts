import { cachedHash } from '../auth/passwords'
import type { Store } from '../store/store'
import { AuctionSeeder } from './auction'
import { BillingSeeder } from './billing'
import { seedCrates } from './crates'
import { addFirmMasters, firmDefaults } from './firm-masters'
import { GateSeeder } from './gate'
import { buildMarkets, DEMO_MARKETS } from './markets'
import { MoneySeeder } from './money'
import { seedNotifications } from './notifications'
import { buildBuyers, buildFarmers } from './parties'
import { buildPeople, DEMO_PASSWORD, SEED_EMPLOYEES } from './people'
import { createPrng } from './prng'

export { DEMO_PASSWORD, FIRM_NAME, SEED_EMPLOYEES } from './people'

/** The seed employees whose keys come from the firm's own generator, drawn before the markets. */
const FIRST_EMPLOYEES = 7

export interface SeedOptions {
  today: string
  extraMarkets: number
  /** Historic tokens added before the demo markets' gate history, for load tests. */
  extraTokens?: number
  /** See seedPasswordHash. */
  passwordHash: string
  /**
   * false: the firm, its masters, markets, people and parties without the months of market days (no
   * tokens, sales, bills, money documents, crates or notifications), for tests of persistence rather
   * than of history: a data file of it is kilobytes instead of 200 MB.
   */
  history?: boolean
  /**
   * How many market days before today the history covers (default GATE_HISTORY_DAYS, two months). A
   * few days are enough where only the path through the rows is tried, not their volume: a bench's
   * smoke run seeds in a fraction of the time.
   */
  historyDays?: number
}

/**
 * The seed employees share the demo password, so they share one hash (random salt, production cost):
 * one scrypt per process instead of one per employee keeps start-up under a second.
 */
export const seedPasswordHash = (cost: number): Promise<string> => cachedHash('seed', DEMO_PASSWORD, cost)

/**
 * Fills an empty store with the demo data, in dependency order: firm and its masters → markets →
 * people → parties → the gate's vehicles and tokens → the auction's sales of them → their bills → the
 * money documents and wallet days (which pay those bills). Parties, masters, the gate and the money
 * draw from their own generators, so adding to them never changes the keys of markets or employees.
 */
export function seedStore(
  store: Store,
  { today, extraMarkets, extraTokens = 0, passwordHash, history = true, historyDays }: SeedOptions,
): void {
  const prng = createPrng(20_261_121)
  const locations = firmDefaults(today)
  const companyKeyID = prng.uuid()
  // Employees after the first seven draw from their own generator: adding one never changes the keys
  // of the markets drawn after the first seven.
  const laterEmployees = createPrng(8)
  const employeeKeyIDs = SEED_EMPLOYEES.map((_, i) => (i < FIRST_EMPLOYEES ? prng : laterEmployees).uuid())
  const markets = buildMarkets({
    today,
    companyKeyID,
    userKeyID: employeeKeyIDs[0]!,
    locations,
    prng,
    extra: extraMarkets,
    extraPrng: createPrng(10_000),
  })
  const demoMarketKeyIDs = markets.markets.slice(0, DEMO_MARKETS.length).map((m) => m.marketKeyID)
  const people = buildPeople({ today, companyKeyID, employeeKeyIDs, demoMarketKeyIDs, passwordHash })
  const parties = {
    today,
    companyKeyID,
    userKeyID: employeeKeyIDs[0]!,
    locations,
    demoMarketKeyIDs,
    prng: createPrng(2026),
    takenMobiles: new Set(people.employees.map((e) => e.mobileNo)),
  }
  const farmers = buildFarmers(parties)
  const buyers = buildBuyers(parties)
  store.write(() => {
    store.companies.set(people.company)
    addFirmMasters(store, companyKeyID, { today, createdDate: people.company.createdDate, registered: false })
    for (const row of markets.markets) store.markets.set(row)
    for (const row of markets.services) store.marketServices.set(row)
    for (const row of people.employees) store.employees.set(row)
    for (const row of farmers) store.farmers.set(row)
    for (const row of buyers) store.buyers.set(row)
    // The demo firm's own images: its markets and employees name them, and so may its new records.
    for (const row of [...markets.files, ...people.files]) store.files.set({ ...row, companyKeyID })
    if (!history) return
    const gate = new GateSeeder({
      today,
      companyKeyID,
      userKeyID: employeeKeyIDs[0]!,
      demoMarketKeyIDs,
      farmers,
      gradesOf: (productID) => store.products.in(companyKeyID, productID)?.grades.map((g) => g.gradeID) ?? [],
      prng: createPrng(60),
      historyDays,
    })
    gate.history()
    const auction = new AuctionSeeder({
      today,
      userKeyID: employeeKeyIDs[0]!,
      farmers,
      buyers,
      productOf: (productID) => store.products.in(companyKeyID, productID)!,
      prng: createPrng(4),
    })
    auction.sell(gate.tokens, gate.vehicleEntries)
    // Load-test tokens stay unsold: selling 100,000 of them would add seconds to every start.
    if (extraTokens > 0) gate.extra(extraTokens)
    const sold = new Map(auction.tokens.map((token) => [token.tokenKeyID, token]))
    // The market day's tables are loaded whole: one change each instead of one per row keeps start-up short.
    store.vehicleEntries.load(gate.vehicleEntries)
    const billing = new BillingSeeder({
      store,
      today,
      companyKeyID,
      userKeyID: employeeKeyIDs[SEED_EMPLOYEES.findIndex((e) => e.role === 'Accountant')]!,
      demoMarketKeyIDs,
      prng: createPrng(11),
    })
    const settled = billing.settle(
      gate.tokens.map((row) => sold.get(row.tokenKeyID) ?? row),
      auction.lines,
      auction.lots,
    )
    store.tokens.load(settled.tokens)
    store.auctionLines.load(settled.lines)
    store.trolleyAuctions.load(settled.lots)
    seedCrates(
      { store, today, companyKeyID, userKeyID: employeeKeyIDs[0]!, prng: createPrng(27) },
      settled.tokens,
      settled.lines,
    )
    billing.bills()
    new MoneySeeder(store, {
      today,
      companyKeyID,
      userKeyID: employeeKeyIDs[0]!,
      demoMarketKeyIDs,
      categoryKeyID: (name) =>
        store.expenseCategories.of(companyKeyID, (c) => c.categoryName === name)[0]?.categoryKeyID ?? '',
      prng: createPrng(4_2026),
      historyDays,
    }).history()
    seedNotifications(store, { today, companyKeyID, demoMarketKeyIDs, employeeKeyIDs })
  })
}
