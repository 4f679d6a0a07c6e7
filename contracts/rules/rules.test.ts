import { describe, expect, it } from 'vitest'
import {
  ENTRY_MESSAGES,
  entryProblems,
  exitProblems,
  fromPaise,
  GRADING_MESSAGES,
  gradingProblems,
  isRegistrationNo,
  nextInSequence,
  normaliseVehicleNo,
  tokenLabel,
  toPaise,
} from '.'

describe('vehicle numbers', () => {
  it('are upper-cased without spaces and hyphens', () => {
    expect(normaliseVehicleNo(' mh-15 ab 1234 ')).toBe('MH15AB1234')
  })

  it.each(['MH15AB1234', 'MH4A1234', 'KA011234', 'mh 12 abc 0001'])('accepts %s', (no) => {
    expect(isRegistrationNo(no)).toBe(true)
  })

  it.each(['', 'MH15AB123', 'M15AB1234', 'MH155AB1234', 'MH15ABCD1234', '1234MH15'])('refuses %s', (no) => {
    expect(isRegistrationNo(no)).toBe(false)
  })
})

describe('token numbers', () => {
  it('print with three digits, more when needed', () => {
    expect([1, 14, 999, 1000].map(tokenLabel)).toEqual(['T-001', 'T-014', 'T-999', 'T-1000'])
  })

  it('follow the last number of the day', () => {
    expect(nextInSequence(undefined)).toBe(1)
    expect(nextInSequence(41)).toBe(42)
  })
})

describe('money in paise', () => {
  it('rounds half-up to the paisa, also where binary fractions fall short', () => {
    expect(toPaise(1.005)).toBe(101)
    expect(toPaise(0.1 + 0.2)).toBe(30)
    expect(toPaise(12.345)).toBe(1235)
    expect(toPaise(-12.345)).toBe(-1235)
    expect(toPaise(99_999_999.99)).toBe(9_999_999_999)
  })

  it('converts back to rupees with two decimals', () => {
    expect(fromPaise(1235)).toBe(12.35)
    expect(fromPaise(toPaise(0.1) + toPaise(0.2))).toBe(0.3)
    expect(() => fromPaise(1.5)).toThrow(RangeError)
  })
})

describe('entry rules', () => {
  it('want crates on every crate token', () => {
    expect(
      entryProblems({
        transportationType: 1,
        loadedWeightKg: 0,
        tokens: [{ declaredCrates: 5 }, { declaredCrates: 0 }],
      }),
    ).toEqual([['tokens.1.declaredCrates', ENTRY_MESSAGES.cratesRequired]])
  })

  it('want a live token on a crate vehicle', () => {
    expect(
      entryProblems({
        transportationType: 1,
        loadedWeightKg: 0,
        tokens: [{ declaredCrates: 5, isCancelled: true }],
      }),
    ).toEqual([['tokens', ENTRY_MESSAGES.tokenRequired]])
  })

  it('want exactly one live token and a loaded weight on a trolley', () => {
    expect(
      entryProblems({
        transportationType: 2,
        loadedWeightKg: 0,
        tokens: [{ declaredCrates: 0 }, { declaredCrates: 0 }],
      }),
    ).toEqual([
      ['tokens', ENTRY_MESSAGES.oneTrolleyToken],
      ['loadedWeightKg', ENTRY_MESSAGES.loadedWeightRequired],
    ])
    expect(
      entryProblems({
        transportationType: 2,
        loadedWeightKg: 6000,
        tokens: [{ declaredCrates: 0, isCancelled: true }, { declaredCrates: 0 }],
      }),
    ).toEqual([])
  })

  it('let a trolley out only lighter than it came in', () => {
    const trolley = { transportationType: 2, loadedWeightKg: 6000 }
    expect(exitProblems(trolley, null)).toEqual([['emptyWeightKg', ENTRY_MESSAGES.emptyWeightRequired]])
    expect(exitProblems(trolley, 6000)).toEqual([['emptyWeightKg', ENTRY_MESSAGES.emptyNotBelowLoaded(6000)]])
    expect(exitProblems(trolley, 2400)).toEqual([])
    expect(exitProblems({ transportationType: 1, loadedWeightKg: 0 }, null)).toEqual([])
  })
})

describe('grading', () => {
  const grades = [
    { gradeID: 1, crates: 30, weightKg: 0 },
    { gradeID: 2, crates: 18, weightKg: 0 },
  ]

  it('accepts graded crates that add up to the declared crates', () => {
    expect(gradingProblems(48, grades, '')).toEqual([])
  })

  it('wants a shortage reason when they differ', () => {
    expect(gradingProblems(50, grades, ' ')).toEqual([
      ['shortageReason', GRADING_MESSAGES.shortageReason(48, 50)],
    ])
    expect(gradingProblems(50, grades, 'Two crates damaged')).toEqual([])
  })

  it('refuses a grade listed twice and a grading of nothing', () => {
    expect(gradingProblems(60, [grades[0]!, grades[0]!], '')).toEqual([
      ['grades', GRADING_MESSAGES.duplicateGrade],
    ])
    expect(gradingProblems(0, [{ gradeID: 1, crates: 0, weightKg: 0 }], '')).toEqual([
      ['grades', GRADING_MESSAGES.empty],
    ])
  })
})
