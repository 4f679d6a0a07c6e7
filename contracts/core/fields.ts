import * as v from 'valibot'
import { capitaliseFirst, KeyIDSchema, REQUIRED, trimStart } from './primitives'
import { cleanedText } from './text'

/**
 * A required name: cleaned (cleanText), leading spaces removed, first letter capitalised, at most `max`
 * characters.
 */
export const requiredName = (label: string, max = 50) =>
  v.pipe(
    v.string(REQUIRED),
    ...cleanedText(),
    trimStart,
    v.nonEmpty(REQUIRED),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    capitaliseFirst,
  )

/** Free text that may be empty (cleaned; line breaks kept for addresses and bill footers). */
export const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      ...cleanedText({ keepLineBreaks: true }),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters.`),
    ),
    '',
  )

/** Text matching a pattern when given (upper-cased first: IFSC, PAN, GSTIN). */
export const optionalCode = (pattern: RegExp, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.check((s) => s === '' || pattern.test(s), message),
    ),
    '',
  )

/** A lookup the user must pick (selects send null until chosen). */
export const requiredPick = v.pipe(v.number(REQUIRED), v.integer(REQUIRED), v.minValue(1, REQUIRED))

/** A lookup the user may leave empty (0 or null). */
export const optionalPick = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null)

/** A non-negative amount with at most 2 decimals and at most `maxInt` integer digits. */
export const amount = (label: string, maxValue = 99_999_999.99) =>
  v.pipe(
    v.number(REQUIRED),
    v.finite(`${label} must be a number.`),
    v.minValue(0, `${label} must not be negative.`),
    v.maxValue(maxValue, `${label} is too large.`),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} can have at most 2 decimals.`),
  )

/**
 * A weight the scale may not have given yet: null, absent and 0 all mean "not weighed", which the
 * record keeps as 0 (the gate's loaded weight, a grade's weight at grading).
 */
export const weightOrNotWeighed = (label: string, maxValue: number) =>
  v.optional(
    v.pipe(
      v.nullable(amount(label, maxValue)),
      v.transform((kg) => kg ?? 0),
    ),
    0,
  )

/** A whole number within a range. */
export const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(REQUIRED),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  )

/** An optional numeric key of the record being edited: 0, null or absent means a new record. */
export const optionalNumericKey = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null)

/** The fields every master row carries. */
export const auditEntries = {
  isActive: v.boolean(),
  /** ISO date-time of creation; lists filter their date range on it. */
  createdDate: v.string(),
} as const

/** A list filter on status: all (absent/null), active (true) or inactive (false). */
export const statusFilter = v.optional(v.nullable(v.boolean()), null)

export const REASON_MESSAGE = 'Reason must be 3 to 200 characters.'

/** Why a document is cancelled or a count falls short: one cleaned line, 3–200 characters. */
export const reasonText = v.pipe(
  v.string(REQUIRED),
  ...cleanedText(),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.minLength(3, REASON_MESSAGE),
  v.maxLength(200, REASON_MESSAGE),
)

/** A key a list may filter on: absent, null or '' means all. */
export const optionalKeyFilter = v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema])))
