import { api, type DistrictRow, LOCATION_MESSAGES } from '../../contracts'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import { modelOf, pickMatches } from './master'
import { masterHandlers } from './master-handlers'
import { assertDeletable, assertMovable, countBy, districts, states, talukas } from './places'

export const districtHandlers = handlers(api.district, {
  ...masterHandlers(districts, {
    keyQuery: 'DistrictID',
    search: (r: DistrictRow) => [r.districtName, r.districtNameMr, r.stateName],
    name: (r) => r.districtName,
    filter: (d, body: { stateID?: number | null }) => pickMatches(d.stateID, body.stateID),
    listRows: (ctx, session, rows) => {
      const counts = countBy(talukas.rows(ctx, session), (t) => t.districtID)
      const stateNames = new Map(states.rows(ctx, session).map((s) => [s.stateID, s.stateName]))
      return rows.map(({ companyKeyID: _firm, ...d }) => ({
        ...d,
        stateName: stateNames.get(d.stateID) ?? '',
        talukaCount: counts.get(d.districtID) ?? 0,
      }))
    },
    beforeRemove: (ctx, session, district) => {
      if (talukas.rows(ctx, session, (t) => t.districtID === district.districtID).length > 0) {
        throw conflict(LOCATION_MESSAGES.districtHasChildren)
      }
      assertDeletable(ctx, session.companyKeyID, 'district', district.districtID)
    },
  }),

  addUpdate: ({ body, session, ctx }) => {
    const existing = districts.existing(ctx, session, body.districtID)
    const state = ctx.store.states.in(session.companyKeyID, body.stateID)
    if (!state) throw badRequest('stateID', LOCATION_MESSAGES.unknownState)
    const name = body.districtName.trim()
    const clashes = (d: { stateID: number; districtName: string }) =>
      d.stateID === state.stateID && sameName(d.districtName, name)
    const duplicate = conflict(LOCATION_MESSAGES.duplicateDistrict(name, state.stateName))
    districts.assertNoClash(ctx, session, existing, clashes, duplicate)
    if (existing && existing.stateID !== state.stateID) {
      assertMovable(ctx, session.companyKeyID, 'district', existing.districtID)
    }
    const fields = { stateID: state.stateID, districtName: name, districtNameMr: body.districtNameMr }
    return modelOf(districts.save(ctx, session, existing, fields))
  },
})
