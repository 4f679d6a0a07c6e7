import { api } from '../../contracts'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { firmMaster } from './master'
import { activeLookup, masterHandlers, masterSave } from './master-handlers'

export const VEHICLE_TYPE_ERRORS = {
  notFound: 'Vehicle type not found.',
  duplicate: (name: string) => `A vehicle type named "${name}" already exists.`,
  inUse: 'This vehicle type is used by vehicle entries and cannot be deleted. Make it Inactive instead.',
} as const

const vehicleTypes = firmMaster({
  table: (s: Store) => s.vehicleTypes,
  key: 'vehicleTypeID',
  notFound: VEHICLE_TYPE_ERRORS.notFound,
})

export const vehicleTypeHandlers = handlers(api.vehicleType, {
  ...masterHandlers(vehicleTypes, {
    keyQuery: 'VehicleTypeID',
    search: (r) => [r.vehicleTypeName],
    name: (r) => r.vehicleTypeName,
    inUse: { kind: 'vehicleType', message: VEHICLE_TYPE_ERRORS.inUse },
  }),

  addUpdate: masterSave(vehicleTypes, {
    fields: (body) => ({ ...body, vehicleTypeName: body.vehicleTypeName.trim() }),
    clashes: (t, fields) => sameName(t.vehicleTypeName, fields.vehicleTypeName),
    duplicate: (fields) => VEHICLE_TYPE_ERRORS.duplicate(fields.vehicleTypeName),
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
