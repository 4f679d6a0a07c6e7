import { LOCATION_MESSAGES } from '../../contracts'
import type { ServerContext } from '../context'
import { conflict } from '../errors'
import type { ReferenceKind, Store } from '../store/store'
import { firmMaster } from './master'

/** What states, districts and talukas share: their messages, their firm's rows, the rules on use. */

export const PLACE_ERRORS = {
  stateNotFound: 'State not found.',
  districtNotFound: 'District not found.',
  talukaNotFound: 'Taluka not found.',
  duplicateState: (name: string) => `A state named "${name}" already exists.`,
  duplicateCode: (code: string, state: string) => `GST state code ${code} is already used by ${state}.`,
  duplicateDistrict: (name: string, state: string) =>
    `A district named "${name}" already exists in ${state}.`,
  duplicateTaluka: (name: string, district: string) =>
    `A taluka named "${name}" already exists in ${district} district.`,
  unknownState: 'is not a known state.',
  unknownDistrict: 'is not a known district.',
  stateMismatch: 'does not match the state of the selected district.',
  moveInUse: 'This place is used by markets or parties, so it cannot move to another state or district.',
} as const

export const states = firmMaster({
  table: (s: Store) => s.states,
  key: 'stateID',
  notFound: PLACE_ERRORS.stateNotFound,
})
export const districts = firmMaster({
  table: (s: Store) => s.districts,
  key: 'districtID',
  notFound: PLACE_ERRORS.districtNotFound,
})
export const talukas = firmMaster({
  table: (s: Store) => s.talukas,
  key: 'talukaID',
  notFound: PLACE_ERRORS.talukaNotFound,
})

export const countBy = <Row>(rows: Iterable<Row>, keyOf: (row: Row) => number) => {
  const counts = new Map<number, number>()
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1)
  return counts
}

/** A place may move to another parent only while nothing points at it (markets keep their IDs). */
export function assertMovable(ctx: ServerContext, companyKeyID: string, kind: ReferenceKind, id: number) {
  if (ctx.store.isReferenced(kind, companyKeyID, id)) throw conflict(PLACE_ERRORS.moveInUse)
}

export function assertDeletable(ctx: ServerContext, companyKeyID: string, kind: ReferenceKind, id: number) {
  if (ctx.store.isReferenced(kind, companyKeyID, id)) throw conflict(LOCATION_MESSAGES.inUse)
}
