import * as v from 'valibot'
import {
  endpoint,
  KeyIDSchema,
  listRequest,
  optionalKeyFilter,
  optionalPick,
  optionalText,
  QueryKeyID,
  REQUIRED,
  reasonText,
  requiredPick,
  weightOrNotWeighed,
  wholeNumber,
} from './core'
import { MODULE } from './role'
import { TOKEN_SORT_COLUMNS } from './value-lists'

/** How a lot was graded; it decides which grading service the farmer pays. None skips grading. */
export const GRADING_TYPE = { None: 0, Machine: 1, Hand: 2, Farmer: 3 } as const
export const GRADING_TYPES = [
  { value: 0, label: 'None' },
  { value: 1, label: 'Machine' },
  { value: 2, label: 'Hand' },
  { value: 3, label: 'Farmer' },
] as const

export const TOKEN_MESSAGES = {
  notFound: 'Token not found.',
  cancelOnlyOpenOrGraded: 'Only an Open or Graded token can be cancelled.',
  gradeOnlyOpenOrGraded: 'Only an Open or Graded token can be graded.',
  gradingTypeRequired: 'Choose Machine, Hand or Farmer grading.',
  gradeNotOfProduct: 'is not a grade of this product.',
  gradeInactive: 'is an inactive grade.',
  hasSales: (label: string) => `${label} has sales: cancel them in the auction first.`,
} as const

const GradingTypeSchema = v.picklist([0, 1, 2, 3], 'Choose a grading type.')
const crates = wholeNumber('Crates', 0, 100_000)
const weightKg = weightOrNotWeighed('Weight', 100_000)

/** One farmer's lot on a vehicle, as the gate enters it. */
export const TokenLineSchema = v.object({
  /** Empty for a new lot; an existing token's key keeps its number. */
  tokenKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema])), ''),
  farmerKeyID: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), KeyIDSchema),
  productID: requiredPick,
  declaredCrates: crates,
  gradingType: GradingTypeSchema,
  remarks: optionalText('Remarks', 200),
})
export type TokenLineInput = v.InferInput<typeof TokenLineSchema>

export const TokenGradeSchema = v.object({
  gradeID: v.number(),
  gradeName: v.string(),
  crates: v.number(),
  weightKg: v.number(),
  /** Crates of this grade sold in auctions so far. */
  soldCrates: v.number(),
})

/** A token as the gate slip and the grading dialog show it. */
export const TokenSchema = v.object({
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  marketKeyID: v.string(),
  vehicleEntryKeyID: v.string(),
  entryNo: v.number(),
  vehicleNo: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  productID: v.number(),
  productName: v.string(),
  transportationType: v.number(),
  declaredCrates: v.number(),
  gradingType: v.number(),
  status: v.number(),
  remarks: v.string(),
  grades: v.array(TokenGradeSchema),
  gradedCrates: v.number(),
  shortageReason: v.string(),
  cancelReason: v.string(),
  createdDate: v.string(),
})
export type Token = v.InferOutput<typeof TokenSchema>

export const TokenRowSchema = v.object({
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  vehicleEntryKeyID: v.string(),
  vehicleNo: v.string(),
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  productID: v.number(),
  productName: v.string(),
  transportationType: v.number(),
  declaredCrates: v.number(),
  gradedCrates: v.number(),
  gradingType: v.number(),
  status: v.number(),
  /** ISO date-time the token was issued; the date range applies to its day in India. */
  createdDate: v.string(),
})
export type TokenRow = v.InferOutput<typeof TokenRowSchema>

export const TokenListRequestSchema = listRequest(TOKEN_SORT_COLUMNS, {
  /** The selected market; absent means every market of the firm. */
  marketKeyID: optionalKeyFilter,
  status: v.optional(v.nullable(v.picklist([0, 1, 2, 3, 4, 5], 'must be 0 to 5'))),
  productID: optionalPick,
  transportationType: v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0, 1 or 2'))),
})

export const SaveTokenGradingRequestSchema = v.object({
  tokenKeyID: KeyIDSchema,
  gradingType: v.pipe(
    GradingTypeSchema,
    v.check((t) => t !== 0, TOKEN_MESSAGES.gradingTypeRequired),
  ),
  grades: v.pipe(
    v.array(v.object({ gradeID: requiredPick, crates, weightKg })),
    v.minLength(1, 'Enter crates for at least one grade.'),
    v.maxLength(50, 'At most 50 grades.'),
  ),
  shortageReason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || s.length >= 3, 'Shortage reason must be 3 to 200 characters.'),
      v.maxLength(200, 'Shortage reason must be 3 to 200 characters.'),
    ),
    '',
  ),
})
export type SaveTokenGradingRequest = v.InferInput<typeof SaveTokenGradingRequestSchema>

export const CancelTokenRequestSchema = v.object({ tokenKeyID: KeyIDSchema, reason: reasonText })

const onToken = (action: 'view' | 'update' | 'delete') => ({ moduleId: MODULE.Token, action }) as const

export const token = {
  list: endpoint({
    method: 'POST',
    path: 'Token/GetTokenList',
    body: TokenListRequestSchema,
    data: v.array(TokenRowSchema),
    paged: true,
    access: onToken('view'),
  }),
  model: endpoint({
    method: 'GET',
    path: 'Token/GetTokenModel',
    query: v.object({ TokenKeyID: QueryKeyID }),
    data: TokenSchema,
    access: onToken('view'),
  }),
  saveGrading: endpoint({
    method: 'POST',
    path: 'Token/SaveTokenGrading',
    body: SaveTokenGradingRequestSchema,
    data: TokenSchema,
    access: onToken('update'),
  }),
  /** Cancelling a document is its "delete" right. */
  cancel: endpoint({
    method: 'POST',
    path: 'Token/CancelToken',
    body: CancelTokenRequestSchema,
    data: TokenSchema,
    access: onToken('delete'),
  }),
} as const
