import { randomUUID } from 'node:crypto'
import type { Store } from '../store/store'
import { buildLocations, type LocationSeed } from './locations'
import { buildMasters, type MasterSeed } from './masters'
import { createPrng } from './prng'
import { buildRoles } from './roles'

type Defaults = LocationSeed & MasterSeed & { roles: ReturnType<typeof buildRoles> }

const defaultsByToday = new Map<string, Defaults>()

/** The masters every firm starts with, built once per business date (their creation times hang on it). */
export function firmDefaults(today: string): Defaults {
  let defaults = defaultsByToday.get(today)
  if (!defaults) {
    defaults = { ...buildLocations(today), ...buildMasters(today, createPrng(1121)), roles: buildRoles('') }
    defaultsByToday.set(today, defaults)
  }
  return defaults
}

export interface FirmMastersOptions {
  today: string
  /** When the firm came to be: its roles' creation time, and every row's when `registered`. */
  createdDate: string
  /**
   * A firm that signs up today: every row is created now and expense categories get new keys. The demo
   * firm keeps the seed's creation times spread over the year, so date ranges of its lists select.
   */
  registered: boolean
}

/**
 * Gives a firm its own copy of the default masters: places, the nine system roles with their
 * permissions, currencies, vehicle types, products with grades, the system services and expense
 * categories. IDs are the seed's in every firm, so code naming a seeded ID (role 1, service 7) holds.
 */
export function addFirmMasters(store: Store, companyKeyID: string, options: FirmMastersOptions): void {
  const defaults = firmDefaults(options.today)
  const own = <Row extends { createdDate: string }>(row: Row) => ({
    ...row,
    companyKeyID,
    createdDate: options.registered ? options.createdDate : row.createdDate,
  })
  store.write(() => {
    for (const row of defaults.states) store.states.set(own(row))
    for (const row of defaults.districts) store.districts.set(own(row))
    for (const row of defaults.talukas) store.talukas.set(own(row))
    for (const row of defaults.roles)
      store.roles.set({ ...row, companyKeyID, createdDate: options.createdDate })
    for (const row of defaults.currencies) store.currencies.set(own(row))
    for (const row of defaults.vehicleTypes) store.vehicleTypes.set(own(row))
    for (const row of defaults.products) store.products.set(own(row))
    for (const row of defaults.services) store.services.set(own(row))
    for (const row of defaults.expenseCategories) {
      const categoryKeyID = options.registered ? randomUUID() : row.categoryKeyID
      store.expenseCategories.set({ ...own(row), categoryKeyID })
    }
  })
}
