import { api } from '../../contracts'
import { handlers } from '../register'
import { sortByText } from './collate'
import { districts, states, talukas } from './places'

/**
 * Lookups answer the firm's active places by name: an inactive place is not offered for new records.
 * An unknown parent (another firm's included) has no children, so its list is empty rather than an error.
 */
export const locationHandlers = handlers(api.location, {
  stateLookup: ({ session, ctx }) =>
    sortByText(
      states.rows(ctx, session, (s) => s.isActive).map(({ stateID, stateName }) => ({ stateID, stateName })),
      (s) => s.stateName,
    ),

  districtLookup: ({ query, session, ctx }) =>
    sortByText(
      districts
        .rows(ctx, session, (d) => d.stateID === query.StateID && d.isActive)
        .map(({ districtID, districtName }) => ({ districtID, districtName })),
      (d) => d.districtName,
    ),

  talukaLookup: ({ query, session, ctx }) =>
    sortByText(
      talukas
        .rows(ctx, session, (t) => t.districtID === query.DistrictID && t.isActive)
        .map(({ talukaID, talukaName }) => ({ talukaID, talukaName })),
      (t) => t.talukaName,
    ),
})
