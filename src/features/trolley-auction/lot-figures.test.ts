import { TROLLEY_RATE_TYPE } from '@contracts'
import { describe, expect, it } from 'vitest'
import { lotFigures } from './lot-figures'

const { PerQuintal, LumpSum } = TROLLEY_RATE_TYPE

describe('lotFigures', () => {
  it('prices an onion trolley per quintal once weighed empty (5,860 − 2,340 kg at ₹1,851/qtl)', () => {
    expect(
      lotFigures({ rateType: PerQuintal, rate: 1851, loadedWeightKg: 5860, emptyWeightKg: 2340 }),
    ).toEqual({ netWeightKg: 3520, amount: 65155.2, impliedRatePerQuintal: null })
  })

  it('knows no amount for a per-quintal lot until the empty weight is typed', () => {
    expect(lotFigures({ rateType: PerQuintal, rate: 1851, loadedWeightKg: 5860 })).toEqual({
      netWeightKg: null,
      amount: null,
      impliedRatePerQuintal: null,
    })
  })

  it('rounds a per-quintal amount half-up to the paisa', () => {
    // 1,234.57 kg at ₹1,999.99/qtl = ₹24,691.27653…
    expect(
      lotFigures({ rateType: PerQuintal, rate: 1999.99, loadedWeightKg: 3000, emptyWeightKg: 1765.43 })
        .amount,
    ).toBe(24691.28)
  })

  it('takes a lump sum as the amount and shows what it works out to per quintal', () => {
    expect(lotFigures({ rateType: LumpSum, lumpSumAmount: 65000, loadedWeightKg: 5860 })).toEqual({
      netWeightKg: null,
      amount: 65000,
      impliedRatePerQuintal: null,
    })
    expect(
      lotFigures({ rateType: LumpSum, lumpSumAmount: 65000, loadedWeightKg: 5860, emptyWeightKg: 2340 }),
    ).toEqual({ netWeightKg: 3520, amount: 65000, impliedRatePerQuintal: 1846.59 })
  })

  it('shows a net of 0 or less as it is, and prices nothing on it', () => {
    expect(
      lotFigures({ rateType: PerQuintal, rate: 1851, loadedWeightKg: 2340, emptyWeightKg: 2340 }),
    ).toEqual({ netWeightKg: 0, amount: null, impliedRatePerQuintal: null })
    expect(
      lotFigures({ rateType: LumpSum, lumpSumAmount: 500, loadedWeightKg: 2000, emptyWeightKg: 2100 }),
    ).toEqual({ netWeightKg: -100, amount: 500, impliedRatePerQuintal: null })
  })

  it('prices nothing before a rate type and its rate are typed', () => {
    expect(lotFigures({ loadedWeightKg: 5860, emptyWeightKg: 2340 }).amount).toBeNull()
    expect(lotFigures({ rateType: PerQuintal, loadedWeightKg: 5860, emptyWeightKg: 2340 }).amount).toBeNull()
    expect(lotFigures({ rateType: LumpSum, rate: 1851, loadedWeightKg: 5860 }).amount).toBeNull()
  })
})
