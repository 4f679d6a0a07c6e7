import * as v from 'valibot'
import {
  amount,
  auditEntries,
  crudEndpoints,
  endpoint,
  listRequest,
  optionalNumericKey,
  QueryInt,
  requiredName,
  statusFilter,
} from './core'
import { MODULE } from './role'
import { VEHICLE_TYPE_SORT_COLUMNS } from './value-lists'

export const TransportationTypeSchema = v.picklist([1, 2], 'Choose Crates or Trolley.')

export const VehicleTypeFormSchema = v.object({
  vehicleTypeName: requiredName('Vehicle type name'),
  defaultTransportationType: TransportationTypeSchema,
  entryFee: amount('Entry fee', 100_000),
  typicalCapacityKg: amount('Capacity', 100_000),
})
export const VehicleTypeSchema = v.object({ vehicleTypeID: v.number(), ...VehicleTypeFormSchema.entries })
export const VehicleTypeRowSchema = v.object({ ...VehicleTypeSchema.entries, ...auditEntries })
export type VehicleTypeRow = v.InferOutput<typeof VehicleTypeRowSchema>

export const VehicleTypeLookupSchema = v.object({
  vehicleTypeID: v.number(),
  vehicleTypeName: v.string(),
  defaultTransportationType: v.number(),
  entryFee: v.number(),
})

export const vehicleType = {
  ...crudEndpoints({
    controller: 'VehicleType',
    moduleId: MODULE.VehicleType,
    keyQuery: v.object({ VehicleTypeID: QueryInt }),
    keyField: 'vehicleTypeID',
    listRequest: listRequest(VEHICLE_TYPE_SORT_COLUMNS, { isActive: statusFilter }),
    row: VehicleTypeRowSchema,
    body: v.object({ ...VehicleTypeFormSchema.entries, vehicleTypeID: optionalNumericKey }),
    model: VehicleTypeSchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: 'VehicleType/GetVehicleTypeLookupList',
    data: v.array(VehicleTypeLookupSchema),
  }),
} as const
