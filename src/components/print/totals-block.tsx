import { amountInWords, toPaise } from '@contracts'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import type { Labels, PrintLanguage } from './labels'

export interface TotalsRow {
  label: string
  amount: number
}

export interface TotalsBlockProps {
  labels: Labels
  /** The amount in words is written in the document's language. */
  language: PrintLanguage
  /** Rows above the round off ('Gross Amount', 'Total Deductions'). */
  rows: readonly TotalsRow[]
  roundOff: number
  /** The rounded amount the bill is for ('Net Payable'), also written in words. */
  final: TotalsRow
  /** Rows after the amount in words ('Paid', 'Balance'). */
  settlement?: readonly TotalsRow[]
}

function Row({ row, strong }: { row: TotalsRow; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-3', strong && 'text-base font-bold')}>
      <dt>{row.label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{formatMoney(row.amount)}</dd>
    </div>
  )
}

/**
 * A bill's closing figures: its subtotals, the round off to the rupee on its own line, the final amount
 * in figures and in words (Indian system: lakh, crore), then what has been paid and what is left.
 */
export function TotalsBlock({ labels, language, rows, roundOff, final, settlement = [] }: TotalsBlockProps) {
  return (
    <section aria-label={labels.total} className="mt-2 border-t border-slate-400 pt-1">
      <dl className="grid gap-0.5">
        {rows.map((row) => (
          <Row key={row.label} row={row} />
        ))}
        <Row row={{ label: labels.roundOff, amount: roundOff }} />
        <div className="border-y border-slate-900 py-0.5">
          <Row row={final} strong />
        </div>
      </dl>
      <p className="mt-1" data-testid="amount-in-words">
        <span className="text-slate-600">{labels.inWords}: </span>
        <span className="font-medium">{amountInWords(toPaise(final.amount), language)}</span>
      </p>
      {settlement.length > 0 && (
        <dl className="mt-1 grid gap-0.5">
          {settlement.map((row) => (
            <Row key={row.label} row={row} />
          ))}
        </dl>
      )}
    </section>
  )
}
