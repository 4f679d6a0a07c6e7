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
