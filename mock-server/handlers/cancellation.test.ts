import { describe, expect, it } from 'vitest'
import { countIn, laterReversal, reversalDay, statementDays } from './cancellation'

/** A patti of 18 Nov found wrong and cancelled on 21 Nov: it stood from the 18th to the 20th. */
const PATTI_DAY = '2026-11-18'
const CANCELLED = '2026-11-21'

describe('a document cancelled on a later day', () => {
  it('reverses on the day it was cancelled; a row of an older data file, on its own day', () => {
    expect(reversalDay(true, PATTI_DAY, CANCELLED)).toBe(CANCELLED)
    expect(reversalDay(true, PATTI_DAY, undefined)).toBe(PATTI_DAY)
    expect(reversalDay(false, PATTI_DAY, undefined)).toBeNull()
  })

  it('counts in a period holding its own day, and back out in one holding the cancellation', () => {
    expect(countIn(PATTI_DAY, CANCELLED, '2026-11-01', '2026-11-20')).toBe(1)
    expect(countIn(PATTI_DAY, CANCELLED, '2026-11-19', '2026-11-21')).toBe(-1)
    expect(countIn(PATTI_DAY, CANCELLED, '2026-11-01', '2026-11-21')).toBe(0)
    expect(countIn(PATTI_DAY, CANCELLED, '', '2026-11-17')).toBe(0)
    expect(countIn(PATTI_DAY, null, '', '')).toBe(1)
    // Cancelled on its own day: it never counts.
    expect(countIn(PATTI_DAY, PATTI_DAY, PATTI_DAY, PATTI_DAY)).toBe(0)
  })

  it('shows in a statement on its day and, reversed, on the later one; cancelled the same day, never', () => {
    expect(statementDays(PATTI_DAY, CANCELLED, '')).toEqual([
      { date: PATTI_DAY, sign: 1 },
      { date: CANCELLED, sign: -1 },
    ])
    expect(statementDays(PATTI_DAY, CANCELLED, '2026-11-20')).toEqual([{ date: PATTI_DAY, sign: 1 }])
    expect(statementDays(PATTI_DAY, PATTI_DAY, '')).toEqual([])
    expect(statementDays(PATTI_DAY, null, '')).toEqual([{ date: PATTI_DAY, sign: 1 }])
    expect(laterReversal(PATTI_DAY, PATTI_DAY)).toBeNull()
  })
})
