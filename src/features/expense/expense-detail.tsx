import { useQuery } from '@tanstack/react-query'
import { expenseQueries } from './api'

/** Under an expense's row: its narration, the bill's photo and why it was cancelled. */
export function ExpenseDetail({ expenseKeyID }: { expenseKeyID: string }) {
  const expense = useQuery(expenseQueries.model(expenseKeyID))
  if (expense.isError) return <p className="text-sm text-red-700">{expense.error.message}</p>
  if (!expense.data) return <p className="text-sm text-slate-600">Loading…</p>
  const e = expense.data
  return (
    <div className="flex flex-wrap items-start gap-4 text-sm">
      <div className="flex flex-col gap-1">
        <p>{e.narration || 'No narration.'}</p>
        {e.cancelReason && <p className="text-amber-800">Cancelled: {e.cancelReason}</p>}
      </div>
      {e.attachment && (
        <a href={e.attachment} target="_blank" rel="noopener noreferrer">
          <img
            src={e.attachment}
            alt={`Bill of ${e.expenseNo}`}
            className="h-32 rounded-app border border-slate-200"
          />
        </a>
      )}
    </div>
  )
}
