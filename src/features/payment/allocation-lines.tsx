import { type Allocation, type AllocationOutcome, type OpenBillRow, toPaise } from '@contracts'
import { useState } from 'react'
import { AmountInput } from '@/components/form'
import { DuesAsOf } from '@/components/money'
import { formatAmount, parseAmount } from '@/lib/amount-input'
import { formatDate, formatMoney } from '@/lib/format'
import { type RupeeAllocation, voucherAllocation, withBillAmount } from './allocation'

export interface AllocationLinesProps {
  bills: readonly OpenBillRow[]
  amount: number | undefined
  /** The user's own amounts per bill; empty while the oldest-first split stands. */
  manual: readonly RupeeAllocation[]
  onChange: (manual: RupeeAllocation[]) => void
  /** The user cleared the last bill and left the box: the voucher settles none, an advance. */
  onNoneSettled: () => void
}

/**
 * The party's open bills, oldest first, each with what this voucher settles on it: the oldest-first
 * split until the user types an amount of their own, then theirs. Below: what is allocated, what
 * stays as an advance, and why the split can't be saved when it can't.
 */
export function AllocationLines({
  bills: listed,
  amount,
  manual,
  onChange,
  onNoneSettled,
}: AllocationLinesProps) {
  // The party's dues as the statement and the register show them, before this voucher: every listed
  // bill's part, also of those already cleared by their own receipts while an older one is owed.
  const outstanding = listed.reduce((sum, bill) => sum + toPaise(bill.outstanding), 0)
  const overdue = listed.reduce(
    (sum, bill) => sum + (bill.daysOverdue > 0 ? toPaise(bill.outstanding) : 0),
    0,
  )
  // Only a bill with something left of its own can take an allocation.
  const bills = listed.filter((bill) => bill.balance > 0)
  // The last bill cleared: nothing settles while the user decides (oldest first would fill it back).
  const [cleared, setCleared] = useState(false)
  const outcome: AllocationOutcome =
    cleared && manual.length === 0
      ? { ok: true, allocations: [], advance: toPaise(amount ?? 0) }
      : voucherAllocation(amount, bills, manual)
  const shown: Allocation[] = outcome.ok
    ? outcome.allocations
    : manual.map((a) => ({ billKeyID: a.billKeyID, amount: toPaise(a.amount) }))
  const allocated = shown.reduce((sum, a) => sum + a.amount, 0)
  const sorted = [...bills].sort((a, b) => (a.billDate < b.billDate ? -1 : a.billDate > b.billDate ? 1 : 0))

  if (bills.length === 0)
    return (
      <p className="text-sm text-slate-600 sm:col-span-2">No open bills: the whole amount is an advance.</p>
    )

  return (
    <div className="overflow-x-auto sm:col-span-2">
      <DuesAsOf date={listed[0]!.asOfDate} />
      <p className="mb-1 flex flex-wrap gap-x-6 text-sm">
        <span>
          Outstanding <strong className="tabular-nums">{formatMoney(outstanding / 100)}</strong>
        </span>
        <span>
          Overdue <strong className="tabular-nums">{formatMoney(overdue / 100)}</strong>
        </span>
      </p>
      <table aria-label="Open bills" className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Bill No.
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Date
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Balance
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Allocate (₹)
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((bill) => (
            <tr key={bill.billKeyID} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-2 text-left font-medium whitespace-nowrap">
                {bill.billNo}
              </th>
              <td className="py-1 pr-2 whitespace-nowrap">
                {formatDate(bill.billDate)}
                {bill.daysOverdue > 0 && (
                  <span className="ml-1 text-xs text-red-700">{bill.daysOverdue} days overdue</span>
                )}
              </td>
              <td className="py-1 pr-2 text-right tabular-nums">{formatMoney(bill.amount)}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{formatMoney(bill.balance)}</td>
              <td className="py-1 text-right">
                <BillAmount
                  billNo={bill.billNo}
                  paise={shown.find((a) => a.billKeyID === bill.billKeyID)?.amount ?? 0}
                  onChange={(rupees) => {
                    const next = withBillAmount(shown, bill.billKeyID, rupees)
                    setCleared(next.length === 0)
                    onChange(next)
                  }}
                  onBlur={() => cleared && manual.length === 0 && onNoneSettled()}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 flex flex-wrap gap-x-6 text-sm" aria-live="polite">
        <span>
          Allocated <strong className="tabular-nums">{formatMoney(allocated / 100)}</strong>
        </span>
        <span>
          Advance{' '}
          <strong className="tabular-nums">{formatMoney(outcome.ok ? outcome.advance / 100 : 0)}</strong>
        </span>
        {manual.length > 0 && (
          <button
            type="button"
            className="font-medium text-brand-700 underline hover:text-brand-600"
            onClick={() => onChange([])}
          >
            Oldest first again
          </button>
        )}
      </p>
      {!outcome.ok && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {outcome.message}
        </p>
      )}
    </div>
  )
}

function BillAmount({
  billNo,
  paise,
  onChange,
  onBlur,
}: {
  billNo: string
  paise: number
  onChange: (rupees: number) => void
  onBlur: () => void
}) {
  const shown = (p: number) => (p > 0 ? formatAmount(p / 100) : '')
  const [text, setText] = useState(() => shown(paise))
  // The split moved under the user (the amount changed): the box follows it.
  if (toPaise(parseAmount(text) ?? 0) !== paise) setText(shown(paise))
  return (
    <AmountInput
      aria-label={`Allocate to ${billNo}`}
      className="ml-auto h-8 w-32 text-right"
      value={text}
      onBlur={onBlur}
      onChange={(next) => {
        setText(next)
        onChange(parseAmount(next) ?? 0)
      }}
    />
  )
}
