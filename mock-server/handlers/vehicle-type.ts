import { api, type VEHICLE_TYPE_SORT_COLUMNS, type VehicleTypeRow } from '../../contracts'
import { conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { firmMaster, listRowOf, listSpec, modelOf, statusMatches } from './master'

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

const VEHICLE_TYPE_LIST = listSpec<VehicleTypeRow, (typeof VEHICLE_TYPE_SORT_COLUMNS)[number]>(
  (r) => [r.vehicleTypeName],
  (r) => r.vehicleTypeName,
  (r) => r.vehicleTypeID,
)

export const vehicleTypeHandlers = handlers(api.vehicleType, {
  list: ({ body, session, ctx }) =>
    vehicleTypes.page(ctx, session, body, VEHICLE_TYPE_LIST, () =>
      vehicleTypes.rows(ctx, session, (t) => statusMatches(t.isActive, body.isActive)).map(listRowOf),
    ),

  model: ({ query, session, ctx }) => modelOf(vehicleTypes.find(ctx, session, query.VehicleTypeID)),

  addUpdate: ({ body, session, ctx }) => {
    const { vehicleTypeID, ...fields } = { ...body, vehicleTypeName: body.vehicleTypeName.trim() }
    const existing = vehicleTypes.existing(ctx, session, vehicleTypeID)
    const name = fields.vehicleTypeName
    const duplicate = conflict(VEHICLE_TYPE_ERRORS.duplicate(name))
    vehicleTypes.assertNoClash(ctx, session, existing, (t) => sameName(t.vehicleTypeName, name), duplicate)
    return modelOf(vehicleTypes.save(ctx, session, existing, fields))
  },

  remove: ({ query, session, ctx }) => {
    const type = vehicleTypes.find(ctx, session, query.VehicleTypeID)
    if (ctx.store.isReferenced('vehicleType', session.companyKeyID, type.vehicleTypeID)) {
      throw conflict(VEHICLE_TYPE_ERRORS.inUse)
    }
    return vehicleTypes.remove(ctx, type)
  },

  changeStatus: ({ query, session, ctx }) => vehicleTypes.toggle(ctx, session, query.VehicleTypeID),

  lookup: ({ session, ctx }) =>
    vehicleTypes
      .rows(ctx, session, (t) => t.isActive)
      .sort((a, b) => compareText(a.vehicleTypeName, b.vehicleTypeName))
      .map(({ vehicleTypeID, vehicleTypeName, defaultTransportationType, entryFee }) => ({
        vehicleTypeID,
        vehicleTypeName,
        defaultTransportationType,
        entryFee,
      })),
})
