import { VEHICLE_ENTRY_STATUS } from '../../contracts'
import type { VehicleEntryRecord } from '../store/rows'
import type { Store } from '../store/store'

const day = (marketKeyID: string, date: string) => `${marketKeyID}|${date}`

/**
 * What the gate asks on every save without scanning the tables: the last entry and token number of a
 * market's day, and which vehicles are In there. Derived from the rows: rebuilt when the store changed
 * in a way the gate did not record (another module's write, a reset, a data file), and brought up to
 * date in place after the gate's own writes, which are synchronous and so the only change in between.
 */
export class GateIndex {
  readonly #lastEntryNo = new Map<string, number>()
  readonly #lastTokenNo = new Map<string, number>()
  readonly #inside = new Map<string, string>()

  constructor(
    private readonly store: Store,
    public version: number,
  ) {
    for (const entry of store.vehicleEntries.values()) {
      this.#raise(this.#lastEntryNo, day(entry.marketKeyID, entry.entryDate), entry.entryNo)
      if (entry.status === VEHICLE_ENTRY_STATUS.In)
        this.#inside.set(this.#insideKey(entry), entry.vehicleEntryKeyID)
    }
    for (const token of store.tokens.values())
      this.#raise(this.#lastTokenNo, day(token.marketKeyID, token.tokenDate), token.tokenNo)
  }

  lastEntryNo = (marketKeyID: string, date: string) => this.#lastEntryNo.get(day(marketKeyID, date)) ?? 0
  lastTokenNo = (marketKeyID: string, date: string) => this.#lastTokenNo.get(day(marketKeyID, date)) ?? 0

  /** The entry that has this vehicle In at the market on that day, if any. */
  inside(marketKeyID: string, date: string, vehicleNo: string): Readonly<VehicleEntryRecord> | undefined {
    const key = this.#inside.get(`${day(marketKeyID, date)}|${vehicleNo}`)
    return key === undefined ? undefined : this.store.vehicleEntries.get(key)
  }

  /** Records an entry as saved (and its previous state), with the highest token number it used. */
  saved(
    previous: Readonly<VehicleEntryRecord> | null,
    entry: Readonly<VehicleEntryRecord>,
    lastTokenNo: number,
  ) {
    if (previous?.status === VEHICLE_ENTRY_STATUS.In) this.#inside.delete(this.#insideKey(previous))
    if (entry.status === VEHICLE_ENTRY_STATUS.In)
      this.#inside.set(this.#insideKey(entry), entry.vehicleEntryKeyID)
    this.#raise(this.#lastEntryNo, day(entry.marketKeyID, entry.entryDate), entry.entryNo)
    this.#raise(this.#lastTokenNo, day(entry.marketKeyID, entry.entryDate), lastTokenNo)
  }

  #insideKey = (entry: Readonly<VehicleEntryRecord>) =>
    `${day(entry.marketKeyID, entry.entryDate)}|${entry.vehicleNo}`

  #raise(map: Map<string, number>, key: string, value: number) {
    if (value > (map.get(key) ?? 0)) map.set(key, value)
  }
}

const indexes = new WeakMap<Store, GateIndex>()

/** The gate's index as of the store's current version. */
export function gateIndex(store: Store): GateIndex {
  let index = indexes.get(store)
  if (!index || index.version !== store.version) {
    index = new GateIndex(store, store.version)
    indexes.set(store, index)
  }
  return index
}

/**
 * Runs a gate write and records it in the index: the write is the only change since the index was
 * read, so the index stays current without a rebuild.
 */
export function gateWrite<T>(
  store: Store,
  change: () => T,
  record: (index: GateIndex, result: T) => void,
): T {
  const index = gateIndex(store)
  const result = store.write(change)
  if (index.version + 1 === store.version) {
    record(index, result)
    index.version = store.version
  }
  return result
}
