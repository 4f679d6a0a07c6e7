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

/** `amount × numerator / denominator` in paise, rounded half-up, in integer arithmetic. */
export function scalePaise(paise: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(paise) || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator))
    throw new RangeError('scalePaise takes whole numbers')
  if (denominator <= 0) throw new RangeError('denominator must be positive')
  const product = BigInt(paise) * BigInt(numerator)
  const d = BigInt(denominator)
  const negative = product < 0n
  const magnitude = negative ? -product : product
  const rounded = (magnitude * 2n + d) / (2n * d)
  return Number(negative ? -rounded : rounded)
}
