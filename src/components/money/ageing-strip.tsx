import { formatMoney } from '@/lib/format'

export interface AgeingAmounts {
  days0to7: number
  days8to15: number
  days16to30: number
  over30: number
}

export const AGEING_BUCKETS = [
  ['days0to7', '0–7 days'],
  ['days8to15', '8–15 days'],
  ['days16to30', '16–30 days'],
  ['over30', 'Over 30 days'],
] as const

/** What is owed by days since its bill date; the oldest bucket stands out when it holds anything. */
export function AgeingStrip({ ageing, label = 'Ageing' }: { ageing: AgeingAmounts; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {AGEING_BUCKETS.map(([key, name]) => (
        <div
          key={key}
          className={
            key === 'over30' && ageing.over30 > 0
              ? 'rounded-app border border-red-200 bg-red-50 p-2 text-red-800'
              : 'rounded-app border border-slate-200 p-2'
          }
        >
          <dt className="text-xs">{name}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(ageing[key])}</dd>
        </div>
      ))}
    </dl>
  )
}
