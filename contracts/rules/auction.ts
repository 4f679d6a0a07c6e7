import { fromPaise, toPaise } from './money'

/** How a sale's rate is quoted; the labels are RATE_UNITS (contracts/product.ts). */
export const RATE_UNIT = { PerKg: 1, PerCrate: 2, PerQuintal: 3, LumpSum: 4, PerTenKg: 5 } as const

/** Kilograms one unit of a weight-based rate stands for. */
const KG_PER_UNIT: Partial<Record<number, number>> = {
  [RATE_UNIT.PerKg]: 1,
  [RATE_UNIT.PerTenKg]: 10,
  [RATE_UNIT.PerQuintal]: 100,
}

/** Kilograms one unit of a rate stands for: 1, 10 or 100; undefined for per crate and lump sum. */
export const kgPerRateUnit = (rateUnit: number): number | undefined => KG_PER_UNIT[rateUnit]

/** A rate quoted per kg, per 10 kg or per quintal needs the net weight before its amount is known. */
export const rateNeedsWeight = (rateUnit: number): boolean => KG_PER_UNIT[rateUnit] !== undefined

/** Weights travel as kg with 2 decimals; inside a calculation they are whole hundredths of a kg. */
const toCentiKg = (kg: number): number => Math.round(kg * 100)
const fromCentiKg = (centiKg: number): number => centiKg / 100

/** n / d rounded half-up, for non-negative whole numbers. */
const divideHalfUp = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d))

export interface LineWeightInput {
  crates: number
  /** What the scale showed for the line's crates; null or 0 when not weighed. */
  grossWeightKg: number | null
  /** A net weight the weighman entered; null or 0 to compute it from the gross. */
  netWeightKg: number | null
  crateTareKg: number
  allowanceKgPerCrate: number
}

export interface LineWeight {
  tareKg: number
  allowanceKg: number
  /** Null while the line is not weighed. */
  netWeightKg: number | null
}

/**
 * A crate line's net weight: the entered net, else gross − crates × crate tare − crates × allowance
 * per crate; null when neither is known. A computed net may be 0 or less: the caller refuses it.
 */
export function lineWeight(input: LineWeightInput): LineWeight {
  const tare = input.crates * toCentiKg(input.crateTareKg)
  const allowance = input.crates * toCentiKg(input.allowanceKgPerCrate)
  const weights = { tareKg: fromCentiKg(tare), allowanceKg: fromCentiKg(allowance) }
  if (input.netWeightKg) return { ...weights, netWeightKg: input.netWeightKg }
  if (input.grossWeightKg)
    return { ...weights, netWeightKg: fromCentiKg(toCentiKg(input.grossWeightKg) - tare - allowance) }
  return { ...weights, netWeightKg: null }
}

export interface LineAmountInput {
  rateUnit: number
  rate: number
  crates: number
  netWeightKg: number | null
}

/**
 * A crate line's amount in paise, half-up: rate × net kg (per kg), rate × net / 10 (per 10 kg),
 * net / 100 × rate (per quintal), rate × crates (per crate), the rate itself (lump sum). Null while a
 * weight-based line awaits its weight.
 */
export function linePaise({ rateUnit, rate, crates, netWeightKg }: LineAmountInput): number | null {
  const ratePaise = toPaise(rate)
  if (rateUnit === RATE_UNIT.PerCrate) return ratePaise * crates
  if (rateUnit === RATE_UNIT.LumpSum) return ratePaise
  const kgPerUnit = KG_PER_UNIT[rateUnit]
  if (kgPerUnit === undefined) throw new RangeError(`Unknown rate unit ${rateUnit}`)
  if (!netWeightKg || netWeightKg <= 0) return null
  return divideHalfUp(ratePaise * toCentiKg(netWeightKg), 100 * kgPerUnit)
}

/** How many of a rate unit a line holds: kg/10 kg/quintals of its net, its crates, or 1 lump. */
function unitsOf(rateUnit: number, crates: number, netWeightKg: number | null): number | null {
  if (rateUnit === RATE_UNIT.PerCrate) return crates
  if (rateUnit === RATE_UNIT.LumpSum) return 1
  const kgPerUnit = KG_PER_UNIT[rateUnit]
  if (kgPerUnit === undefined || !netWeightKg || netWeightKg <= 0) return null
  return netWeightKg / kgPerUnit
}

/**
 * A line's rate expressed in another rate unit, or null when that needs a weight the line lacks.
 * Weight-based units convert by their kg (₹12/kg = ₹1,200/qtl); a per-crate or lump-sum rate and a
 * weight-based one convert only through the line's net weight (and crates).
 */
export function rateInUnit(
  line: { rateUnit: number; rate: number; crates: number; netWeightKg: number | null },
  targetUnit: number,
): number | null {
  if (line.rateUnit === targetUnit) return line.rate
  const fromKg = KG_PER_UNIT[line.rateUnit]
  const toKg = KG_PER_UNIT[targetUnit]
  if (fromKg !== undefined && toKg !== undefined) return (line.rate * toKg) / fromKg
  const lineUnits = unitsOf(line.rateUnit, line.crates, line.netWeightKg)
  const targetUnits = unitsOf(targetUnit, line.crates, line.netWeightKg)
  if (lineUnits === null || !targetUnits) return null
  return (line.rate * lineUnits) / targetUnits
}

export interface RateBand {
  /** The product's alert band in its default rate unit; 0 means no bound on that side. */
  minRateAlert: number
  maxRateAlert: number
  defaultRateUnit: number
}

/**
 * Whether a rate lies outside the product's alert band, compared in the product's default rate unit.
 * A rate that cannot be converted (a per-crate sale of a per-kg product not yet weighed) is not
 * judged: false.
 */
export function rateOutsideBand(
  line: { rateUnit: number; rate: number; crates: number; netWeightKg: number | null },
  band: RateBand,
): boolean {
  const rate = rateInUnit(line, band.defaultRateUnit)
  if (rate === null) return false
  const paise = Math.round(rate * 100)
  if (band.minRateAlert > 0 && paise < toPaise(band.minRateAlert)) return true
  return band.maxRateAlert > 0 && paise > toPaise(band.maxRateAlert)
}

/** Crates of each grade still to sell: graded (or declared, for the ungraded lot) minus live sold. */
export function remainingCrates(
  grades: readonly { gradeID: number; crates: number }[],
  liveLines: readonly { gradeID: number; crates: number }[],
): Map<number, number> {
  const left = new Map(grades.map((grade) => [grade.gradeID, grade.crates]))
  for (const line of liveLines) left.set(line.gradeID, (left.get(line.gradeID) ?? 0) - line.crates)
  return left
}

/** How a trolley lot is priced. */
export const TROLLEY_RATE_TYPE = { PerQuintal: 1, LumpSum: 2 } as const

/** A trolley's net: loaded − empty, null until the empty weight is known. */
export function trolleyNetKg(loadedWeightKg: number, emptyWeightKg: number | null): number | null {
  if (emptyWeightKg === null) return null
  return fromCentiKg(toCentiKg(loadedWeightKg) - toCentiKg(emptyWeightKg))
}

/**
 * A trolley lot's amount in paise: net / 100 × rate per quintal (null until weighed), or the lump sum.
 */
export function trolleyPaise(lot: {
  rateType: number
  rate: number
  lumpSumAmount: number
  netWeightKg: number | null
}): number | null {
  if (lot.rateType === TROLLEY_RATE_TYPE.LumpSum) return toPaise(lot.lumpSumAmount)
  if (!lot.netWeightKg || lot.netWeightKg <= 0) return null
  return divideHalfUp(toPaise(lot.rate) * toCentiKg(lot.netWeightKg), 10_000)
}

/** The ₹ per quintal a lump sum works out to (half-up to paise), null until the net is known. */
export function impliedRatePerQuintal(amountPaise: number, netWeightKg: number | null): number | null {
  if (!netWeightKg || netWeightKg <= 0) return null
  return fromPaise(divideHalfUp(amountPaise * 10_000, toCentiKg(netWeightKg)))
}
