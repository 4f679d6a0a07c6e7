/**
 * A Farmer Report row's arithmetic, in paise, so every figure on its face adds up: what the period's
 * pattis took off the gross is the sum of its deduction columns, and the balance is what was owed
 * before the period plus what the pattis credited less what was paid.
 */

/** The deductions of a farmer's pattis over a period, each signed as taken off the gross. */
export interface FarmerDeductions {
  /** Each service's charge (commission, hamali, weighing…). */
  services: readonly number[]
  /** Other deductions typed on the pattis (advance recovered, transport…). */
  other: number
  /**
   * What rounding the nets to whole rupees took off: the opposite of the patti's round off, so a net
   * rounded up shows a negative deduction.
   */
  roundOff: number
  /** Charges waived on a patti that came out negative: negative, since they are given back. */
  waived: number
}

export interface FarmerPeriod extends FarmerDeductions {
  /** What we owed the farmer before the period. */
  opening: number
  gross: number
  /** Payments out less money the farmer paid back. */
  paid: number
}

export interface FarmerRowFigures {
  deductions: number
  net: number
  balance: number
}

/**
 * Everything between a farmer's gross and net over a period, the Farmer Report's Deductions column:
 * unlike a patti's Total Deductions it takes in the round off and the waiver.
 */
export const grossToNetPaise = (d: FarmerDeductions): number =>
  d.services.reduce((sum, amount) => sum + amount, 0) + d.other + d.roundOff + d.waived

/** deductions = services + other + round off + waived; net = gross − deductions; balance = opening + net − paid. */
export function farmerRowFigures(period: FarmerPeriod): FarmerRowFigures {
  const deductions = grossToNetPaise(period)
  const net = period.gross - deductions
  return { deductions, net, balance: period.opening + net - period.paid }
}

/** A patti's deductions in the signs above, from its stored sums (the patti's round off adds to the net). */
export const pattiDeductions = (bill: {
  serviceLines: readonly { amount: number }[]
  otherPaise: number
  roundOffPaise: number
  waivedPaise: number
}): FarmerDeductions => ({
  services: bill.serviceLines.map((line) => line.amount),
  other: bill.otherPaise,
  // 0 − x, not −x: a patti without a round off must not show −0.
  roundOff: 0 - bill.roundOffPaise,
  waived: 0 - bill.waivedPaise,
})
