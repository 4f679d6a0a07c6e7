import { LOCATION_MESSAGES } from '../../contracts'
import type { ServerContext } from '../context'
import { conflict } from '../errors'
import type { ReferenceKind, Store } from '../store/store'
import { firmMaster } from './master'

/** What states, districts and talukas share: their messages, their firm's rows, the rules on use. */

export const states = firmMaster({
  table: (s: Store) => s.states,
  key: 'stateID',
  notFound: LOCATION_MESSAGES.stateNotFound,
})
export const districts = firmMaster({
  table: (s: Store) => s.districts,
  key: 'districtID',
  notFound: LOCATION_MESSAGES.districtNotFound,
})
export const talukas = firmMaster({
  table: (s: Store) => s.talukas,
  key: 'talukaID',
  notFound: LOCATION_MESSAGES.talukaNotFound,
})

export const countBy = <Row>(rows: Iterable<Row>, keyOf: (row: Row) => number) => {
  const counts = new Map<number, number>()
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1)
  return counts
}

/** A place may move to another parent only while nothing points at it (markets keep their IDs). */
export function assertMovable(ctx: ServerContext, companyKeyID: string, kind: ReferenceKind, id: number) {
  if (ctx.store.isReferenced(kind, companyKeyID, id)) throw conflict(LOCATION_MESSAGES.moveInUse)
}

export function assertDeletable(ctx: ServerContext, companyKeyID: string, kind: ReferenceKind, id: number) {
  if (ctx.store.isReferenced(kind, companyKeyID, id)) throw conflict(LOCATION_MESSAGES.inUse)
}
