import type { AuctionLine, AuctionLineFormInput, AuctionQueueToken } from '@contracts'
import type { DefaultValues } from 'react-hook-form'
import { cratesOnTheirWay, type OutboxLine } from './line-outbox'

/** A grade's crates still to sell once the lines on their way are saved. */
export const leftToSell = (
  token: AuctionQueueToken,
  gradeID: number,
  outbox: readonly OutboxLine[],
): number =>
  (token.grades.find((g) => g.gradeID === gradeID)?.leftCrates ?? 0) -
  cratesOnTheirWay(outbox, token.tokenKeyID, gradeID)

/** The first grade of the token with crates left, starting at `from` (the grade just sold). */
export function nextGrade(
  token: AuctionQueueToken,
  outbox: readonly OutboxLine[],
  from: number | null,
): number | null {
  const grades = token.grades
  const start = Math.max(
    0,
    grades.findIndex((g) => g.gradeID === from),
  )
  const ordered = [...grades.slice(start), ...grades.slice(0, start)]
  return ordered.find((g) => leftToSell(token, g.gradeID, outbox) > 0)?.gradeID ?? null
}

/** A new line of a grade: all that is left, in the product's rate unit. */
export const newLineValues = (
  token: AuctionQueueToken,
  gradeID: number,
  left: number,
): DefaultValues<AuctionLineFormInput> => ({
  auctionLineKeyID: '',
  tokenKeyID: token.tokenKeyID,
  gradeID,
  buyerKeyID: '',
  crates: left > 0 ? left : undefined,
  rateUnit: token.defaultRateUnit as AuctionLineFormInput['rateUnit'],
  rate: undefined,
  grossWeightKg: null,
  netWeightKg: null,
  confirmWarnings: false,
})

/** A saved line back in the form, to change it. */
export const savedLineValues = (line: AuctionLine): AuctionLineFormInput => ({
  auctionLineKeyID: line.auctionLineKeyID,
  tokenKeyID: line.tokenKeyID,
  gradeID: line.gradeID,
  buyerKeyID: line.buyerKeyID,
  crates: line.crates,
  rateUnit: line.rateUnit as AuctionLineFormInput['rateUnit'],
  rate: line.rate,
  grossWeightKg: line.grossWeightKg,
  netWeightKg: null,
  confirmWarnings: false,
})
