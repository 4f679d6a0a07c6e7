import { api, LOCATION_MESSAGES, type STATE_SORT_COLUMNS, type StateRow } from '../../contracts'
import { conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import { listSpec, modelOf, statusMatches } from './master'
import { assertDeletable, countBy, districts, PLACE_ERRORS, states } from './places'

const STATE_LIST = listSpec<StateRow, (typeof STATE_SORT_COLUMNS)[number]>(
  (r) => [r.stateName, r.stateNameMr, r.stateCode],
  (r) => r.stateName,
  (r) => r.stateID,
)

export const stateHandlers = handlers(api.state, {
  list: ({ body, session, ctx }) =>
    states.page(ctx, session, body, STATE_LIST, () => {
      const counts = countBy(districts.rows(ctx, session), (d) => d.stateID)
      return states
        .rows(ctx, session, (s) => statusMatches(s.isActive, body.isActive))
        .map(({ companyKeyID: _firm, ...s }) => ({ ...s, districtCount: counts.get(s.stateID) ?? 0 }))
    }),

  model: ({ query, session, ctx }) => modelOf(states.find(ctx, session, query.StateID)),

  addUpdate: ({ body, session, ctx }) => {
    const existing = states.existing(ctx, session, body.stateID)
    const name = body.stateName.trim()
    const duplicate = conflict(PLACE_ERRORS.duplicateState(name))
    states.assertNoClash(ctx, session, existing, (s) => sameName(s.stateName, name), duplicate)
    const [sameCode] = states.rows(
      ctx,
      session,
      (s) => s.stateID !== existing?.stateID && s.stateCode === body.stateCode,
    )
    if (sameCode) throw conflict(PLACE_ERRORS.duplicateCode(body.stateCode, sameCode.stateName))
    const fields = { stateName: name, stateCode: body.stateCode, stateNameMr: body.stateNameMr }
    return modelOf(states.save(ctx, session, existing, fields))
  },

  remove: ({ query, session, ctx }) => {
    const state = states.find(ctx, session, query.StateID)
    if (districts.rows(ctx, session, (d) => d.stateID === state.stateID).length > 0) {
      throw conflict(LOCATION_MESSAGES.stateHasChildren)
    }
    assertDeletable(ctx, session.companyKeyID, 'state', state.stateID)
    return states.remove(ctx, state)
  },

  changeStatus: ({ query, session, ctx }) => states.toggle(ctx, session, query.StateID),
})
