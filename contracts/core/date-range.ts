import { CUSTOM_RANGE } from './custom-range'

/**
 * Date-range filter options, values 0 All … 11 Custom. Ranges cover whole
 * periods; quarters are calendar quarters, halves and years follow the Indian financial year (April–March).
 */
export const DATE_RANGE_OPTIONS = [
  { value: 0, label: 'All' },
  { value: 1, label: 'This Week' },
  { value: 2, label: 'Last Week' },
  { value: 3, label: 'This Month' },
  { value: 4, label: 'Last Month' },
  { value: 5, label: 'This Quarter' },
  { value: 6, label: 'Last Quarter' },
  { value: 7, label: 'This 6 Months' },
  { value: 8, label: 'Last 6 Months' },
  { value: 9, label: 'This Year' },
  { value: 10, label: 'Last Year' },
  { value: 11, label: 'Custom Date Range' },
] as const

export type DateRangeOption = (typeof DATE_RANGE_OPTIONS)[number]['value']
/** The period a statement opens on. */
export const THIS_MONTH = 3 as const

export interface ResolvedRange {
  fromDate: string
  toDate: string
}

const iso = (y: number, m: number, d: number): string => {
  const date = new Date(Date.UTC(y, m, d))
  return date.toISOString().slice(0, 10)
}

/** Last day of month m (0-based, may overflow) of year y. */
const monthEnd = (y: number, m: number) => iso(y, m + 1, 0)

const parse = (today: string) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return { y, m: m - 1, d }
}

/** First month (0-based, relative to year y; may be negative) of the FY half containing month m. */
const fyHalfStart = (m: number) => (m >= 3 && m <= 8 ? 3 : m >= 9 ? 9 : -3)
const fyStart = (m: number) => (m >= 3 ? 3 : -9)

/**
 * Resolves an option against `today` (YYYY-MM-DD). All (0) answers null: no date filter. Custom (11)
 * answers the given dates, or null when either is missing.
 */
export function resolveDateRange(
  option: number,
  today: string,
  custom?: { fromDate?: string | null; toDate?: string | null },
): ResolvedRange | null {
  const { y, m, d } = parse(today)
  switch (option) {
    case 1:
    case 2: {
      const weekday = (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7 // Monday = 0
      const monday = d - weekday - (option === 2 ? 7 : 0)
      return { fromDate: iso(y, m, monday), toDate: iso(y, m, monday + 6) }
    }
    case 3:
      return { fromDate: iso(y, m, 1), toDate: monthEnd(y, m) }
    case 4:
      return { fromDate: iso(y, m - 1, 1), toDate: monthEnd(y, m - 1) }
    case 5:
    case 6: {
      const start = Math.floor(m / 3) * 3 - (option === 6 ? 3 : 0)
      return { fromDate: iso(y, start, 1), toDate: monthEnd(y, start + 2) }
    }
    case 7:
    case 8: {
      const start = fyHalfStart(m) - (option === 8 ? 6 : 0)
      return { fromDate: iso(y, start, 1), toDate: monthEnd(y, start + 5) }
    }
    case 9:
    case 10: {
      const start = fyStart(m) - (option === 10 ? 12 : 0)
      return { fromDate: iso(y, start, 1), toDate: monthEnd(y, start + 11) }
    }
    case CUSTOM_RANGE:
      return custom?.fromDate && custom.toDate ? { fromDate: custom.fromDate, toDate: custom.toDate } : null
    default:
      return null
  }
}

/** The calendar year a date's financial year starts in: 2026 for 2026-11-21 and for 2027-03-31. */
export function financialYearStartYear(date: string): number {
  const { y, m } = parse(date)
  return m >= 3 ? y : y - 1
}

/** The financial-year label of a date, e.g. '26-27' for 2026-11-21 (two digits: 1926 reads the same). */
export function financialYearLabel(date: string): string {
  const start = financialYearStartYear(date)
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** The financial year with its full starting year, e.g. '2026-27': unlike the label, one per century. */
export function financialYear(date: string): string {
  const start = financialYearStartYear(date)
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}
