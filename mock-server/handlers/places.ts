import {
  api,
  type DISTRICT_SORT_COLUMNS,
  type DistrictRow as DistrictListRow,
  LOCATION_MESSAGES,
  type STATE_SORT_COLUMNS,
  type StateRow as StateListRow,
  type TALUKA_SORT_COLUMNS,
  type TalukaRow as TalukaListRow,
} from '../../contracts'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import type { DistrictRow, StateRow, TalukaRow } from '../store/rows'
import type { ReferenceKind, Store } from '../store/store'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { columnValue, found, nextID, pickMatches, sameName, statusMatches, toggleStatus } from './master'

export const PLACE_ERRORS = {
  stateNotFound: 'State not found.',
  districtNotFound: 'District not found.',
  talukaNotFound: 'Taluka not found.',
  duplicateState: (name: string) => `A state named "${name}" already exists.`,
  duplicateCode: (code: string, state: string) => `GST state code ${code} is already used by ${state}.`,
  duplicateDistrict: (name: string, state: string) =>
    `A district named "${name}" already exists in ${state}.`,
  duplicateTaluka: (name: string, district: string) =>
    `A taluka named "${name}" already exists in ${district} district.`,
  unknownState: 'is not a known state.',
  unknownDistrict: 'is not a known district.',
  stateMismatch: 'does not match the state of the selected district.',
  moveInUse: 'This place is used by markets or parties, so it cannot move to another state or district.',
} as const

type Keyed<Columns extends readonly string[]> = Columns[number]

const listSpec = <Row extends { createdDate: string }, Column extends keyof Row & string>(
  searchText: (row: Row) => readonly string[],
  name: (row: Row) => string,
  key: (row: Row) => number,
): ListSpec<Row, Column> => ({
  searchText,
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name,
  key: (r) => String(key(r)),
  defaultSort: { column: 'createdDate' as Column, direction: 'desc' },
})

const STATE_LIST = listSpec<StateListRow, Keyed<typeof STATE_SORT_COLUMNS>>(
  (r) => [r.stateName, r.stateNameMr, r.stateCode],
  (r) => r.stateName,
  (r) => r.stateID,
)
const DISTRICT_LIST = listSpec<DistrictListRow, Keyed<typeof DISTRICT_SORT_COLUMNS>>(
  (r) => [r.districtName, r.districtNameMr, r.stateName],
  (r) => r.districtName,
  (r) => r.districtID,
)
const TALUKA_LIST = listSpec<TalukaListRow, Keyed<typeof TALUKA_SORT_COLUMNS>>(
  (r) => [r.talukaName, r.talukaNameMr, r.districtName, r.stateName],
  (r) => r.talukaName,
  (r) => r.talukaID,
)

const countBy = <Row>(rows: Iterable<Row>, keyOf: (row: Row) => number) => {
  const counts = new Map<number, number>()
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1)
  return counts
}

const stateName = (store: Store, stateID: number) => store.states.get(String(stateID))?.stateName ?? ''

function stateOf(store: Store, stateID: number): Readonly<StateRow> {
  const state = store.states.get(String(stateID))
  if (!state) throw badRequest('stateID', PLACE_ERRORS.unknownState)
  return state
}

/** A place may move to another parent only while nothing points at it (markets keep their IDs). */
function assertMovable(store: Store, kind: ReferenceKind, id: number): void {
  if (store.isReferenced(kind, id)) throw conflict(PLACE_ERRORS.moveInUse)
}

function assertDeletable(store: Store, kind: ReferenceKind, id: number): void {
  if (store.isReferenced(kind, id)) throw conflict(LOCATION_MESSAGES.inUse)
}

const toState = ({ stateID, stateName, stateCode, stateNameMr }: Readonly<StateRow>) => ({
  stateID,
  stateName,
  stateCode,
  stateNameMr,
})

const toDistrict = ({ districtID, stateID, districtName, districtNameMr }: Readonly<DistrictRow>) => ({
  districtID,
  stateID,
  districtName,
  districtNameMr,
})

function toTaluka(store: Store, { talukaID, districtID, talukaName, talukaNameMr }: Readonly<TalukaRow>) {
  return {
    talukaID,
    stateID: store.districts.get(String(districtID))?.stateID ?? 0,
    districtID,
    talukaName,
    talukaNameMr,
  }
}

export const stateHandlers = handlers(api.state, {
  list: ({ body, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['states', filters], () => {
      const districts = countBy(ctx.store.districts.values(), (d) => d.stateID)
      const rows = ctx.store.states
        .filter((s) => statusMatches(s.isActive, body.isActive))
        .map((s): StateListRow => ({ ...s, districtCount: districts.get(s.stateID) ?? 0 }))
      return filterAndSort(rows, body, STATE_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) => toState(found(ctx.store.states, query.StateID, PLACE_ERRORS.stateNotFound)),

  addUpdate: ({ body, ctx }) => {
    const { store } = ctx
    const existing = body.stateID ? found(store.states, body.stateID, PLACE_ERRORS.stateNotFound) : null
    const others = store.states.filter((s) => s.stateID !== existing?.stateID)
    const name = body.stateName.trim()
    if (others.some((s) => sameName(s.stateName, name))) throw conflict(PLACE_ERRORS.duplicateState(name))
    const sameCode = others.find((s) => s.stateCode === body.stateCode)
    if (sameCode) throw conflict(PLACE_ERRORS.duplicateCode(body.stateCode, sameCode.stateName))
    const fields = { stateName: name, stateCode: body.stateCode, stateNameMr: body.stateNameMr }
    const saved = store.write(() =>
      store.states.set(
        existing
          ? { ...existing, ...fields }
          : {
              ...fields,
              stateID: nextID(store.states, (s) => s.stateID),
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toState(saved)
  },

  remove: ({ query, ctx }) => {
    const state = found(ctx.store.states, query.StateID, PLACE_ERRORS.stateNotFound)
    if (ctx.store.districts.some((d) => d.stateID === state.stateID)) {
      throw conflict(LOCATION_MESSAGES.stateHasChildren)
    }
    assertDeletable(ctx.store, 'state', state.stateID)
    ctx.store.write(() => ctx.store.states.delete(String(state.stateID)))
    return null
  },

  changeStatus: ({ query, ctx }) =>
    toggleStatus(
      ctx.store,
      ctx.store.states,
      found(ctx.store.states, query.StateID, PLACE_ERRORS.stateNotFound),
    ),
})

export const districtHandlers = handlers(api.district, {
  list: ({ body, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['districts', filters], () => {
      const talukas = countBy(ctx.store.talukas.values(), (t) => t.districtID)
      const rows = ctx.store.districts
        .filter((d) => statusMatches(d.isActive, body.isActive) && pickMatches(d.stateID, body.stateID))
        .map(
          (d): DistrictListRow => ({
            ...d,
            stateName: stateName(ctx.store, d.stateID),
            talukaCount: talukas.get(d.districtID) ?? 0,
          }),
        )
      return filterAndSort(rows, body, DISTRICT_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) =>
    toDistrict(found(ctx.store.districts, query.DistrictID, PLACE_ERRORS.districtNotFound)),

  addUpdate: ({ body, ctx }) => {
    const { store } = ctx
    const existing = body.districtID
      ? found(store.districts, body.districtID, PLACE_ERRORS.districtNotFound)
      : null
    const state = stateOf(store, body.stateID)
    const name = body.districtName.trim()
    const clash = store.districts.find(
      (d) =>
        d.districtID !== existing?.districtID &&
        d.stateID === state.stateID &&
        sameName(d.districtName, name),
    )
    if (clash) throw conflict(PLACE_ERRORS.duplicateDistrict(name, state.stateName))
    if (existing && existing.stateID !== state.stateID) assertMovable(store, 'district', existing.districtID)
    const fields = { stateID: state.stateID, districtName: name, districtNameMr: body.districtNameMr }
    const saved = store.write(() =>
      store.districts.set(
        existing
          ? { ...existing, ...fields }
          : {
              ...fields,
              districtID: nextID(store.districts, (d) => d.districtID),
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toDistrict(saved)
  },

  remove: ({ query, ctx }) => {
    const district = found(ctx.store.districts, query.DistrictID, PLACE_ERRORS.districtNotFound)
    if (ctx.store.talukas.some((t) => t.districtID === district.districtID)) {
      throw conflict(LOCATION_MESSAGES.districtHasChildren)
    }
    assertDeletable(ctx.store, 'district', district.districtID)
    ctx.store.write(() => ctx.store.districts.delete(String(district.districtID)))
    return null
  },

  changeStatus: ({ query, ctx }) =>
    toggleStatus(
      ctx.store,
      ctx.store.districts,
      found(ctx.store.districts, query.DistrictID, PLACE_ERRORS.districtNotFound),
    ),
})

export const talukaHandlers = handlers(api.taluka, {
  list: ({ body, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['talukas', filters], () => {
      const rows: TalukaListRow[] = []
      for (const t of ctx.store.talukas.values()) {
        const district = ctx.store.districts.get(String(t.districtID))
        const stateID = district?.stateID ?? 0
        if (!statusMatches(t.isActive, body.isActive)) continue
        if (!pickMatches(t.districtID, body.districtID) || !pickMatches(stateID, body.stateID)) continue
        rows.push({
          ...t,
          stateID,
          stateName: stateName(ctx.store, stateID),
          districtName: district?.districtName ?? '',
        })
      }
      return filterAndSort(rows, body, TALUKA_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) =>
    toTaluka(ctx.store, found(ctx.store.talukas, query.TalukaID, PLACE_ERRORS.talukaNotFound)),

  addUpdate: ({ body, ctx }) => {
    const { store } = ctx
    const existing = body.talukaID ? found(store.talukas, body.talukaID, PLACE_ERRORS.talukaNotFound) : null
    stateOf(store, body.stateID)
    const district = store.districts.get(String(body.districtID))
    if (!district) throw badRequest('districtID', PLACE_ERRORS.unknownDistrict)
    if (district.stateID !== body.stateID) throw badRequest('stateID', PLACE_ERRORS.stateMismatch)
    const name = body.talukaName.trim()
    const clash = store.talukas.find(
      (t) =>
        t.talukaID !== existing?.talukaID &&
        t.districtID === district.districtID &&
        sameName(t.talukaName, name),
    )
    if (clash) throw conflict(PLACE_ERRORS.duplicateTaluka(name, district.districtName))
    if (existing && existing.districtID !== district.districtID) {
      assertMovable(store, 'taluka', existing.talukaID)
    }
    const fields = { districtID: district.districtID, talukaName: name, talukaNameMr: body.talukaNameMr }
    const saved = store.write(() =>
      store.talukas.set(
        existing
          ? { ...existing, ...fields }
          : {
              ...fields,
              talukaID: nextID(store.talukas, (t) => t.talukaID),
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toTaluka(store, saved)
  },

  remove: ({ query, ctx }) => {
    const taluka = found(ctx.store.talukas, query.TalukaID, PLACE_ERRORS.talukaNotFound)
    assertDeletable(ctx.store, 'taluka', taluka.talukaID)
    ctx.store.write(() => ctx.store.talukas.delete(String(taluka.talukaID)))
    return null
  },

  changeStatus: ({ query, ctx }) =>
    toggleStatus(
      ctx.store,
      ctx.store.talukas,
      found(ctx.store.talukas, query.TalukaID, PLACE_ERRORS.talukaNotFound),
    ),
})
