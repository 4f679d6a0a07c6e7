import { LOCATION_MESSAGES, MARKET_MESSAGES, PARTY_MESSAGES } from '../../contracts'
import { badRequest, conflict, type HttpError } from '../errors'
import type { Store } from '../store/store'

/** What farmers and buyers share: their firm's numbering, a place that holds together, duplicate warnings. */

interface PlaceInput {
  stateID?: number | null
  districtID?: number | null
  talukaID?: number | null
}

export interface Place {
  stateID: number | null
  districtID: number | null
  talukaID: number | null
}

/**
 * A party's place is one of the firm's own and may stop at any level; what is given must hold together. A missing parent is taken
 * from the child (a taluka names its district and state), a given one must match it.
 */
export function resolvePlace(store: Store, companyKeyID: string, input: PlaceInput): Place {
  const talukaID = input.talukaID || null
  let districtID = input.districtID || null
  let stateID = input.stateID || null
  if (talukaID) {
    const taluka = store.talukas.in(companyKeyID, talukaID)
    if (!taluka) throw badRequest('talukaID', LOCATION_MESSAGES.unknownTaluka)
    if (districtID && districtID !== taluka.districtID) {
      throw badRequest('talukaID', MARKET_MESSAGES.talukaOutsideDistrict)
    }
    districtID = taluka.districtID
  }
  if (districtID) {
    const district = store.districts.in(companyKeyID, districtID)
    if (!district) throw badRequest('districtID', LOCATION_MESSAGES.unknownDistrict)
    if (stateID && stateID !== district.stateID)
      throw badRequest('districtID', MARKET_MESSAGES.districtOutsideState)
    stateID = district.stateID
  }
  if (stateID && !store.states.in(companyKeyID, stateID))
    throw badRequest('stateID', MARKET_MESSAGES.unknownState)
  return { stateID, districtID, talukaID }
}

/** Codes staff call out in the yard: one more than the firm's highest. */
export function nextCode<Row extends { companyKeyID: string }>(
  rows: Iterable<Readonly<Row>>,
  companyKeyID: string,
  codeOf: (row: Readonly<Row>) => number,
): number {
  let highest = 0
  for (const row of rows) if (row.companyKeyID === companyKeyID) highest = Math.max(highest, codeOf(row))
  return highest + 1
}

/** A 409 naming the other party; saving again with confirmDuplicate goes ahead. */
export const possibleDuplicate = (other: string, sameWhat: string): HttpError =>
  conflict(`${PARTY_MESSAGES.duplicatePrefix} ${other} has the same ${sameWhat}. Save again to confirm.`)
