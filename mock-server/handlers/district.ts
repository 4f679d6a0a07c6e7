import { api, type DISTRICT_SORT_COLUMNS, type DistrictRow, LOCATION_MESSAGES } from '../../contracts'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import { listSpec, modelOf, pickMatches, statusMatches } from './master'
import { assertDeletable, assertMovable, countBy, districts, PLACE_ERRORS, states, talukas } from './places'

const DISTRICT_LIST = listSpec<DistrictRow, (typeof DISTRICT_SORT_COLUMNS)[number]>(
  (r) => [r.districtName, r.districtNameMr, r.stateName],
  (r) => r.districtName,
  (r) => r.districtID,
)

export const districtHandlers = handlers(api.district, {
  list: ({ body, session, ctx }) =>
    districts.page(ctx, session, body, DISTRICT_LIST, () => {
      const counts = countBy(talukas.rows(ctx, session), (t) => t.districtID)
      const stateNames = new Map(states.rows(ctx, session).map((s) => [s.stateID, s.stateName]))
      return districts
        .rows(
          ctx,
          session,
          (d) => statusMatches(d.isActive, body.isActive) && pickMatches(d.stateID, body.stateID),
        )
        .map(({ companyKeyID: _firm, ...d }) => ({
          ...d,
          stateName: stateNames.get(d.stateID) ?? '',
          talukaCount: counts.get(d.districtID) ?? 0,
        }))
    }),

  model: ({ query, session, ctx }) => modelOf(districts.find(ctx, session, query.DistrictID)),

  addUpdate: ({ body, session, ctx }) => {
    const existing = districts.existing(ctx, session, body.districtID)
    const state = ctx.store.states.in(session.companyKeyID, body.stateID)
    if (!state) throw badRequest('stateID', PLACE_ERRORS.unknownState)
    const name = body.districtName.trim()
    const clashes = (d: { stateID: number; districtName: string }) =>
      d.stateID === state.stateID && sameName(d.districtName, name)
    const duplicate = conflict(PLACE_ERRORS.duplicateDistrict(name, state.stateName))
    districts.assertNoClash(ctx, session, existing, clashes, duplicate)
    if (existing && existing.stateID !== state.stateID) {
      assertMovable(ctx, session.companyKeyID, 'district', existing.districtID)
    }
    const fields = { stateID: state.stateID, districtName: name, districtNameMr: body.districtNameMr }
    return modelOf(districts.save(ctx, session, existing, fields))
  },

  remove: ({ query, session, ctx }) => {
    const district = districts.find(ctx, session, query.DistrictID)
    if (talukas.rows(ctx, session, (t) => t.districtID === district.districtID).length > 0) {
      throw conflict(LOCATION_MESSAGES.districtHasChildren)
    }
    assertDeletable(ctx, session.companyKeyID, 'district', district.districtID)
    return districts.remove(ctx, district)
  },

  changeStatus: ({ query, session, ctx }) => districts.toggle(ctx, session, query.DistrictID),
})
