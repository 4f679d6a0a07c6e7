import { describe, expect, it } from 'vitest'
import { financialYear } from '../core/date-range'
import { documentNo, documentSeries, legacyDocumentSeries } from './document-no'
import { openPeriod, openPeriodProblem, PERIOD_MESSAGES } from './open-period'

describe('the open period of the books', () => {
  it.each([
    // today, first open day: from 1 April of the previous financial year, up to today
    ['2026-11-21', '2025-04-01'],
    ['2026-04-01', '2025-04-01'],
    ['2026-03-31', '2024-04-01'],
    ['2027-01-15', '2025-04-01'],
  ])('on %s runs from %s', (today, fromDate) => {
    expect(openPeriod(today)).toEqual({ fromDate, toDate: today })
  })

  it('takes its first and last day, and refuses a day before or after with the range named', () => {
    const today = '2026-11-21'
    expect(openPeriodProblem('2025-04-01', today)).toBeNull()
    expect(openPeriodProblem('2026-11-21', today)).toBeNull()
    const message = 'The date must be between 01-04-2025 and 21-11-2026 (today): earlier years are closed.'
    expect(PERIOD_MESSAGES.outside(openPeriod(today))).toBe(message)
    for (const date of ['1900-01-01', '1926-11-21', '2025-03-31', '2026-11-22', '2099-12-31'])
      expect(openPeriodProblem(date, today), date).toBe(message)
  })
})

describe('document series by the full financial year', () => {
  it('never shares a counter between years a century apart, though their labels read alike', () => {
    expect(financialYear('2026-11-21')).toBe('2026-27')
    expect(financialYear('2027-03-31')).toBe('2026-27')
    expect(financialYear('1926-11-21')).toBe('1926-27')
    expect(financialYear('2099-04-01')).toBe('2099-00')
    expect(documentNo('RV', '1926-11-21', 1826)).toBe(documentNo('RV', '2026-11-21', 1826))
    expect(documentSeries('m1', 'RV', '1926-11-21')).not.toBe(documentSeries('m1', 'RV', '2026-11-21'))
    expect(documentSeries('m1', 'RV', '2026-11-21')).toBe('m1|RV|2026-27')
  })

  it('knows the two-digit series of this century that older data files counted in', () => {
    expect(legacyDocumentSeries('m1', 'RV', '2026-11-21')).toBe('m1|RV|26-27')
    expect(legacyDocumentSeries('m1', 'RV', '2000-03-31')).toBeNull()
    expect(legacyDocumentSeries('m1', 'RV', '1926-11-21')).toBeNull()
  })
})
