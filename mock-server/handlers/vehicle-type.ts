import { api, VEHICLE_TYPE_MESSAGES } from '../../contracts'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { firmMaster } from './master'
import { activeLookup, masterHandlers, masterSave } from './master-handlers'

const vehicleTypes = firmMaster({
  table: (s: Store) => s.vehicleTypes,
  key: 'vehicleTypeID',
  notFound: VEHICLE_TYPE_MESSAGES.notFound,
})

export const vehicleTypeHandlers = handlers(api.vehicleType, {
  ...masterHandlers(vehicleTypes, {
    keyQuery: 'VehicleTypeID',
    search: (r) => [r.vehicleTypeName],
    name: (r) => r.vehicleTypeName,
    inUse: { kind: 'vehicleType', message: VEHICLE_TYPE_MESSAGES.inUse },
  }),

  addUpdate: masterSave(vehicleTypes, {
    fields: (body) => ({ ...body, vehicleTypeName: body.vehicleTypeName.trim() }),
    clashes: (t, fields) => sameName(t.vehicleTypeName, fields.vehicleTypeName),
    duplicate: (fields) => VEHICLE_TYPE_MESSAGES.duplicate(fields.vehicleTypeName),
  }),

  lookup: activeLookup(
    vehicleTypes,
    (a, b) => compareText(a.vehicleTypeName, b.vehicleTypeName),
    ({ vehicleTypeID, vehicleTypeName, defaultTransportationType, entryFee }) => ({
      vehicleTypeID,
      vehicleTypeName,
      defaultTransportationType,
      entryFee,
    }),
  ),
})
