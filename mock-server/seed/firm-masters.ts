import { randomUUID } from 'node:crypto'
import type { FirmRow, FirmTable } from '../store/firm-table'
import type { Store } from '../store/store'
import { buildLocations, type LocationSeed } from './locations'
import { buildMasters, type MasterSeed } from './masters'
import { createPrng } from './prng'
import { buildRoles } from './roles'

/** The rows every firm starts with, by the name of their table in the store. */
type Defaults = LocationSeed & MasterSeed & { roles: ReturnType<typeof buildRoles> }

const defaultsByToday = new Map<string, Defaults>()

/** The masters every firm starts with, built once per business date (their creation times hang on it). */
export function firmDefaults(today: string): Defaults {
  let defaults = defaultsByToday.get(today)
  if (!defaults) {
    // Roles carry no creation time of their own: they came with the firm.
    const roles = buildRoles('')
    defaults = { ...buildLocations(today), ...buildMasters(today, createPrng(1121)), roles }
    defaultsByToday.set(today, defaults)
  }
  return defaults
}

export interface FirmMastersOptions {
  today: string
  /** When the firm came to be. */
  createdDate: string
  /**
   * A firm that signs up now: every row is created now, and keys that are UUIDs (unique across firms)
   * are new. The demo firm keeps the seed's keys and creation times spread over the year, so the date
   * ranges of its lists select.
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
  const own = (row: { createdDate: string }) => {
    const copy: Record<string, unknown> = { ...row, companyKeyID }
    if (options.registered || !row.createdDate) copy.createdDate = options.createdDate
    if (options.registered) {
      for (const field of Object.keys(copy))
        if (field.endsWith('KeyID') && field !== 'companyKeyID') copy[field] = randomUUID()
    }
    return copy as unknown as FirmRow
  }
  store.write(() => {
    for (const name of Object.keys(defaults) as (keyof Defaults)[]) {
      const table = store[name] as unknown as FirmTable<FirmRow>
      for (const row of defaults[name]) table.set(own(row))
    }
  })
}
