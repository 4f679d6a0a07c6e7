import * as v from 'valibot'
import { amount, lookupEndpoint, type MasterListRow, masterEndpoints, requiredName } from './core'
import { MODULE } from './role'
import { VEHICLE_TYPE_SORT_COLUMNS } from './value-lists'

export const TransportationTypeSchema = v.picklist([1, 2], 'Choose Crates or Trolley.')

export const VehicleTypeFormSchema = v.object({
  vehicleTypeName: requiredName('Vehicle type name'),
  defaultTransportationType: TransportationTypeSchema,
  entryFee: amount('Entry fee', 100_000),
  typicalCapacityKg: amount('Capacity', 100_000),
})
export const VehicleTypeLookupSchema = v.object({
  vehicleTypeID: v.number(),
  vehicleTypeName: v.string(),
  defaultTransportationType: v.number(),
  entryFee: v.number(),
})

export const vehicleType = {
  ...masterEndpoints({
    controller: 'VehicleType',
    moduleId: MODULE.VehicleType,
    key: 'vehicleTypeID',
    keyQuery: 'VehicleTypeID',
    form: VehicleTypeFormSchema,
    sortColumns: VEHICLE_TYPE_SORT_COLUMNS,
  }),
  lookup: lookupEndpoint('VehicleType', VehicleTypeLookupSchema),
} as const
export type VehicleTypeRow = MasterListRow<typeof vehicleType>

export const VEHICLE_TYPE_MESSAGES = {
  notFound: 'Vehicle type not found.',
  duplicate: (name: string) => `A vehicle type named "${name}" already exists.`,
  inUse: 'This vehicle type is used by vehicle entries and cannot be deleted. Make it Inactive instead.',
} as const
