import { openPeriod } from '@contracts'
import { todayInKolkata } from './format'

/** The bounds of a money document's date picker: the server refuses any day outside the open period. */
export function openPeriodBounds(): { min: string; max: string } {
  const { fromDate, toDate } = openPeriod(todayInKolkata())
  return { min: fromDate, max: toDate }
}
