import { describe, expect, it } from 'vitest'
import { farmerRowFigures, grossToNetPaise, pattiDeductions } from '.'

describe('Farmer Report row', () => {
  it('shows one day of a farmer paid in full: balance is what was owed before, not the day alone', () => {
    // Gross ₹19,009; services ₹1,690.54; ₹50 other; the net ₹17,268.46 rounded down by 46 paise.
    const figures = farmerRowFigures({
      opening: 3_013_100,
      gross: 1_900_900,
      services: [95_045, 40_000, 34_009],
      other: 5_000,
      roundOff: 46,
      waived: 0,
      paid: 1_726_800,
    })
    expect(figures).toEqual({ deductions: 174_100, net: 1_726_800, balance: 3_013_100 })
  })

  it('counts a net rounded up (₹4,674.70 → ₹4,675) as a negative deduction; the unpaid rest adds to the opening', () => {
    const figures = farmerRowFigures({
      opening: 0,
      gross: 500_000,
      services: [30_000, 2_530],
      other: 0,
      roundOff: -30,
      waived: 0,
      paid: 100_000,
    })
    expect(figures).toEqual({ deductions: 32_500, net: 467_500, balance: 367_500 })
  })

  it('brings a waived negative patti to a net of 0, and a farmer paid in advance owes a negative balance', () => {
    const deductions = pattiDeductions({
      serviceLines: [{ amount: 12_000 }, { amount: 3_000 }],
      otherPaise: 1_000,
      roundOffPaise: 0,
      waivedPaise: 6_000,
    })
    expect(deductions).toEqual({ services: [12_000, 3_000], other: 1_000, roundOff: 0, waived: -6_000 })
    const figures = farmerRowFigures({ opening: -20_000, gross: 10_000, paid: 0, ...deductions })
    expect(figures).toEqual({ deductions: 10_000, net: 0, balance: -20_000 })
  })

  it("reads a patti's round off as the opposite deduction, so the net is the patti's", () => {
    // Unrounded net 4,675.30 → 4,675: the patti's round off is −0.30, a deduction of 30 paise.
    const patti = { serviceLines: [{ amount: 32_470 }], otherPaise: 0, roundOffPaise: -30, waivedPaise: 0 }
    expect(500_000 - grossToNetPaise(pattiDeductions(patti))).toBe(467_500)
  })
})
