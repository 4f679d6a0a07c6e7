import { readSharedDate, STORAGE_KEYS, writeSharedDate } from './storage'
import { createStore, useStore } from './store'

export interface SharedDateRange {
  /** YYYY-MM-DD or null. */
  fromDate: string | null
  toDate: string | null
}

/** Read once on start, and only when the stored values are valid dates. */
const datesStore = createStore<SharedDateRange>(() => ({
  fromDate: readSharedDate(STORAGE_KEYS.fromDate),
  toDate: readSharedDate(STORAGE_KEYS.toDate),
}))

/** Stores valid YYYY-MM-DD dates; null, '' or an invalid date removes that key. */
export function setSharedDates(fromDate: string | null, toDate: string | null): void {
  writeSharedDate(STORAGE_KEYS.fromDate, fromDate)
  writeSharedDate(STORAGE_KEYS.toDate, toDate)
  datesStore.set({
    fromDate: readSharedDate(STORAGE_KEYS.fromDate),
    toDate: readSharedDate(STORAGE_KEYS.toDate),
  })
}

/** The from/to dates shared between lists, so a date filter can start where the last one ended. */
export function useSharedDates(): SharedDateRange & { setSharedDates: typeof setSharedDates } {
  return { ...useStore(datesStore), setSharedDates }
}
