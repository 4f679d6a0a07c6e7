import * as v from 'valibot'
import {
  amount,
  endpoint,
  IsoDateSchema,
  listRequest,
  lookupEndpoint,
  type MasterListRow,
  masterEndpoints,
  optionalKeyFilter,
  optionalText,
  QueryKeyID,
  REQUIRED,
  reasonText,
  requiredName,
  wholeNumber,
} from './core'
import { moneyKey } from './money'
import { MODULE } from './role'
import { PartyTypeSchema } from './service'

/**
 * Returnable crates: the firm lends empties to farmers, they come back full at the gate, buyers take
 * them away with the produce and return them empty. A party's balance of a type is out − in.
 */

/** 1: out to the party, 2: in from the party. */
export const CRATE_DIRECTION = { Out: 1, In: 2 } as const
export const CRATE_DIRECTIONS = [
  { value: CRATE_DIRECTION.Out, label: 'Out' },
  { value: CRATE_DIRECTION.In, label: 'In' },
] as const
export const CRATE_MOVEMENT_STATUS = { Active: 1, Cancelled: 2 } as const

export const CRATE_MESSAGES = {
  notFound: 'Crate movement not found.',
  typeNotFound: 'is not an active returnable crate type of this firm.',
  partyNotFound: 'is not a farmer or buyer of this firm in this market.',
  tokenNotFound: 'is not a token of this market.',
  alreadyCancelled: 'This crate movement is already cancelled.',
  /** A write-off of crates charged on a bill goes with the bill, never on its own. */
  chargedOnBill: 'These crates were charged on a bill: cancel the bill to put them back on the balance.',
  /** The balance a return (or the cancelling of what was lent) would take below zero. */
  overReturn: (crateTypeName: string, balance: number) =>
    `Only ${balance} ${crateTypeName} crates are with this party: cannot take back more than the balance.`,
} as const

/** Refusals of the crate type master. */
export const CRATE_TYPE_MESSAGES = {
  notFound: 'Crate type not found.',
  duplicate: (name: string) => `A crate type named "${name}" already exists.`,
  inUse: 'This crate type has crate movements and cannot be deleted. Make it Inactive instead.',
} as const

/** Remarks and reasons of the movements the gate and the sale lines record by themselves. */
export const CRATE_FLOW_MESSAGES = {
  withSaleLine: 'Went out with the sale line.',
  lineChanged: 'The sale line was changed.',
  tokenChanged: 'The token was changed at the gate.',
  /** Only what the farmer held comes off his balance; the rest were his own crates. */
  atGate: (declared: number, taken: number) =>
    taken === declared
      ? 'Came back at the gate with the token.'
      : `Came back at the gate with the token: ${taken} of ${declared} crates, the rest the farmer's own.`,
  /** The In that writes off crates charged on a bill, so they are never charged twice. */
  chargedOnBill: (billNo: string) => `Charged as lost on bill ${billNo}.`,
} as const

/**
 * A bill's charge for crates of one type kept longer than the firm's days: the crates, the type's lost
 * value each (₹) and their product (₹). A deduction on a patti, a charge on an invoice.
 */
export const CrateChargeSchema = v.object({
  crateTypeID: v.number(),
  crateTypeName: v.string(),
  crates: v.number(),
  rate: v.number(),
  amount: v.number(),
})
export type CrateCharge = v.InferOutput<typeof CrateChargeSchema>

/**
 * Whether a bill charges the crates kept too long; absent (null) charges them when the firm sets its
 * days. Staff turn it off on the preview to let a party off.
 */
export const ChargeOverdueCratesSchema = v.optional(v.nullable(v.boolean()), null)

/** What a party holds of one crate type at the end of a bill's date: "crates with you: 40". */
export const CratesHeldSchema = v.object({
  crateTypeID: v.number(),
  crateTypeName: v.string(),
  balance: v.number(),
})
export type CratesHeld = v.InferOutput<typeof CratesHeldSchema>

export const CRATE_TYPE_SORT_COLUMNS = [
  'crateTypeName',
  'capacityKg',
  'lostValue',
  'isReturnable',
  'isActive',
  'createdDate',
] as const

export const CrateTypeFormSchema = v.object({
  crateTypeName: requiredName('Crate type name'),
  capacityKg: amount('Capacity', 1000),
  lostValue: amount('Lost value', 100_000),
  isReturnable: v.boolean(REQUIRED),
})
export const CrateTypeLookupSchema = v.object({
  crateTypeID: v.number(),
  crateTypeName: v.string(),
  capacityKg: v.number(),
  lostValue: v.number(),
  isReturnable: v.boolean(),
})

export const crateType = {
  ...masterEndpoints({
    controller: 'CrateType',
    moduleId: MODULE.CrateType,
    key: 'crateTypeID',
    keyQuery: 'CrateTypeID',
    form: CrateTypeFormSchema,
    sortColumns: CRATE_TYPE_SORT_COLUMNS,
  }),
  lookup: lookupEndpoint('CrateType', CrateTypeLookupSchema),
} as const
export type CrateTypeRow = MasterListRow<typeof crateType>

const crateTypeKey = v.pipe(v.number(REQUIRED), v.integer(REQUIRED), v.minValue(1, REQUIRED))
const optionalTypeFilter = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null)
const optionalDate = v.optional(v.nullable(v.union([v.literal(''), IsoDateSchema])), '')
const partyTypeFilter = v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0 to 2')))

export const CrateMovementFormSchema = v.object({
  marketKeyID: moneyKey,
  movementDate: v.pipe(v.string(REQUIRED), IsoDateSchema),
  partyType: PartyTypeSchema,
  partyKeyID: moneyKey,
  crateTypeID: crateTypeKey,
  direction: v.picklist([CRATE_DIRECTION.Out, CRATE_DIRECTION.In], 'Choose Out or In.'),
  quantity: wholeNumber('Quantity', 1, 100_000),
  /** The token the crates came or went with, when they came from the day's work. */
  tokenKeyID: optionalKeyFilter,
  remarks: optionalText('Remarks', 200),
})
export type CrateMovementForm = v.InferInput<typeof CrateMovementFormSchema>

export const CrateMovementSchema = v.object({
  crateMovementKeyID: v.string(),
  movementNo: v.string(),
  marketKeyID: v.string(),
  movementDate: v.string(),
  partyType: v.number(),
  partyKeyID: v.string(),
  partyName: v.string(),
  crateTypeID: v.number(),
  crateTypeName: v.string(),
  direction: v.number(),
  quantity: v.number(),
  tokenKeyID: v.string(),
  /** The sale line the crates went out with; empty for the gate's and those entered by hand. */
  auctionLineKeyID: v.string(),
  remarks: v.string(),
  /** 1 Active, 2 Cancelled. */
  status: v.number(),
  cancelReason: v.string(),
  createdDate: v.string(),
  /** The party's balance of the type once this movement (or its cancelling) is counted. */
  balanceAfter: v.number(),
})
export type CrateMovement = v.InferOutput<typeof CrateMovementSchema>

export const CRATE_BALANCE_SORT_COLUMNS = [
  'partyName',
  'crateTypeName',
  'outQty',
  'inQty',
  'balance',
  'oldestOutDate',
] as const

export const CrateBalanceRowSchema = v.object({
  partyType: v.number(),
  partyKeyID: v.string(),
  partyName: v.string(),
  crateTypeID: v.number(),
  crateTypeName: v.string(),
  outQty: v.number(),
  inQty: v.number(),
  balance: v.number(),
  /** The day of the oldest crates still out (returns settle the oldest first); empty when none are. */
  oldestOutDate: v.string(),
})
export type CrateBalanceRow = v.InferOutput<typeof CrateBalanceRowSchema>

export const CrateBalanceListRequestSchema = listRequest(CRATE_BALANCE_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  partyType: partyTypeFilter,
  crateTypeID: optionalTypeFilter,
})

export const CrateLedgerRequestSchema = v.pipe(
  v.object({
    marketKeyID: moneyKey,
    partyType: PartyTypeSchema,
    partyKeyID: moneyKey,
    /** 0 or absent: every type together. */
    crateTypeID: optionalTypeFilter,
    fromDate: optionalDate,
    toDate: optionalDate,
  }),
  v.check((r) => !r.fromDate || !r.toDate || r.fromDate <= r.toDate, 'fromDate must not be after toDate'),
)

export const CrateLedgerSchema = v.object({
  opening: v.number(),
  rows: v.array(
    v.object({
      date: v.string(),
      movementNo: v.string(),
      particulars: v.string(),
      outQty: v.number(),
      inQty: v.number(),
      balance: v.number(),
    }),
  ),
  closing: v.number(),
})
export type CrateLedger = v.InferOutput<typeof CrateLedgerSchema>

export const CrateStockSchema = v.object({
  crateTypeID: v.number(),
  crateTypeName: v.string(),
  owned: v.number(),
  withFarmers: v.number(),
  withBuyers: v.number(),
  inYard: v.number(),
})
export type CrateStock = v.InferOutput<typeof CrateStockSchema>

export const CRATE_MOVEMENT_SORT_COLUMNS = [
  'movementNo',
  'movementDate',
  'partyName',
  'crateTypeName',
  'outQty',
  'inQty',
] as const

/** One movement as the market's list shows it: the count split by direction, so each column sums. */
export const CrateMovementRowSchema = v.object({
  crateMovementKeyID: v.string(),
  movementNo: v.string(),
  movementDate: v.string(),
  partyType: v.number(),
  partyKeyID: v.string(),
  partyName: v.string(),
  crateTypeID: v.number(),
  crateTypeName: v.string(),
  direction: v.number(),
  outQty: v.number(),
  inQty: v.number(),
  /** The token's number and day when the crates travelled with one; empty otherwise. */
  tokenText: v.string(),
  remarks: v.string(),
  /** 1 Active, 2 Cancelled. */
  status: v.number(),
  cancelReason: v.string(),
})
export type CrateMovementRow = v.InferOutput<typeof CrateMovementRowSchema>

/** The date range selects by the movement's own date, the day the crates moved. */
export const CrateMovementListRequestSchema = listRequest(CRATE_MOVEMENT_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  partyType: partyTypeFilter,
  partyKeyID: optionalKeyFilter,
  crateTypeID: optionalTypeFilter,
  direction: v.optional(
    v.nullable(v.picklist([0, CRATE_DIRECTION.Out, CRATE_DIRECTION.In], 'must be 0 to 2')),
  ),
  status: v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0 to 2'))),
})

const onCrate = (action: 'view' | 'insert' | 'delete') =>
  ({ moduleId: MODULE.Crate, action, keyField: 'crateMovementKeyID' }) as const

export const crate = {
  addMovement: endpoint({
    method: 'POST',
    path: 'Crate/AddCrateMovement',
    body: CrateMovementFormSchema,
    data: CrateMovementSchema,
    access: onCrate('insert'),
  }),
  /** Cancelling a movement is its "delete" right; the movement stays, marked cancelled. */
  cancelMovement: endpoint({
    method: 'POST',
    path: 'Crate/CancelCrateMovement',
    body: v.object({ crateMovementKeyID: moneyKey, reason: reasonText }),
    data: CrateMovementSchema,
    access: onCrate('delete'),
  }),
  /** Answers `responseData.totals` `{ outQty, inQty, balance }` over the filter. */
  balanceList: endpoint({
    method: 'POST',
    path: 'Crate/GetCrateBalanceList',
    body: CrateBalanceListRequestSchema,
    data: v.array(CrateBalanceRowSchema),
    paged: true,
    access: onCrate('view'),
  }),
  ledger: endpoint({
    method: 'POST',
    path: 'Crate/GetCrateLedger',
    body: CrateLedgerRequestSchema,
    data: CrateLedgerSchema,
    access: onCrate('view'),
  }),
  stock: endpoint({
    method: 'GET',
    path: 'Crate/GetCrateStock',
    query: v.object({ MarketKeyID: QueryKeyID }),
    data: v.array(CrateStockSchema),
    access: onCrate('view'),
  }),
  /**
   * The market's movements, cancelled ones included and marked; answers `responseData.totals`
   * `{ outQty, inQty }` over the live movements of the filter.
   */
  movementList: endpoint({
    method: 'POST',
    path: 'Crate/GetCrateMovementList',
    body: CrateMovementListRequestSchema,
    data: v.array(CrateMovementRowSchema),
    paged: true,
    access: onCrate('view'),
  }),
} as const
