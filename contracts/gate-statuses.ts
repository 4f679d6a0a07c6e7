/**
 * The gate's document statuses, apart from their modules' schemas (a screen that only names a status
 * loads no schema) and from value-lists.ts (which is in every page's first load).
 */

/** Token status: Open → Graded → Auctioned → Billed, or Cancelled (number kept). */
export const TOKEN_STATUS = { Open: 1, Graded: 2, Auctioned: 3, Billed: 4, Cancelled: 5 } as const
export const TOKEN_STATUSES = [
  { value: 1, label: 'Open' },
  { value: 2, label: 'Graded' },
  { value: 3, label: 'Auctioned' },
  { value: 4, label: 'Billed' },
  { value: 5, label: 'Cancelled' },
] as const

/** Vehicle entry status: In at the gate, Out once it left, or Cancelled (number kept). */
export const VEHICLE_ENTRY_STATUS = { In: 1, Out: 2, Cancelled: 3 } as const
export const VEHICLE_ENTRY_STATUSES = [
  { value: 1, label: 'In' },
  { value: 2, label: 'Out' },
  { value: 3, label: 'Cancelled' },
] as const
