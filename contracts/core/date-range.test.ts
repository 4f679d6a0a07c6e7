import { describe, expect, it } from 'vitest'
import { financialYearLabel, resolveDateRange } from './date-range'

const range = (option: number, today: string) => resolveDateRange(option, today)
const pair = (fromDate: string, toDate: string) => ({ fromDate, toDate })

describe('resolveDateRange on the demo day (Saturday 2026-11-21)', () => {
  const today = '2026-11-21'
  it.each([
    [1, pair('2026-11-16', '2026-11-22')],
    [2, pair('2026-11-09', '2026-11-15')],
    [3, pair('2026-11-01', '2026-11-30')],
    [4, pair('2026-10-01', '2026-10-31')],
    [5, pair('2026-10-01', '2026-12-31')],
    [6, pair('2026-07-01', '2026-09-30')],
    [7, pair('2026-10-01', '2027-03-31')],
    [8, pair('2026-04-01', '2026-09-30')],
    [9, pair('2026-04-01', '2027-03-31')],
    [10, pair('2025-04-01', '2026-03-31')],
  ])('option %i', (option, expected) => {
    expect(range(option, today)).toEqual(expected)
  })

  it('All and unknown options apply no dates', () => {
    expect(range(0, today)).toBeNull()
    expect(range(12, today)).toBeNull()
    expect(range(-1, today)).toBeNull()
  })

  it('Custom answers the chosen dates, or nothing until both are chosen', () => {
    expect(resolveDateRange(11, today, pair('2026-01-05', '2026-02-06'))).toEqual(
      pair('2026-01-05', '2026-02-06'),
    )
    expect(resolveDateRange(11, today, { fromDate: '2026-01-05', toDate: null })).toBeNull()
    expect(resolveDateRange(11, today)).toBeNull()
  })
})

describe('resolveDateRange across year, quarter and financial-year boundaries', () => {
  it('new year (Thursday 2026-01-01): weeks and months cross into the old year', () => {
    expect(range(1, '2026-01-01')).toEqual(pair('2025-12-29', '2026-01-04'))
    expect(range(2, '2026-01-01')).toEqual(pair('2025-12-22', '2025-12-28'))
    expect(range(4, '2026-01-01')).toEqual(pair('2025-12-01', '2025-12-31'))
    expect(range(5, '2026-01-01')).toEqual(pair('2026-01-01', '2026-03-31'))
    expect(range(6, '2026-01-01')).toEqual(pair('2025-10-01', '2025-12-31'))
  })

  it('January still belongs to the FY that started the April before', () => {
    expect(range(7, '2026-01-01')).toEqual(pair('2025-10-01', '2026-03-31'))
    expect(range(8, '2026-01-01')).toEqual(pair('2025-04-01', '2025-09-30'))
    expect(range(9, '2026-01-01')).toEqual(pair('2025-04-01', '2026-03-31'))
    expect(range(10, '2026-01-01')).toEqual(pair('2024-04-01', '2025-03-31'))
  })

  it('31 March is the last day of the FY; 1 April starts the next', () => {
    expect(range(9, '2026-03-31')).toEqual(pair('2025-04-01', '2026-03-31'))
    expect(range(7, '2026-03-31')).toEqual(pair('2025-10-01', '2026-03-31'))
    expect(range(9, '2026-04-01')).toEqual(pair('2026-04-01', '2027-03-31'))
    expect(range(10, '2026-04-01')).toEqual(pair('2025-04-01', '2026-03-31'))
    expect(range(7, '2026-04-01')).toEqual(pair('2026-04-01', '2026-09-30'))
    expect(range(8, '2026-04-01')).toEqual(pair('2025-10-01', '2026-03-31'))
    expect(range(6, '2026-04-01')).toEqual(pair('2026-01-01', '2026-03-31'))
  })

  it('month ends follow the calendar, leap years included', () => {
    expect(range(4, '2024-03-10')).toEqual(pair('2024-02-01', '2024-02-29'))
    expect(range(4, '2025-03-10')).toEqual(pair('2025-02-01', '2025-02-28'))
    expect(range(3, '2026-09-30')).toEqual(pair('2026-09-01', '2026-09-30'))
  })

  it('a Sunday closes its own week', () => {
    expect(range(1, '2026-11-22')).toEqual(pair('2026-11-16', '2026-11-22'))
    expect(range(1, '2026-11-23')).toEqual(pair('2026-11-23', '2026-11-29'))
  })
})

describe('financialYearLabel', () => {
  it.each([
    ['2026-11-21', '26-27'],
    ['2026-04-01', '26-27'],
    ['2026-03-31', '25-26'],
    ['2099-12-31', '99-00'],
  ])('%s → %s', (date, label) => {
    expect(financialYearLabel(date)).toBe(label)
  })
})
