import * as v from 'valibot'
import {
  auditEntries,
  crudEndpoints,
  endpoint,
  KeyIDSchema,
  listRequest,
  optionalPick,
  optionalText,
  QueryKeyID,
  requiredName,
  statusFilter,
} from './core'
import {
  AadhaarLast4Schema,
  BankAccountNoSchema,
  confirmDuplicateEntry,
  IfscSchema,
  MarketKeyListSchema,
  openingBalanceEntries,
  PanSchema,
  PartyMobileSchema,
  UpiSchema,
} from './party'
import { MODULE } from './role'
import { FARMER_SORT_COLUMNS } from './value-lists'

const farmerEntries = {
  farmerName: requiredName('Farmer name'),
  mobileNo: PartyMobileSchema,
  village: requiredName('Village'),
  stateID: optionalPick,
  districtID: optionalPick,
  talukaID: optionalPick,
  aadhaarLast4: AadhaarLast4Schema,
  pan: PanSchema,
  bankAccountName: optionalText('Account name', 50),
  bankAccountNo: BankAccountNoSchema,
  ifsc: IfscSchema,
  upiId: UpiSchema,
  ...openingBalanceEntries,
  marketKeyIDs: MarketKeyListSchema,
}

export const FarmerFormSchema = v.object({
  farmerKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema]))),
  ...farmerEntries,
  ...confirmDuplicateEntry,
})
export type FarmerFormInput = v.InferInput<typeof FarmerFormSchema>

export const FarmerSchema = v.object({ farmerKeyID: v.string(), farmerCode: v.number(), ...farmerEntries })
export type Farmer = v.InferOutput<typeof FarmerSchema>
export const FarmerRowSchema = v.object({
  ...FarmerSchema.entries,
  talukaName: v.string(),
  districtName: v.string(),
  marketNames: v.array(v.string()),
  ...auditEntries,
})
export type FarmerRow = v.InferOutput<typeof FarmerRowSchema>

export const FarmerLookupSchema = v.object({
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  mobileNo: v.string(),
})

/** Adds or removes farmers from one market (/farmer-assign-market). */
export const AssignFarmerMarketRequestSchema = v.object({
  marketKeyID: KeyIDSchema,
  farmerKeyIDs: v.pipe(v.array(KeyIDSchema), v.minLength(1, 'Choose at least one farmer.')),
  assign: v.boolean(),
})

export const farmer = {
  ...crudEndpoints({
    controller: 'Farmer',
    moduleId: MODULE.Farmer,
    keyQuery: v.object({ FarmerKeyID: QueryKeyID }),
    keyField: 'farmerKeyID',
    listRequest: listRequest(FARMER_SORT_COLUMNS, {
      isActive: statusFilter,
      /** Only farmers assigned (true) or not assigned (false) to this market. */
      marketKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema]))),
      assigned: v.optional(v.nullable(v.boolean())),
      talukaID: optionalPick,
    }),
    row: FarmerRowSchema,
    body: FarmerFormSchema,
    model: FarmerSchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: 'Farmer/GetFarmerLookupList',
    query: v.object({ MarketKeyID: QueryKeyID }),
    data: v.array(FarmerLookupSchema),
  }),
  assignMarket: endpoint({
    method: 'POST',
    path: 'Farmer/AssignFarmerMarket',
    body: AssignFarmerMarketRequestSchema,
    data: v.number(),
    access: { moduleId: MODULE.Farmer, action: 'update' },
  }),
} as const

export const FARMER_MESSAGES = {
  notFound: 'Farmer not found.',
  notOfFirm: 'is not a farmer of this firm.',
  inUse: 'This farmer has tokens or bills and cannot be deleted. Make the farmer Inactive instead.',
} as const
