import { api } from '../../contracts'
import { handlers } from '../register'
import { sortByText } from './collate'

/**
 * Lookups answer active places by name: an inactive place is not offered for new records. An unknown
 * parent has no children, so its list is empty rather than an error.
 */
export const locationHandlers = handlers(api.location, {
  stateLookup: ({ ctx }) =>
    sortByText(
      ctx.store.states.filter((s) => s.isActive).map(({ stateID, stateName }) => ({ stateID, stateName })),
      (s) => s.stateName,
    ),

  districtLookup: ({ query, ctx }) =>
    sortByText(
      ctx.store.districts
        .filter((d) => d.stateID === query.StateID && d.isActive)
        .map(({ districtID, districtName }) => ({ districtID, districtName })),
      (d) => d.districtName,
    ),

  talukaLookup: ({ query, ctx }) =>
    sortByText(
      ctx.store.talukas
        .filter((t) => t.districtID === query.DistrictID && t.isActive)
        .map(({ talukaID, talukaName }) => ({ talukaID, talukaName })),
      (t) => t.talukaName,
    ),
})
