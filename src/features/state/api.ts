import type { QueryKey } from '@tanstack/react-query'
import { crudApi } from '@/lib/crud-api'

/**
 * What a change of any place makes stale: the State → District → Taluka pickers (['location']), the
 * three masters' lists (a district's state name, a state's district count) and the market list, whose
 * rows show place names.
 */
export const PLACE_CHANGES: readonly QueryKey[] = [
  ['location'],
  ['state'],
  ['district'],
  ['taluka'],
  ['market'],
]

export const stateApi = crudApi('state', { alsoInvalidates: PLACE_CHANGES })
