import { formatDate } from '@/lib/format'

/**
 * The day dues are reckoned on, said next to every outstanding, overdue and ageing figure: what is
 * left of each bill once every receipt has paid off the oldest bills first, aged by days since the
 * bill's date and overdue past its due date.
 */
export function DuesAsOf({ date }: { date: string }) {
  return (
    <p className="text-xs text-slate-600">
      Dues as of <span className="font-medium">{formatDate(date)}</span>: receipts pay off the oldest bills
      first; ageing counts days since each bill's date.
    </p>
  )
}
