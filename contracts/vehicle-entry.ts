import * as v from 'valibot'
import {
  amount,
  endpoint,
  KeyIDSchema,
  listRequest,
  optionalKeyFilter,
  optionalText,
  QueryKeyID,
  REQUIRED,
  reasonText,
  requiredPick,
  weightOrNotWeighed,
} from './core'
import { EntryCrateReturnSchema, GateCrateReturnsSchema, TokenCratesBackSchema } from './gate-crates'
import { PARTY_MESSAGES } from './party'
import { MODULE } from './role'
import { ENTRY_MESSAGES, isRegistrationNo, normaliseVehicleNo, VEHICLE_NO_INVALID } from './rules'
import { TokenLineSchema } from './token'
import { VEHICLE_ENTRY_SORT_COLUMNS } from './value-lists'
import { TransportationTypeSchema } from './vehicle-type'

/** How the entry fee was paid. */
export const ENTRY_FEE_MODES = [
  { value: 1, label: 'Cash' },
  { value: 2, label: 'Online' },
] as const

export const VEHICLE_ENTRY_MESSAGES = {
  notFound: 'Vehicle entry not found.',
  alreadyIn: (vehicleNo: string, entryNo: number) =>
    `${vehicleNo} is already In at this market today (entry ${entryNo}). Mark it Out first.`,
  editOnlyIn: 'Only a vehicle that is In can be changed.',
  otherMarket: 'A vehicle entry stays in the market it came into.',
  outOnlyIn: 'Only a vehicle that is In can be marked Out.',
  cancelOnlyOpen: 'The vehicle entry can be cancelled only while all its tokens are Open.',
  cancelOnlyIn: 'Only a vehicle that is In can be cancelled.',
  tokenNotOfEntry: 'is not a token of this vehicle entry.',
  tokenLocked: (label: string) => `Token ${label} is no longer Open and cannot be changed or removed.`,
  tokenListedTwice: 'A token is listed twice.',
  farmerNotOfFirm: 'is not a farmer of this firm.',
  farmerInactive: (name: string) => `${name} is Inactive.`,
  farmerNotInMarket: (name: string, market: string) =>
    `${name} is not assigned to ${market}. Assign the farmer to this market first.`,
  productUnknown: 'is not a product of this firm.',
  productInactive: 'is an inactive product.',
  vehicleTypeUnknown: 'is not a vehicle type of this firm.',
  vehicleTypeInactive: 'is an inactive vehicle type.',
  marketInactive: 'This market is Inactive.',
  removedFromEntry: 'Removed from the vehicle entry.',
  cancelledWithEntry: (reason: string) => `Vehicle entry cancelled: ${reason}`,
} as const

const VehicleNoSchema = v.pipe(
  v.string(REQUIRED),
  v.transform(normaliseVehicleNo),
  v.nonEmpty(REQUIRED),
  v.maxLength(15, 'Vehicle number must be at most 15 characters.'),
)

const DriverMobileSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || /^[6-9]\d{9}$/.test(s), PARTY_MESSAGES.mobile),
  ),
  '',
)

/** The vehicle entry form and AddUpdateVehicleEntry body (vehicleEntryKeyID empty for a new entry). */
export const VehicleEntryFormSchema = v.pipe(
  v.object({
    vehicleEntryKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema])), ''),
    marketKeyID: KeyIDSchema,
    vehicleNo: VehicleNoSchema,
    /** A tractor without plates or a temporary number: the pattern is not checked. */
    isUnregistered: v.optional(v.boolean(), false),
    vehicleTypeID: requiredPick,
    transportationType: TransportationTypeSchema,
    driverName: optionalText('Driver name', 50),
    driverMobile: DriverMobileSchema,
    fromVillage: optionalText('Village', 50),
    loadedWeightKg: weightOrNotWeighed('Loaded weight', 100_000),
    /** Absent or null: the vehicle type's fee. */
    entryFee: v.optional(v.nullable(amount('Entry fee', 100_000)), null),
    entryFeeMode: v.optional(v.picklist([1, 2], 'Choose Cash or Online.'), 1),
    remarks: optionalText('Remarks', 200),
    tokens: v.pipe(
      v.array(TokenLineSchema),
      v.minLength(1, ENTRY_MESSAGES.tokenRequired),
      v.maxLength(50, 'At most 50 tokens on one vehicle.'),
    ),
    /** Empty crates the entry's farmers brought back, each an In from him up to what he holds. */
    crateReturns: GateCrateReturnsSchema,
  }),
  v.forward(
    v.check((e) => e.isUnregistered || isRegistrationNo(e.vehicleNo), VEHICLE_NO_INVALID),
    ['vehicleNo'],
  ),
)
export type VehicleEntryFormInput = v.InferInput<typeof VehicleEntryFormSchema>

export const EntryTokenSchema = v.object({
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  productID: v.number(),
  productName: v.string(),
  declaredCrates: v.number(),
  gradingType: v.number(),
  status: v.number(),
  remarks: v.string(),
  /** What the gate took back of the declared crates (absent from older servers). */
  crates: TokenCratesBackSchema,
})

/** A vehicle entry with its tokens, as the form edits it and the gate slip prints it. */
export const VehicleEntrySchema = v.object({
  vehicleEntryKeyID: v.string(),
  marketKeyID: v.string(),
  entryNo: v.number(),
  entryDate: v.string(),
  entryDateTime: v.string(),
  vehicleNo: v.string(),
  isUnregistered: v.boolean(),
  vehicleTypeID: v.number(),
  vehicleTypeName: v.string(),
  transportationType: v.number(),
  driverName: v.string(),
  driverMobile: v.string(),
  fromVillage: v.string(),
  loadedWeightKg: v.number(),
  /** Null until a trolley leaves weighed empty. */
  emptyWeightKg: v.nullable(v.number()),
  /** ISO date-time the vehicle left; '' while In. */
  exitDateTime: v.string(),
  entryFee: v.number(),
  entryFeeMode: v.number(),
  remarks: v.string(),
  status: v.number(),
  cancelReason: v.string(),
  /** yyyy-MM-dd the document was cancelled; null while it stands (absent from older servers). */
  cancelledDate: v.optional(v.nullable(v.string())),
  tokens: v.array(EntryTokenSchema),
  /** The live returns of empty crates entered with the vehicle (absent from older servers). */
  crateReturns: v.optional(v.array(EntryCrateReturnSchema), []),
})
export type VehicleEntry = v.InferOutput<typeof VehicleEntrySchema>

export const VehicleEntryRowSchema = v.object({
  vehicleEntryKeyID: v.string(),
  entryNo: v.number(),
  entryDateTime: v.string(),
  vehicleNo: v.string(),
  vehicleTypeID: v.number(),
  vehicleTypeName: v.string(),
  transportationType: v.number(),
  driverName: v.string(),
  fromVillage: v.string(),
  /** The farmers of its tokens, for the list and its search. */
  farmerNames: v.array(v.string()),
  tokenCount: v.number(),
  entryFee: v.number(),
  exitDateTime: v.string(),
  status: v.number(),
  /** The entry's date-time; the date range applies to its day in India. */
  createdDate: v.string(),
})
export type VehicleEntryRow = v.InferOutput<typeof VehicleEntryRowSchema>

export const VehicleEntryListRequestSchema = listRequest(VEHICLE_ENTRY_SORT_COLUMNS, {
  /** The selected market; absent means every market of the firm. */
  marketKeyID: optionalKeyFilter,
  status: v.optional(v.nullable(v.picklist([0, 1, 2, 3], 'must be 0 to 3'))),
})

export const MarkVehicleOutRequestSchema = v.object({
  vehicleEntryKeyID: KeyIDSchema,
  /** Required for a trolley, less than its loaded weight; ignored for crates. */
  emptyWeightKg: v.optional(v.nullable(amount('Empty weight', 100_000)), null),
})

export const CancelVehicleEntryRequestSchema = v.object({
  vehicleEntryKeyID: KeyIDSchema,
  reason: reasonText,
})

const on = (action: 'view' | 'update' | 'delete') => ({ moduleId: MODULE.VehicleEntry, action }) as const

export const vehicleEntry = {
  list: endpoint({
    method: 'POST',
    path: 'VehicleEntry/GetVehicleEntryList',
    body: VehicleEntryListRequestSchema,
    data: v.array(VehicleEntryRowSchema),
    paged: true,
    access: on('view'),
  }),
  addUpdate: endpoint({
    method: 'POST',
    path: 'VehicleEntry/AddUpdateVehicleEntry',
    body: VehicleEntryFormSchema,
    data: VehicleEntrySchema,
    access: { moduleId: MODULE.VehicleEntry, action: 'save', keyField: 'vehicleEntryKeyID' },
  }),
  model: endpoint({
    method: 'GET',
    path: 'VehicleEntry/GetVehicleEntryModel',
    query: v.object({ VehicleEntryKeyID: QueryKeyID }),
    data: VehicleEntrySchema,
    access: on('view'),
  }),
  markOut: endpoint({
    method: 'POST',
    path: 'VehicleEntry/MarkVehicleOut',
    body: MarkVehicleOutRequestSchema,
    data: VehicleEntrySchema,
    access: on('update'),
  }),
  /** Cancelling a document is its "delete" right. */
  cancel: endpoint({
    method: 'POST',
    path: 'VehicleEntry/CancelVehicleEntry',
    body: CancelVehicleEntryRequestSchema,
    data: VehicleEntrySchema,
    access: on('delete'),
  }),
} as const
