/**
 * Money is carried on the wire as rupees with at most two decimals and computed in integer paise, so
 * sums never drift. Rounding is half-up (away from zero) to the paisa.
 */

/** Rupees → integer paise, half-up. `toPrecision` first undoes binary noise such as 1.005 × 100 = 100.4999…. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`)
  const scaled = Number((Math.abs(rupees) * 100).toPrecision(15))
  const paise = Math.floor(scaled + 0.5)
  return rupees < 0 ? -paise : paise
}

/** Integer paise → rupees with at most two decimals. */
export function fromPaise(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`)
  return paise / 100
}

/**
 * A quantity with at most two decimals (kg, a percentage) → integer hundredths. With two decimals the
 * product is within float noise of a whole number, so rounding it is exact (and much cheaper than
 * toPaise, which bills call for every line).
 */
export const toHundredths = (value: number): number => Math.round(value * 100)

/** `numerator / denominator` of whole numbers, rounded half-up (away from zero) to a whole number. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`)
  const magnitude = Math.abs(numerator)
  const quotient = Math.floor(magnitude / denominator)
  const rounded = (magnitude - quotient * denominator) * 2 >= denominator ? quotient + 1 : quotient
  return numerator < 0 && rounded > 0 ? -rounded : rounded
}

/** Integer paise rounded to whole rupees, half-up (away from zero), still in paise. */
export const roundToRupee = (paise: number): number => divideHalfUp(paise, 100) * 100
