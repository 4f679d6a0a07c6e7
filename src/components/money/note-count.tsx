import { countTotal, type DenominationCount, toPaise } from '@contracts'
import { TextInput } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import { formatDenomination } from './denomination'

export interface NoteCountProps {
  /** The table's accessible name: 'Note breakdown', 'Closing count'. */
  label: string
  /** The currency master's active denominations (₹). */
  denominations: readonly number[]
  value: readonly DenominationCount[]
  onChange?: (next: DenominationCount[]) => void
  /** What the count should come to (₹), with its name: the voucher's amount, the day's book. */
  against?: { label: string; amount: number; differenceLabel: string }
  readOnly?: boolean
}

const countOf = (value: readonly DenominationCount[], denomination: number) =>
  value.find((line) => line.denomination === denomination)?.count ?? 0

/**
 * A count of notes by denomination (the currency master's active ones, highest first), with what it
 * comes to and, when it counts something, the difference from it, both shown as the cashier types.
 */
export function NoteCount({
  label,
  denominations: active,
  value,
  onChange,
  against,
  readOnly = false,
}: NoteCountProps) {
  // Denominations no longer active but present in a saved count still show.
  const denominations = [...new Set([...active, ...value.map((line) => line.denomination)])].sort(
    (a, b) => b - a,
  )
  const counted = countTotal(value)
  const difference = against ? counted - toPaise(against.amount) : 0
  const set = (denomination: number, count: number) =>
    onChange?.(
      denominations
        .map((d) => ({ denomination: d, count: d === denomination ? count : countOf(value, d) }))
        .filter((line) => line.count > 0),
    )

  return (
    <table aria-label={label} className="w-full text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            Denomination
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Count
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {denominations.map((denomination) => {
          const count = countOf(value, denomination)
          const name = formatDenomination(denomination)
          return (
            <tr key={denomination} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-2 font-medium whitespace-nowrap">
                {denomination === 1 ? `${name} (coins)` : name}
              </th>
              <td className="py-1 pr-2">
                {readOnly ? (
                  <span className="tabular-nums">{count}</span>
                ) : (
                  <TextInput
                    aria-label={`Count of ${name}`}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={7}
                    className="h-8 w-24"
                    value={count === 0 ? '' : String(count)}
                    onChange={(event) => set(denomination, Number(event.target.value.replace(/\D/g, '')))}
                  />
                )}
              </td>
              <td className="py-1 text-right tabular-nums">{formatMoney(denomination * count)}</td>
            </tr>
          )
        })}
      </tbody>
      <tfoot className="font-semibold">
        <tr>
          <th scope="row" colSpan={2} className="py-1 pr-2 text-left">
            Counted
          </th>
          <td className="py-1 text-right tabular-nums" data-testid="note-count-total">
            {formatMoney(counted / 100)}
          </td>
        </tr>
        {against && (
          <>
            <tr>
              <th scope="row" colSpan={2} className="py-1 pr-2 text-left font-normal">
                {against.label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatMoney(against.amount)}</td>
            </tr>
            <tr className={cn(difference === 0 ? 'text-green-700' : 'text-red-700')}>
              <th scope="row" colSpan={2} className="py-1 pr-2 text-left">
                {against.differenceLabel}
              </th>
              <td className="py-1 text-right tabular-nums" aria-live="polite">
                {formatMoney(difference / 100)}
              </td>
            </tr>
          </>
        )}
      </tfoot>
    </table>
  )
}
