import * as v from 'valibot'
import {
  auditEntries,
  crudEndpoints,
  endpoint,
  listRequest,
  optionalNumericKey,
  QueryInt,
  requiredName,
  statusFilter,
  wholeNumber,
} from './core'
import { MODULE } from './role'
import { SERVICE_SORT_COLUMNS } from './value-lists'

/** Party type (the "category type" of services and expense categories): 1 Farmer, 2 Buyer. */
export const PARTY_TYPE = { Farmer: 1, Buyer: 2 } as const
export const PARTY_TYPES = [
  { value: 1, label: 'Farmer' },
  { value: 2, label: 'Buyer' },
] as const
export const PartyTypeSchema = v.picklist([1, 2], 'Choose Farmer or Buyer.')

/** PerUnit: per crate or trolley (or %, per kg by its type); PerBill: once per bill (Stationary). */
export const CHARGE_BASES = ['PerUnit', 'PerBill'] as const

export const SERVICE_MESSAGES = {
  systemService: 'This is a system service and cannot be deleted.',
  duplicate: 'A service with this name already exists for this party type.',
  systemPartyType: 'A system service keeps its party type.',
  notFound: 'Service not found.',
} as const

export const ServiceFormSchema = v.object({
  serviceID: optionalNumericKey,
  serviceName: requiredName('Service name'),
  partyType: PartyTypeSchema,
  chargeBasis: v.picklist(CHARGE_BASES, 'Choose a charge basis.'),
  printOnBill: v.boolean(),
  gstRatePct: v.pipe(
    v.number('GST rate must be a number.'),
    v.minValue(0, 'GST rate must not be negative.'),
    v.maxValue(28, 'GST rate must be at most 28%.'),
  ),
  sortOrder: wholeNumber('Sort order', 0, 999),
  /** Collected for the market committee (a market fee): owed to it, never the firm's income. */
  isLevy: v.optional(v.boolean('Levy must be true or false.'), false),
})
export const ServiceSchema = v.object({
  ...ServiceFormSchema.entries,
  serviceID: v.number(),
  isSystem: v.boolean(),
})
export const ServiceRowSchema = v.object({ ...ServiceSchema.entries, ...auditEntries })
export type ServiceRow = v.InferOutput<typeof ServiceRowSchema>

export const service = {
  ...crudEndpoints({
    controller: 'Service',
    moduleId: MODULE.Service,
    keyQuery: v.object({ ServiceID: QueryInt }),
    keyField: 'serviceID',
    listRequest: listRequest(SERVICE_SORT_COLUMNS, {
      isActive: statusFilter,
      partyType: v.optional(v.nullable(v.picklist([1, 2]))),
    }),
    row: ServiceRowSchema,
    body: ServiceFormSchema,
    model: ServiceSchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: 'Service/GetServiceLookupList',
    data: v.array(v.object({ serviceID: v.number(), serviceName: v.string(), partyType: v.number() })),
  }),
} as const
