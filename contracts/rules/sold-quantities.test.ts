import { describe, expect, it } from 'vitest'
import {
  grossToNetPaise,
  lineKg,
  lineKgHundredths,
  pattiDeductions,
  pattiTotalDeductionsPaise,
  tokenSubtotals,
} from '.'

describe('a sale line’s kg', () => {
  it('is what was weighed, to the hundredth', () => {
    expect(lineKg({ crates: 12, netWeightKg: 241.35, crateCapacityKg: 20 })).toBe(241.35)
    expect(lineKgHundredths({ crates: 12, netWeightKg: 241.35, crateCapacityKg: 20 })).toBe(24_135)
  })

  it('is its crates at the crate’s capacity while unweighed, without float noise', () => {
    // 3 × 20.1 is 60.300000000000004 in floating point; the line weighs 60.3 kg.
    expect(lineKg({ crates: 3, netWeightKg: null, crateCapacityKg: 20.1 })).toBe(60.3)
    expect(lineKgHundredths({ crates: 72, netWeightKg: null, crateCapacityKg: 25 })).toBe(180_000)
  })

  it('counts a weighed 0 as weighed, not as an estimate', () => {
    expect(lineKg({ crates: 5, netWeightKg: 0, crateCapacityKg: 20 })).toBe(0)
  })
})

describe('a bill’s token sub-totals', () => {
  const line = (tokenKeyID: string, crates: number, kg: number, paise: number) => ({
    tokenKeyID,
    crates,
    netWeightKg: kg,
    amountPaise: paise,
  })
  const figures = (l: ReturnType<typeof line>) => ({
    crates: l.crates,
    kgHundredths: Math.round(l.netWeightKg * 100),
    amountPaise: l.amountPaise,
  })

  it('add up each token’s crates, kg and amount exactly, tokens in the order they first appear', () => {
    const lines = [
      line('T-2', 10, 200.1, 2_801_400),
      line('T-1', 5, 100.2, 1_503_000),
      line('T-2', 4, 80.2, 1_122_800),
    ]
    const groups = tokenSubtotals(lines, figures)
    expect(groups.map((g) => [g.tokenKeyID, g.crates, g.kgHundredths, g.amountPaise])).toEqual([
      ['T-2', 14, 28_030, 3_924_200],
      ['T-1', 5, 10_020, 1_503_000],
    ])
    expect(groups[0]!.first).toBe(lines[0])
    expect(groups[0]!.lines).toEqual([lines[0], lines[2]])
  })

  it('answer nothing for a bill without lines', () => {
    expect(tokenSubtotals([], figures)).toEqual([])
  })
})

describe('the two deductions figures', () => {
  // A patti: gross ₹5,000; commission ₹300, hamali ₹24.60; ₹20 other; net ₹4,655.40 rounds to ₹4,655.
  const patti = {
    serviceLines: [{ amount: 30_000 }, { amount: 2_460 }],
    servicesPaise: 32_460,
    otherPaise: 2_000,
    roundOffPaise: -40,
    waivedPaise: 0,
  }

  it('a patti’s Total Deductions are its charges less the waiver, the round off left on its own line', () => {
    expect(pattiTotalDeductionsPaise(patti)).toBe(34_460)
    expect(pattiTotalDeductionsPaise({ servicesPaise: 40_000, otherPaise: 0, waivedPaise: 15_000 })).toBe(
      25_000,
    )
  })

  it('the Farmer Report’s deductions are all between gross and net, round off included', () => {
    expect(grossToNetPaise(pattiDeductions(patti))).toBe(34_500)
    expect(500_000 - grossToNetPaise(pattiDeductions(patti))).toBe(465_500)
  })
})
