import {
  DEFAULT_SERVICE_MESSAGES,
  DefaultAmountSchema,
  type DefaultServiceRow,
  type DefaultServiceSaveRow,
  PERCENTAGE,
  REQUIRED,
} from '@contracts'
import * as v from 'valibot'
import { formatAmount, parseAmount } from '@/lib/amount-input'

/** A row as the screen edits it: the amount as typed, with Indian grouping. */
export interface DraftRow {
  serviceID: number
  serviceName: string
  dstid: 1 | 2 | 3
  amount: string
  transportationTypeID: 1 | 2
}

export interface DraftForm {
  rows: DraftRow[]
}

export const toDraft = (rows: readonly DefaultServiceRow[]): DraftForm => ({
  rows: rows.map((row) => ({ ...row, amount: formatAmount(row.amount) })),
})

/**
 * The amount rules (digits, one point, 8 + 2 digits) plus Percentage ≤ 100; the message of a row's
 * problem sits on its amount.
 */
const DraftRowSchema = v.pipe(
  v.object({
    serviceID: v.number(),
    serviceName: v.string(),
    dstid: v.picklist([1, 2, 3], REQUIRED),
    amount: v.pipe(
      v.string(REQUIRED),
      v.nonEmpty(REQUIRED),
      v.transform((text) => parseAmount(text) ?? Number.NaN),
      DefaultAmountSchema,
    ),
    transportationTypeID: v.picklist([1, 2]),
  }),
  v.forward(
    v.check((row) => row.dstid !== PERCENTAGE || row.amount <= 100, DEFAULT_SERVICE_MESSAGES.percentageOver),
    ['amount'],
  ),
  // serviceName is for display only and is dropped on save.
  v.transform(({ serviceName: _, ...row }): DefaultServiceSaveRow => row),
)

export const DraftFormSchema = v.object({ rows: v.array(DraftRowSchema) })

/** Shown while typing, before any submit: a percentage above 100 is wrong whatever else happens. */
export const percentageProblem = (dstid: number, amount: string): string | undefined =>
  dstid === PERCENTAGE && (parseAmount(amount) ?? 0) > 100
    ? DEFAULT_SERVICE_MESSAGES.percentageOver
    : undefined
