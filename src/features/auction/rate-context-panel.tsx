import { RATE_UNITS, type RateContext } from '@contracts'
import { optionText } from '@/components/data-table'
import { formatDate, formatMoney } from '@/lib/format'

const unitText = optionText(RATE_UNITS)

export interface RateContextPanelProps {
  context: RateContext | undefined
  loading: boolean
  farmerName: string
  village: string
}

function PastRates({ title, rates }: { title: string; rates: RateContext['farmerRates'] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold text-slate-700">{title}</h3>
      {rates.length === 0 ? (
        <p className="text-xs text-slate-600">No earlier sale.</p>
      ) : (
        <ul className="text-xs tabular-nums text-slate-800">
          {rates.map((r) => (
            <li key={`${r.date}-${r.farmerName}-${r.gradeID}-${r.rate}`}>
              {formatDate(r.date)} · {r.gradeName} · {formatMoney(r.rate)}{' '}
              {unitText(r.rateUnit).toLowerCase()}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** What the clerk weighs a rate against: this farmer's and village's last rates, and today's range. */
export function RateContextPanel({ context, loading, farmerName, village }: RateContextPanelProps) {
  return (
    <section
      aria-label="Rates"
      className="grid gap-3 rounded-app border border-slate-200 bg-white p-3 md:grid-cols-3"
    >
      <div>
        <h3 className="text-xs font-semibold text-slate-700">Today in this market</h3>
        {loading && !context ? (
          <p className="text-xs text-slate-600">Loading…</p>
        ) : context?.today ? (
          <p className="text-sm tabular-nums text-slate-900">
            Min {formatMoney(context.today.minRate)} · Avg {formatMoney(context.today.averageRate)} · Max{' '}
            {formatMoney(context.today.maxRate)}
            <span className="block text-xs text-slate-600">
              {unitText(context.rateUnit).toLowerCase()}, {context.today.lineCount} lines
            </span>
          </p>
        ) : (
          <p className="text-xs text-slate-600">Nothing of this grade sold yet today.</p>
        )}
      </div>
      <PastRates title={`${farmerName}'s last rates`} rates={context?.farmerRates ?? []} />
      <PastRates title={`${village}'s last rates`} rates={context?.villageRates ?? []} />
    </section>
  )
}
