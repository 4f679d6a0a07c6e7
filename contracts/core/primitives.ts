import * as v from 'valibot'

export const REQUIRED = 'This field is required.'

/** A GUID-like key as the API uses for entities (`marketKeyID`). */
export const KeyIDSchema = v.pipe(v.string(), v.regex(/^[0-9a-fA-F-]{8,64}$/, 'must be a key ID'))
export type KeyID = v.InferOutput<typeof KeyIDSchema>

/** Numeric lookup master ids (stateID). */
export const LookupIDSchema = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, REQUIRED))

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export const isValidIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

export const MIN_DATE = '1900-01-01'
export const MAX_DATE = '2099-12-31'

/** YYYY-MM-DD on the wire, a real calendar date within the pickers' range. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.check(isValidIsoDate, 'must be a date as YYYY-MM-DD'),
  v.check((s) => s >= MIN_DATE && s <= MAX_DATE, `must be between ${MIN_DATE} and ${MAX_DATE}`),
)

export const MOBILE_INVALID = 'Please enter a valid 10 digit mobile number.'

/** Digits only, 10 of them. */
export const MobileNoSchema = v.pipe(
  v.string(),
  v.nonEmpty(REQUIRED),
  v.regex(/^\d*$/, 'Mobile number must contain digits only.'),
  v.length(10, MOBILE_INVALID),
)

/** Money on the wire: a number with at most 2 decimals. */
export const MoneySchema = v.pipe(
  v.number(),
  v.finite(),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most 2 decimals'),
)

/** Strings in query parameters: coerced at the edge, never deep inside. */
export const QueryKeyID = KeyIDSchema
export const QueryInt = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.integer(),
  v.minValue(1, 'must be a positive number'),
)

/** Leading spaces removed (market name, address). Forms apply it as the user types. */
export const withoutLeadingSpaces = (s: string): string => s.replace(/^\s+/, '')

/** First letter capitalised (market name). Forms apply it as the user types. */
export const withFirstLetterCapitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Removes leading spaces. */
export const trimStart = v.transform(withoutLeadingSpaces)

/** Capitalises the first letter. */
export const capitaliseFirst = v.transform(withFirstLetterCapitalised)
