import { api, type VEHICLE_TYPE_SORT_COLUMNS, type VehicleTypeRow } from '../../contracts'
import { conflict } from '../errors'
import { handlers } from '../register'
import type { VehicleTypeRecord } from '../store/rows'
import { compareText } from './collate'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { columnValue, found, nextID, sameName, statusMatches, toggleStatus } from './master'

export const VEHICLE_TYPE_ERRORS = {
  notFound: 'Vehicle type not found.',
  duplicate: (name: string) => `A vehicle type named "${name}" already exists.`,
  inUse: 'This vehicle type is used by vehicle entries and cannot be deleted. Make it Inactive instead.',
} as const

const VEHICLE_TYPE_LIST: ListSpec<VehicleTypeRow, (typeof VEHICLE_TYPE_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.vehicleTypeName],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.vehicleTypeName,
  key: (r) => String(r.vehicleTypeID),
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

const toVehicleType = ({ isActive: _a, createdDate: _c, ...type }: Readonly<VehicleTypeRecord>) => type

export const vehicleTypeHandlers = handlers(api.vehicleType, {
  list: ({ body, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['vehicleTypes', filters], () =>
      filterAndSort(
        ctx.store.vehicleTypes.filter((t) => statusMatches(t.isActive, body.isActive)),
        body,
        VEHICLE_TYPE_LIST,
      ),
    )
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) =>
    toVehicleType(found(ctx.store.vehicleTypes, query.VehicleTypeID, VEHICLE_TYPE_ERRORS.notFound)),

  addUpdate: ({ body, ctx }) => {
    const { store } = ctx
    const existing = body.vehicleTypeID
      ? found(store.vehicleTypes, body.vehicleTypeID, VEHICLE_TYPE_ERRORS.notFound)
      : null
    const name = body.vehicleTypeName.trim()
    if (
      store.vehicleTypes.some(
        (t) => t.vehicleTypeID !== existing?.vehicleTypeID && sameName(t.vehicleTypeName, name),
      )
    ) {
      throw conflict(VEHICLE_TYPE_ERRORS.duplicate(name))
    }
    const { vehicleTypeID: _key, ...fields } = { ...body, vehicleTypeName: name }
    const saved = store.write(() =>
      store.vehicleTypes.set(
        existing
          ? { ...existing, ...fields }
          : {
              ...fields,
              vehicleTypeID: nextID(store.vehicleTypes, (t) => t.vehicleTypeID),
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toVehicleType(saved)
  },

  remove: ({ query, ctx }) => {
    const type = found(ctx.store.vehicleTypes, query.VehicleTypeID, VEHICLE_TYPE_ERRORS.notFound)
    if (ctx.store.isReferenced('vehicleType', type.vehicleTypeID)) throw conflict(VEHICLE_TYPE_ERRORS.inUse)
    ctx.store.write(() => ctx.store.vehicleTypes.delete(String(type.vehicleTypeID)))
    return null
  },

  changeStatus: ({ query, ctx }) =>
    toggleStatus(
      ctx.store,
      ctx.store.vehicleTypes,
      found(ctx.store.vehicleTypes, query.VehicleTypeID, VEHICLE_TYPE_ERRORS.notFound),
    ),

  lookup: ({ ctx }) =>
    ctx.store.vehicleTypes
      .filter((t) => t.isActive)
      .sort((a, b) => compareText(a.vehicleTypeName, b.vehicleTypeName))
      .map(({ vehicleTypeID, vehicleTypeName, defaultTransportationType, entryFee }) => ({
        vehicleTypeID,
        vehicleTypeName,
        defaultTransportationType,
        entryFee,
      })),
})
