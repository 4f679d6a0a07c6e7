import { cachedHash } from '../auth/passwords'
import type { Store } from '../store/store'
import { buildLocations } from './locations'
import { buildMarkets, DEMO_MARKETS } from './markets'
import { buildMasters } from './masters'
import { buildBuyers, buildFarmers } from './parties'
import { buildPeople, DEMO_PASSWORD, SEED_EMPLOYEES } from './people'
import { createPrng } from './prng'
import { buildRoles } from './roles'

export { DEMO_PASSWORD, FIRM_NAME, SEED_EMPLOYEES } from './people'

export interface SeedOptions {
  today: string
  extraMarkets: number
  /** See seedPasswordHash. */
  passwordHash: string
}

/**
 * The seed employees share the demo password, so they share one hash (random salt, production cost):
 * one scrypt per process instead of one per employee keeps start-up under a second.
 */
export const seedPasswordHash = (cost: number): Promise<string> => cachedHash('seed', DEMO_PASSWORD, cost)

/**
 * Fills an empty store with the demo data, in dependency order: places and masters → firm → markets →
 * people → parties. Parties and masters draw from their own generators, so adding to them never
 * changes the keys of markets or employees.
 */
export function seedStore(store: Store, { today, extraMarkets, passwordHash }: SeedOptions): void {
  const prng = createPrng(20_261_121)
  const locations = buildLocations(today)
  const companyKeyID = prng.uuid()
  const employeeKeyIDs = SEED_EMPLOYEES.map(() => prng.uuid())
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
  const masters = buildMasters(today, createPrng(1121))
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
    for (const row of locations.states) store.states.set(row)
    for (const row of locations.districts) store.districts.set(row)
    for (const row of locations.talukas) store.talukas.set(row)
    for (const row of buildRoles(people.company.createdDate)) store.roles.set(row)
    for (const row of masters.currencies) store.currencies.set(row)
    for (const row of masters.vehicleTypes) store.vehicleTypes.set(row)
    for (const row of masters.products) store.products.set(row)
    for (const row of masters.services) store.services.set(row)
    for (const row of masters.expenseCategories) store.expenseCategories.set(row)
    store.companies.set(people.company)
    for (const row of markets.markets) store.markets.set(row)
    for (const row of markets.services) store.marketServices.set(row)
    for (const row of people.employees) store.employees.set(row)
    for (const row of farmers) store.farmers.set(row)
    for (const row of buyers) store.buyers.set(row)
    for (const row of [...markets.files, ...people.files]) store.files.set(row)
  })
}
