export { to12Hour } from '@contracts'

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** ₹1,23,456.00 — Indian grouping (Marathi Intl would switch to Devanagari digits). */
export const formatMoney = (value: number): string => money.format(value)

export const formatNumber = (value: number): string => number.format(value)

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
