import type { CrateTypeRow } from '../../contracts'
import type { FirmRow } from './firm-table'

export type CrateTypeRecord = CrateTypeRow & FirmRow

/** One count of crates going out to a party or coming back; cancelled with a reason, never deleted. */
export interface CrateMovementRecord {
  crateMovementKeyID: string
  movementNo: string
  companyKeyID: string
  marketKeyID: string
  /** YYYY-MM-DD. */
  movementDate: string
  partyType: 1 | 2
  partyKeyID: string
  crateTypeID: number
  direction: 1 | 2
  quantity: number
  /** Empty when entered by hand. */
  tokenKeyID: string
  /** The sale line the crates went out with; empty (or absent on older rows) otherwise. */
  auctionLineKeyID?: string
  /** The bill that charged these crates as lost (an In); empty or absent otherwise. */
  billKeyID?: string
  /** The vehicle entry empties came back with at the gate; absent otherwise. */
  vehicleEntryKeyID?: string
  remarks: string
  status: 1 | 2
  cancelReason: string
  /** ISO date-time (UTC). */
  createdDate: string
  userKeyID: string
}

/** The crates of a type a market owns, counted when the firm takes stock (keyed `<market>|<type>`). */
export interface CrateStockRecord {
  marketKeyID: string
  crateTypeID: number
  owned: number
}

/**
 * A bill's charge for one type of crates kept past the firm's days, at the type's lost value then;
 * counted in the bill's other deductions or charges (otherPaise).
 */
export interface CrateChargeRecord {
  crateTypeID: number
  crateTypeName: string
  crates: number
  ratePaise: number
  amountPaise: number
}
