import { readSharedDate, writeSharedDate } from '@/lib/storage'
import type { SharedDates } from './list-search'

/** Spec §3 shared from/to dates: every list's date filter starts from them and Custom updates them. */
export const readSharedDates = (): SharedDates => ({
  fromDate: readSharedDate('fromDate'),
  toDate: readSharedDate('toDate'),
})

export function writeSharedDates({ fromDate, toDate }: SharedDates): void {
  writeSharedDate('fromDate', fromDate)
  writeSharedDate('toDate', toDate)
}
