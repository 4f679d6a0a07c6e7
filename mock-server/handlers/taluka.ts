import { api, LOCATION_MESSAGES, type TALUKA_SORT_COLUMNS, type TalukaRow } from '../../contracts'
import type { ServerContext } from '../context'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { TalukaRow as StoredTaluka } from '../store/rows'
import { listSpec, modelOf, pickMatches, statusMatches } from './master'
import { assertDeletable, assertMovable, states, talukas } from './places'

const TALUKA_LIST = listSpec<TalukaRow, (typeof TALUKA_SORT_COLUMNS)[number]>(
  (r) => [r.talukaName, r.talukaNameMr, r.districtName, r.stateName],
  (r) => r.talukaName,
  (r) => r.talukaID,
)

/** The taluka's state is its district's, never stored twice. */
const toTaluka = (ctx: ServerContext, taluka: Readonly<StoredTaluka>) => ({
  ...modelOf(taluka),
  stateID: ctx.store.districts.in(taluka.companyKeyID, taluka.districtID)?.stateID ?? 0,
})

export const talukaHandlers = handlers(api.taluka, {
  list: ({ body, session, ctx }) =>
    talukas.page(ctx, session, body, TALUKA_LIST, () => {
      const stateNames = new Map(states.rows(ctx, session).map((s) => [s.stateID, s.stateName]))
      const rows: TalukaRow[] = []
      for (const { companyKeyID: _firm, ...t } of talukas.rows(ctx, session)) {
        const district = ctx.store.districts.in(session.companyKeyID, t.districtID)
        const stateID = district?.stateID ?? 0
        if (!statusMatches(t.isActive, body.isActive)) continue
        if (!pickMatches(t.districtID, body.districtID) || !pickMatches(stateID, body.stateID)) continue
        const names = { stateName: stateNames.get(stateID) ?? '', districtName: district?.districtName ?? '' }
        rows.push({ ...t, stateID, ...names })
      }
      return rows
    }),

  model: ({ query, session, ctx }) => toTaluka(ctx, talukas.find(ctx, session, query.TalukaID)),

  addUpdate: ({ body, session, ctx }) => {
    const existing = talukas.existing(ctx, session, body.talukaID)
    if (!ctx.store.states.in(session.companyKeyID, body.stateID)) {
      throw badRequest('stateID', LOCATION_MESSAGES.unknownState)
    }
    const district = ctx.store.districts.in(session.companyKeyID, body.districtID)
    if (!district) throw badRequest('districtID', LOCATION_MESSAGES.unknownDistrict)
    if (district.stateID !== body.stateID) throw badRequest('stateID', LOCATION_MESSAGES.stateMismatch)
    const name = body.talukaName.trim()
    const clashes = (t: StoredTaluka) => t.districtID === district.districtID && sameName(t.talukaName, name)
    const duplicate = conflict(LOCATION_MESSAGES.duplicateTaluka(name, district.districtName))
    talukas.assertNoClash(ctx, session, existing, clashes, duplicate)
    if (existing && existing.districtID !== district.districtID) {
      assertMovable(ctx, session.companyKeyID, 'taluka', existing.talukaID)
    }
    const fields = { districtID: district.districtID, talukaName: name, talukaNameMr: body.talukaNameMr }
    return toTaluka(ctx, talukas.save(ctx, session, existing, fields))
  },

  remove: ({ query, session, ctx }) => {
    const taluka = talukas.find(ctx, session, query.TalukaID)
    assertDeletable(ctx, session.companyKeyID, 'taluka', taluka.talukaID)
    return talukas.remove(ctx, taluka)
  },

  changeStatus: ({ query, session, ctx }) => talukas.toggle(ctx, session, query.TalukaID),
})
