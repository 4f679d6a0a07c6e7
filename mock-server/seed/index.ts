import { cachedHash } from '../auth/passwords'
import type { Store } from '../store/store'
import { buildLocations } from './locations'
import { buildMarkets, DEMO_MARKETS } from './markets'
import { buildPeople, DEMO_PASSWORD, SEED_EMPLOYEES } from './people'
import { createPrng } from './prng'

export { DEMO_PASSWORD, FIRM_NAME, SEED_EMPLOYEES } from './people'

export interface SeedOptions {
  today: string
  extraMarkets: number
  /** One hash per SEED_EMPLOYEES entry (see seedPasswordHashes). */
  passwordHashes: readonly string[]
}

/** The seed employees' hashes, computed once per process for a given cost. */
export const seedPasswordHashes = (cost: number): Promise<string[]> =>
  Promise.all(SEED_EMPLOYEES.map((_, i) => cachedHash(`seed-employee-${i}`, DEMO_PASSWORD, cost)))

/** Fills an empty store with the demo data, in dependency order: places → firm → markets → people. */
export function seedStore(store: Store, { today, extraMarkets, passwordHashes }: SeedOptions): void {
  const prng = createPrng(20_261_121)
  const locations = buildLocations()
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
  const people = buildPeople({
    today,
    companyKeyID,
    employeeKeyIDs,
    demoMarketKeyIDs: markets.markets.slice(0, DEMO_MARKETS.length).map((m) => m.marketKeyID),
    passwordHashes,
  })
  store.write(() => {
    for (const row of locations.states) store.states.set(row)
    for (const row of locations.districts) store.districts.set(row)
    for (const row of locations.talukas) store.talukas.set(row)
    store.companies.set(people.company)
    for (const row of markets.markets) store.markets.set(row)
    for (const row of markets.services) store.marketServices.set(row)
    for (const row of people.employees) store.employees.set(row)
    for (const row of [...markets.files, ...people.files]) store.files.set(row)
  })
}
