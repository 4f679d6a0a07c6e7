import { useQuery } from '@tanstack/react-query'
import { formatDate, formatMoney } from '@/lib/format'
import { paymentQueries } from './api'

/** Under a voucher's row: the bills it settled, its advance, its notes and why it was cancelled. */
export function VoucherDetail({ paymentKeyID }: { paymentKeyID: string }) {
  const voucher = useQuery(paymentQueries.model(paymentKeyID))
  if (voucher.isError) return <p className="text-sm text-red-700">{voucher.error.message}</p>
  if (!voucher.data) return <p className="text-sm text-slate-600">Loading…</p>
  const p = voucher.data
  return (
    <div className="flex flex-col gap-2 text-sm">
      {p.allocations.length > 0 ? (
        <ul aria-label={`Bills settled by ${p.voucherNo}`} className="flex flex-col gap-0.5">
          {p.allocations.map((a) => (
            <li key={a.billKeyID} className="tabular-nums">
              {a.billNo} of {formatDate(a.billDate)}: {formatMoney(a.amount)}
            </li>
          ))}
        </ul>
      ) : (
        <p>No bill settled.</p>
      )}
      {p.advanceAmount > 0 && <p>Advance: {formatMoney(p.advanceAmount)}</p>}
      {p.denominations.length > 0 && (
        <p>Notes: {p.denominations.map((d) => `₹${d.denomination} × ${d.count}`).join(', ')}</p>
      )}
      {p.narration && <p>Narration: {p.narration}</p>}
      {p.cancelReason && <p className="text-amber-800">Cancelled: {p.cancelReason}</p>}
    </div>
  )
}
