import { type BasisWords, type CrateCharge, chargeBasis, type ServiceLine } from '@contracts'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import type { Labels } from './labels'

/** One charge or deduction as a bill prints it: what it is and why ('Aadat 6%'), and its amount in ₹. */
export interface MoneyLine {
  key: string
  label: string
  amount: number
}

/**
 * A bill's charges as the server snapshotted them, each explained by its basis in the document's
 * language (the service's name as the firm typed it).
 */
export function serviceMoneyLines(lines: readonly ServiceLine[], labels: Labels): MoneyLine[] {
  const words: BasisWords = {
    kg: labels.kg,
    estimated: labels.basisEstimated,
    perBill: labels.basisPerBill,
    trolley: labels.basisTrolley,
    trolleys: labels.basisTrolleys,
  }
  return lines.map((line) => ({
    key: `service-${line.serviceID}`,
    label: chargeBasis(line, words),
    amount: line.amount,
  }))
}

/** Other deductions or charges under expense categories: the category names the line. */
export const otherMoneyLines = (
  lines: readonly { categoryKeyID: string; categoryName: string; amount: number }[],
): MoneyLine[] =>
  lines.map((line) => ({ key: `other-${line.categoryKeyID}`, label: line.categoryName, amount: line.amount }))

/** Crates kept too long, one line per type: 'Crates not returned: 20 × ₹150.00 (Plastic crate 20 kg)'. */
export const crateChargeMoneyLines = (lines: readonly CrateCharge[], labels: Labels): MoneyLine[] =>
  lines.map((line) => ({
    key: `crates-${line.crateTypeID}`,
    label: `${labels.cratesNotReturned}: ${line.crates} × ${formatMoney(line.rate)} (${line.crateTypeName})`,
    amount: line.amount,
  }))

export interface MoneyLinesProps {
  /** The table's heading and accessible name ('Deductions'). */
  caption: string
  lines: readonly MoneyLine[]
  /** A closing row under the lines ('Total Deductions'). */
  total?: { label: string; amount: number }
  /** Drawn under the lines, above the total (a note such as 'estimated weight'). */
  note?: ReactNode
}

/** Charges with their basis, one per row, amounts right-aligned; nothing at all when there are none. */
export function MoneyLines({ caption, lines, total, note }: MoneyLinesProps) {
  if (lines.length === 0 && !total) return null
  return (
    <table className="mt-2 w-full" aria-label={caption}>
      <caption className="border-b border-slate-400 py-0.5 text-left font-semibold">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-b border-dotted border-slate-300">
            <td className="py-0.5 pr-2">{line.label}</td>
            <td className="py-0.5 text-right whitespace-nowrap tabular-nums">{formatMoney(line.amount)}</td>
          </tr>
        ))}
        {note && (
          <tr>
            <td colSpan={2} className="py-0.5 text-slate-600">
              {note}
            </td>
          </tr>
        )}
        {total && (
          <tr className={cn('font-semibold', lines.length > 0 && 'border-t border-slate-400')}>
            <td className="py-0.5 pr-2">{total.label}</td>
            <td className="py-0.5 text-right whitespace-nowrap tabular-nums">{formatMoney(total.amount)}</td>
          </tr>
        )}
      </tbody>
    </table>
  )
}
