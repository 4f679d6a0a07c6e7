import { describe, expect, it } from 'vitest'
import { confirmMessage, isConfirmMessage } from '../core'
import {
  impliedRatePerQuintal,
  linePaise,
  lineWeight,
  RATE_UNIT,
  rateInUnit,
  rateNeedsWeight,
  rateOutsideBand,
  remainingCrates,
  TROLLEY_RATE_TYPE,
  trolleyNetKg,
  trolleyPaise,
} from '.'

const crate = { crateTareKg: 1.8, allowanceKgPerCrate: 0.5 }

describe('a crate line’s weight', () => {
  it('takes the entered net over the gross', () => {
    expect(lineWeight({ ...crate, crates: 10, grossWeightKg: 250, netWeightKg: 200.55 })).toEqual({
      tareKg: 18,
      allowanceKg: 5,
      netWeightKg: 200.55,
    })
  })

  it('computes net = gross − crates × tare − crates × allowance, without float noise', () => {
    expect(lineWeight({ ...crate, crates: 3, grossWeightKg: 65.1, netWeightKg: null })).toEqual({
      tareKg: 5.4,
      allowanceKg: 1.5,
      netWeightKg: 58.2,
    })
  })

  it('is unknown without gross or net, and may come out 0 or less for the caller to refuse', () => {
    expect(lineWeight({ ...crate, crates: 2, grossWeightKg: 0, netWeightKg: null }).netWeightKg).toBeNull()
    expect(lineWeight({ ...crate, crates: 2, grossWeightKg: 4.6, netWeightKg: 0 }).netWeightKg).toBe(0)
  })
})

describe('a crate line’s amount in paise', () => {
  it('per kg: rate × net, half-up to the paisa', () => {
    expect(linePaise({ rateUnit: RATE_UNIT.PerKg, rate: 123.45, crates: 5, netWeightKg: 98.35 })).toBe(
      1_214_131,
    )
    // ₹0.50 × 0.01 kg is half a paisa: half-up makes it 1.
    expect(linePaise({ rateUnit: RATE_UNIT.PerKg, rate: 0.5, crates: 1, netWeightKg: 0.01 })).toBe(1)
  })

  it('per crate: rate × crates, weighed or not', () => {
    expect(linePaise({ rateUnit: RATE_UNIT.PerCrate, rate: 245.5, crates: 12, netWeightKg: null })).toBe(
      294_600,
    )
  })

  it('per quintal: net / 100 × rate', () => {
    expect(linePaise({ rateUnit: RATE_UNIT.PerQuintal, rate: 1850, crates: 1, netWeightKg: 2345.67 })).toBe(
      4_339_490,
    )
  })

  it('per 10 kg: rate × net / 10', () => {
    expect(linePaise({ rateUnit: RATE_UNIT.PerTenKg, rate: 345, crates: 4, netWeightKg: 81.3 })).toBe(280_485)
  })

  it('lump sum: the rate is the amount', () => {
    expect(linePaise({ rateUnit: RATE_UNIT.LumpSum, rate: 5000, crates: 9, netWeightKg: null })).toBe(500_000)
  })

  it('is null while a weight-based line awaits its weight', () => {
    for (const rateUnit of [RATE_UNIT.PerKg, RATE_UNIT.PerTenKg, RATE_UNIT.PerQuintal]) {
      expect(rateNeedsWeight(rateUnit)).toBe(true)
      expect(linePaise({ rateUnit, rate: 10, crates: 1, netWeightKg: null })).toBeNull()
    }
    expect(rateNeedsWeight(RATE_UNIT.PerCrate)).toBe(false)
    expect(rateNeedsWeight(RATE_UNIT.LumpSum)).toBe(false)
  })
})

describe('rates in another unit and the alert band', () => {
  const line = { rateUnit: RATE_UNIT.PerKg, rate: 12, crates: 10, netWeightKg: null }

  it('convert between weight units by their kg', () => {
    expect(rateInUnit(line, RATE_UNIT.PerQuintal)).toBe(1200)
    expect(rateInUnit(line, RATE_UNIT.PerTenKg)).toBe(120)
  })

  it('convert between crates and weight only through the net weight', () => {
    expect(rateInUnit(line, RATE_UNIT.PerCrate)).toBeNull()
    expect(rateInUnit({ ...line, netWeightKg: 200 }, RATE_UNIT.PerCrate)).toBe(240)
    expect(
      rateInUnit(
        { rateUnit: RATE_UNIT.LumpSum, rate: 3000, crates: 10, netWeightKg: null },
        RATE_UNIT.PerCrate,
      ),
    ).toBe(300)
  })

  const band = { minRateAlert: 100, maxRateAlert: 400, defaultRateUnit: RATE_UNIT.PerCrate }
  const perCrate = (rate: number) => ({ rateUnit: RATE_UNIT.PerCrate, rate, crates: 5, netWeightKg: null })

  it('flags a rate below the minimum or above the maximum, bounds included as inside', () => {
    expect(rateOutsideBand(perCrate(99.99), band)).toBe(true)
    expect(rateOutsideBand(perCrate(100), band)).toBe(false)
    expect(rateOutsideBand(perCrate(400), band)).toBe(false)
    expect(rateOutsideBand(perCrate(400.01), band)).toBe(true)
  })

  it('treats 0 as no bound, and skips a rate it cannot convert', () => {
    expect(rateOutsideBand(perCrate(10_000), { ...band, maxRateAlert: 0 })).toBe(false)
    expect(rateOutsideBand(perCrate(1), { ...band, minRateAlert: 0 })).toBe(false)
    expect(rateOutsideBand({ ...line, rate: 1 }, band)).toBe(false)
    expect(rateOutsideBand({ ...line, rate: 1, netWeightKg: 100 }, band)).toBe(true)
  })
})

describe('remaining crates', () => {
  it('are the graded crates minus the live lines of each grade', () => {
    const left = remainingCrates(
      [
        { gradeID: 1, crates: 20 },
        { gradeID: 2, crates: 5 },
      ],
      [
        { gradeID: 1, crates: 12 },
        { gradeID: 1, crates: 3 },
        { gradeID: 2, crates: 5 },
      ],
    )
    expect(Object.fromEntries(left)).toEqual({ 1: 5, 2: 0 })
  })
})

describe('trolley lots', () => {
  it('net = loaded − empty, unknown until the empty weight', () => {
    expect(trolleyNetKg(5230.4, 2010.2)).toBe(3220.2)
    expect(trolleyNetKg(5230, null)).toBeNull()
  })

  it('per quintal: net / 100 × rate; lump sum: the lump sum, with its implied rate per quintal', () => {
    expect(
      trolleyPaise({
        rateType: TROLLEY_RATE_TYPE.PerQuintal,
        rate: 1875.5,
        lumpSumAmount: 0,
        netWeightKg: 3220.2,
      }),
    ).toBe(6_039_485)
    expect(
      trolleyPaise({
        rateType: TROLLEY_RATE_TYPE.PerQuintal,
        rate: 1875.5,
        lumpSumAmount: 0,
        netWeightKg: null,
      }),
    ).toBeNull()
    expect(
      trolleyPaise({
        rateType: TROLLEY_RATE_TYPE.LumpSum,
        rate: 0,
        lumpSumAmount: 60_000,
        netWeightKg: null,
      }),
    ).toBe(6_000_000)
    expect(impliedRatePerQuintal(6_000_000, 3220.2)).toBe(1863.24)
    expect(impliedRatePerQuintal(6_000_000, null)).toBeNull()
  })
})

describe('warnings the user confirms', () => {
  it('share one prefix and one message for all that apply', () => {
    const message = confirmMessage(['Rate outside the band.', 'Over the credit limit.'])
    expect(message).toBe('Confirm: Rate outside the band. Over the credit limit.')
    expect(isConfirmMessage(message)).toBe(true)
    expect(isConfirmMessage('Only 4 crates of 1 No. are left on T-014.')).toBe(false)
  })
})
