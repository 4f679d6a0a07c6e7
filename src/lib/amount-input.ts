/**
 * The amount field as pure functions: digits and one decimal point, up to 8 integer digits
 * and 2 decimals, at most 12 characters as shown (grouping commas included), Indian grouping while
 * typing, a leading point cleared. Kept free of React so every rule is unit-tested.
 */

export const AMOUNT_MAX_LENGTH = 12
export const AMOUNT_INTEGER_DIGITS = 8
export const AMOUNT_DECIMALS = 2

/** 12345678 → 1,23,45,678: the last three digits, then groups of two. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const tail = digits.slice(-3)
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`
}

/**
 * The text to show once the field's raw text has become `raw` (its commas may be stale), or null when
 * the change breaks a rule and must be refused.
 */
export function normaliseAmountInput(raw: string): string | null {
  const compact = raw.replace(/[\s,]/g, '')
  if (!/^[\d.]*$/.test(compact)) return null
  const text = compact.replace(/^\.+/, '')
  const [integer = '', decimals, ...extra] = text.split('.')
  if (extra.length > 0) return null
  if (decimals !== undefined && decimals.length > AMOUNT_DECIMALS) return null
  const digits = integer.replace(/^0+(?=\d)/, '')
  if (digits.length > AMOUNT_INTEGER_DIGITS) return null
  const shown = groupIndian(digits) + (decimals === undefined ? '' : `.${decimals}`)
  return shown.length > AMOUNT_MAX_LENGTH ? null : shown
}

export interface AmountEdit {
  value: string
  caret: number
}

const significant = (text: string) => text.replace(/[^\d.]/g, '')

/**
 * Applies one change of the field: `raw` is the text after the user's keystroke or paste and `caret`
 * where the cursor stood in it. Answers the text to show and where the cursor goes, so regrouping
 * never throws the cursor to the end.
 */
export function applyAmountEdit(previous: string, raw: string, caret: number): AmountEdit {
  const next = normaliseAmountInput(raw)
  if (next === null) {
    const inserted = Math.max(0, raw.length - previous.length)
    return { value: previous, caret: Math.min(previous.length, Math.max(0, caret - inserted)) }
  }
  // Only the front of the text loses characters (leading points, leading zeros); count them once.
  const dropped = significant(raw).length - significant(next).length
  let remaining = Math.max(0, significant(raw.slice(0, caret)).length - dropped)
  let position = 0
  while (remaining > 0 && position < next.length) {
    if (next[position] !== ',') remaining--
    position++
  }
  return { value: next, caret: position }
}

/** The number an amount text stands for; null when it is empty. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/,/g, '').trim()
  if (compact === '' || compact === '.') return null
  const value = Number(compact)
  return Number.isFinite(value) ? value : null
}

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: AMOUNT_DECIMALS, useGrouping: true })

/** A stored amount as the field shows it: 1234567.5 → 12,34,567.5. */
export const formatAmount = (value: number): string => grouped.format(value)
