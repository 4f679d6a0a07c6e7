import { api, CRATE_TYPE_MESSAGES } from '../../contracts'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { firmMaster } from './master'
import { activeLookup, masterHandlers, masterSave } from './master-handlers'

const crateTypes = firmMaster({
  table: (s: Store) => s.crateTypes,
  key: 'crateTypeID',
  notFound: CRATE_TYPE_MESSAGES.notFound,
})

export const crateTypeHandlers = handlers(api.crateType, {
  ...masterHandlers(crateTypes, {
    keyQuery: 'CrateTypeID',
    search: (r) => [r.crateTypeName],
    name: (r) => r.crateTypeName,
    inUse: { kind: 'crateType', message: CRATE_TYPE_MESSAGES.inUse },
  }),

  addUpdate: masterSave(crateTypes, {
    fields: (body) => ({ ...body, crateTypeName: body.crateTypeName.trim() }),
    clashes: (t, fields) => sameName(t.crateTypeName, fields.crateTypeName),
    duplicate: (fields) => CRATE_TYPE_MESSAGES.duplicate(fields.crateTypeName),
  }),

  lookup: activeLookup(
    crateTypes,
    (a, b) => compareText(a.crateTypeName, b.crateTypeName),
    ({ crateTypeID, crateTypeName, capacityKg, lostValue, isReturnable }) => ({
      crateTypeID,
      crateTypeName,
      capacityKg,
      lostValue,
      isReturnable,
    }),
  ),
})
