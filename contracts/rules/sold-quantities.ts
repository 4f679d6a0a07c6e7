import { toHundredths } from './money'

/**
 * What a sale line weighs and what a token's lines add up to, worked out once for the bills, the
 * reports, the buyer's exposure and the printed sub-totals, so they never disagree by a rounding.
 */

export interface LineKgInput {
  crates: number
  /** Null while the line is not weighed. */
  netWeightKg: number | null
  crateCapacityKg: number
}

/**
 * A line's net kg in whole hundredths: as weighed, or while unweighed its crates at the crate's
 * capacity (an estimate, which per-kg charges and rates then rest on).
 */
export const lineKgHundredths = ({ crates, netWeightKg, crateCapacityKg }: LineKgInput): number =>
  netWeightKg === null ? crates * toHundredths(crateCapacityKg) : toHundredths(netWeightKg)

/** A line's net kg (2 decimals): as weighed, or estimated from its crates while unweighed. */
export const lineKg = (line: LineKgInput): number => lineKgHundredths(line) / 100

/** What a line adds to its token's sub-total, in whole units so the sums are exact. */
export interface SubtotalFigures {
  crates: number
  kgHundredths: number
  amountPaise: number
}

export interface TokenLines<Line> extends SubtotalFigures {
  tokenKeyID: string
  /** The token's first line, which names the token. */
  first: Line
  /** The token's lines, in the order given. */
  lines: Line[]
}

/**
 * A bill's lines grouped by token, in the order each token first appears, with the token's crates,
 * kg and amount added up.
 */
export function tokenSubtotals<Line extends { tokenKeyID: string }>(
  lines: readonly Line[],
  figures: (line: Line) => SubtotalFigures,
): TokenLines<Line>[] {
  const byToken = new Map<string, TokenLines<Line>>()
  for (const line of lines) {
    let sum = byToken.get(line.tokenKeyID)
    if (!sum) {
      sum = {
        tokenKeyID: line.tokenKeyID,
        first: line,
        lines: [],
        crates: 0,
        kgHundredths: 0,
        amountPaise: 0,
      }
      byToken.set(line.tokenKeyID, sum)
    }
    const add = figures(line)
    sum.lines.push(line)
    sum.crates += add.crates
    sum.kgHundredths += add.kgHundredths
    sum.amountPaise += add.amountPaise
  }
  return [...byToken.values()]
}
