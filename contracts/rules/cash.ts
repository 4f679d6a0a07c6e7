/**
 * Rules on cash, in integer paise: the Income-tax Act's limit on cash to or from one party in a day,
 * a note count that must match the amount it counts, and a drawer that cannot pay out more than it
 * holds.
 */

/** Income-tax Act s.269ST: ₹2,00,000 or more in cash from (or, by this firm's rule, to) one party in a day. */
export const CASH_LIMIT_PAISE = 2_00_000_00

export interface DenominationCount {
  /** Rupees per note or coin; 1 is the loose-coins bucket counted in rupees. */
  denomination: number
  count: number
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
/** ₹1,23,456.00 from paise. */
export const rupeeText = (paise: number): string => rupees.format(paise / 100)

export const CASH_MESSAGES = {
  cashLimit: (earlierPaise: number) =>
    `Cash of ₹2,00,000 or more to or from one party in a day is not allowed (Income-tax Act s.269ST)${
      earlierPaise > 0 ? `: ${rupeeText(earlierPaise)} in cash already today` : ''
    }. Pay the rest online.`,
  countMismatch: (countedPaise: number, amountPaise: number) =>
    `The notes add up to ${rupeeText(countedPaise)}, not ${rupeeText(amountPaise)}.`,
  denominationTwice: 'A denomination is listed twice.',
  belowZero: (bookPaise: number) =>
    `Only ${rupeeText(bookPaise)} is in the cash book for this day: a cash payment cannot take it below zero.`,
} as const

/**
 * Refuses cash that would bring one party's cash of the day (live vouchers before this one plus this
 * one) to the limit or over it; online money does not count.
 */
export const cashLimitProblem = (earlierCashPaise: number, thisCashPaise: number): string | null =>
  earlierCashPaise + thisCashPaise >= CASH_LIMIT_PAISE ? CASH_MESSAGES.cashLimit(earlierCashPaise) : null

/** What a note count holds, in paise. */
export const countTotal = (counts: readonly DenominationCount[]): number =>
  counts.reduce((sum, line) => sum + line.denomination * 100 * line.count, 0)

/** A note breakdown of a cash amount: each denomination once, adding up to exactly the amount. */
export function denominationProblem(
  amountPaise: number,
  counts: readonly DenominationCount[],
): string | null {
  if (new Set(counts.map((line) => line.denomination)).size !== counts.length)
    return CASH_MESSAGES.denominationTwice
  const counted = countTotal(counts)
  return counted === amountPaise ? null : CASH_MESSAGES.countMismatch(counted, amountPaise)
}

/** Cash going out can't take the day's book below zero. */
export const cashOutProblem = (bookPaise: number, outPaise: number): string | null =>
  bookPaise - outPaise < 0 ? CASH_MESSAGES.belowZero(bookPaise) : null
