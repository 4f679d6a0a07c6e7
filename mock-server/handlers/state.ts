import { api, LOCATION_MESSAGES, type StateRow } from '../../contracts'
import { conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import { modelOf } from './master'
import { masterHandlers } from './master-handlers'
import { assertDeletable, countBy, districts, states } from './places'

export const stateHandlers = handlers(api.state, {
  ...masterHandlers(states, {
    keyQuery: 'StateID',
    search: (r: StateRow) => [r.stateName, r.stateNameMr, r.stateCode],
    name: (r) => r.stateName,
    listRows: (ctx, session, rows) => {
      const counts = countBy(districts.rows(ctx, session), (d) => d.stateID)
      return rows.map(({ companyKeyID: _firm, ...s }) => ({
        ...s,
        districtCount: counts.get(s.stateID) ?? 0,
      }))
    },
    beforeRemove: (ctx, session, state) => {
      if (districts.rows(ctx, session, (d) => d.stateID === state.stateID).length > 0) {
        throw conflict(LOCATION_MESSAGES.stateHasChildren)
      }
      assertDeletable(ctx, session.companyKeyID, 'state', state.stateID)
    },
  }),

  addUpdate: ({ body, session, ctx }) => {
    const existing = states.existing(ctx, session, body.stateID)
    const name = body.stateName.trim()
    const duplicate = conflict(LOCATION_MESSAGES.duplicateState(name))
    states.assertNoClash(ctx, session, existing, (s) => sameName(s.stateName, name), duplicate)
    const [sameCode] = states.rows(
      ctx,
      session,
      (s) => s.stateID !== existing?.stateID && s.stateCode === body.stateCode,
    )
    if (sameCode) throw conflict(LOCATION_MESSAGES.duplicateCode(body.stateCode, sameCode.stateName))
    const fields = { stateName: name, stateCode: body.stateCode, stateNameMr: body.stateNameMr }
    return modelOf(states.save(ctx, session, existing, fields))
  },
})
