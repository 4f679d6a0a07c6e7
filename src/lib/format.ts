import { to12Hour } from '@contracts'

export { to12Hour }

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** ₹1,23,456.00 — Indian grouping (Marathi Intl would switch to Devanagari digits). */
export const formatMoney = (value: number): string => money.format(value)

export const formatNumber = (value: number): string => number.format(value)

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 })

/** 950, 45K, 1.6L, 1.2Cr — thousands, lakhs and crores, where a full figure has no room (a chart's axis). */
export const formatCompact = (value: number): string => compact.format(value)

/** dd-MM-yyyy from YYYY-MM-DD or an ISO date-time (the date part in Asia/Kolkata). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const day = value.length > 10 ? isoDateInKolkata(value) : value
  const [y, m, d] = day.split('-')
  return y && m && d ? `${d}-${m}-${y}` : value
}

/** The calendar date (YYYY-MM-DD) of an instant in India. */
export function isoDateInKolkata(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date)
}

/** Today's date in India as YYYY-MM-DD. */
export const todayInKolkata = (): string => isoDateInKolkata(new Date())

/** hh:mm AM/PM of an ISO date-time, in India. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date)
  return to12Hour(hhmm)
}

/** dd-MM-yyyy hh:mm AM/PM of an ISO date-time, in India. */
export const formatDateTime = (value: string | null | undefined): string =>
  value ? `${formatDate(value)} ${formatTime(value)}` : ''
