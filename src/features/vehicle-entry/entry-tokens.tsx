import { GRADING_TYPES, TOKEN_STATUSES, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { optionText } from '@/components/data-table'
import { formatDateTime, formatNumber } from '@/lib/format'
import { vehicleEntryQueries } from './api'

const gradingText = optionText(GRADING_TYPES)
const statusText = optionText(TOKEN_STATUSES)

/** A row's detail: the entry's tokens, its exit and why it was cancelled. */
export function EntryTokens({ vehicleEntryKeyID }: { vehicleEntryKeyID: string }) {
  const entry = useQuery(vehicleEntryQueries.model(vehicleEntryKeyID))
  if (entry.isPending) return <p className="text-sm text-slate-500">Loading…</p>
  if (entry.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {entry.error.message}
      </p>
    )
  const { tokens, exitDateTime, emptyWeightKg, loadedWeightKg, cancelReason } = entry.data
  return (
    <div className="flex flex-col gap-2 text-sm">
      <table className="w-full max-w-3xl text-left" aria-label={`Tokens of entry ${entry.data.entryNo}`}>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Token
            </th>
            <th scope="col" className="py-1 pr-3">
              Farmer
            </th>
            <th scope="col" className="py-1 pr-3">
              Product
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Crates
            </th>
            <th scope="col" className="py-1 pr-3">
              Grading
            </th>
            <th scope="col" className="py-1">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => (
            <tr key={t.tokenKeyID}>
              <td className="py-1 pr-3 font-semibold">{tokenLabel(t.tokenNo)}</td>
              <td className="py-1 pr-3">
                {t.farmerCode} {t.farmerName}, {t.village}
              </td>
              <td className="py-1 pr-3">{t.productName}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(t.declaredCrates)}</td>
              <td className="py-1 pr-3">{gradingText(t.gradingType)}</td>
              <td className="py-1">{statusText(t.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {loadedWeightKg > 0 && (
        <p>
          Loaded {formatNumber(loadedWeightKg)} kg
          {emptyWeightKg !== null && `, empty ${formatNumber(emptyWeightKg)} kg`}
        </p>
      )}
      {exitDateTime && <p>Out at {formatDateTime(exitDateTime)}</p>}
      {cancelReason && <p>Cancelled: {cancelReason}</p>}
    </div>
  )
}
