import * as v from 'valibot'
import { amount, cleanedText, KeyIDSchema, REQUIRED, wholeNumber } from './core'
import { ONLINE_SUB_MODES, PAYMENT_MODE } from './money-codes'

/** Fields the money documents share: amounts, modes, references and note counts. */

export const MONEY_MESSAGES = {
  amountPositive: 'Amount must be more than 0.',
  referenceRequired: 'Enter the reference number (UTR or cheque number) of an online payment.',
  subModeRequired: 'Choose UPI, NEFT-RTGS-IMPS or Cheque.',
  cashOnlyCount: 'A note count is only for cash.',
  marketInactive: 'This market is Inactive: it takes no new documents.',
  alreadyCancelled: 'This document is already cancelled.',
  walletClosed: (date: string) =>
    `The wallet of ${date} is closed: cash dated that day can no longer change.`,
  walletNotOpen: (date: string) =>
    `Open the wallet of ${date} with its note count before cash moves that day.`,
} as const

export const moneyKey = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), KeyIDSchema)

/** An amount that must be more than 0, in ₹ with at most 2 decimals. */
export const positiveAmount = (label = 'Amount') =>
  v.pipe(
    amount(label, 99_999_999.99),
    v.check((n) => n > 0, MONEY_MESSAGES.amountPositive),
  )

export const PaymentModeSchema = v.picklist([1, 2], 'Choose Cash or Online.')
export const OnlineSubModeSchema = v.optional(
  v.union([v.literal(''), v.picklist(ONLINE_SUB_MODES)], MONEY_MESSAGES.subModeRequired),
  '',
)
/** A UTR or cheque number: one line of visible text, as it goes into the receipt's WhatsApp message. */
export const ReferenceNoSchema = v.optional(
  v.pipe(
    v.string(),
    ...cleanedText(),
    v.trim(),
    v.maxLength(40, 'Reference number must be at most 40 characters.'),
  ),
  '',
)

/** How many notes (or rupees of loose coins, for denomination 1) of one denomination. */
export const DenominationCountSchema = v.object({
  denomination: wholeNumber('Denomination', 1, 100_000),
  count: wholeNumber('Count', 0, 1_000_000),
})
export type DenominationCountInput = v.InferInput<typeof DenominationCountSchema>

export const DenominationCountsSchema = v.pipe(
  v.array(DenominationCountSchema),
  v.maxLength(30, 'At most 30 denominations.'),
  v.check(
    (rows) => new Set(rows.map((row) => row.denomination)).size === rows.length,
    'A denomination is listed twice.',
  ),
)

interface ModeFields {
  paymentMode: number
  onlineSubMode: string
  referenceNo: string
}

/**
 * A document body with the mode rules: online money needs its sub-mode and reference number. Vouchers
 * and expenses share it, so the rule reads the same on both.
 */
export const withModeRules = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.object(entries),
    v.forward(
      v.check(
        (r) =>
          (r as unknown as ModeFields).paymentMode !== PAYMENT_MODE.Online ||
          (r as unknown as ModeFields).onlineSubMode !== '',
        MONEY_MESSAGES.subModeRequired,
      ),
      ['onlineSubMode'] as never,
    ),
    v.forward(
      v.check(
        (r) =>
          (r as unknown as ModeFields).paymentMode !== PAYMENT_MODE.Online ||
          (r as unknown as ModeFields).referenceNo !== '',
        MONEY_MESSAGES.referenceRequired,
      ),
      ['referenceNo'] as never,
    ),
  )

/** A document's list filter on its state: 0 or absent all, 1 Active, 2 Cancelled. */
export const documentStatusFilter = v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0 to 2')))
export const transactionTypeFilter = v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0 to 2')))
export const paymentModeFilter = v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0 to 2')))
