import type { Dashboard } from '@contracts'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { type ChartModel, chartModels } from './chart-models'
import { UPlotChart } from './uplot-chart'

/**
 * The dashboard's charts. This module (and the chart library with it) is loaded by the dashboard
 * alone, after its cards.
 */
export default function DashboardCharts({ charts, today }: { charts: Dashboard['charts']; today: string }) {
  const models = useMemo(() => chartModels(charts, today), [charts, today])
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {models.map((model) => (
        <ChartPanel key={model.title} model={model} />
      ))}
    </div>
  )
}

const headingId = (title: string) => `chart-${title.replace(/\W+/g, '-').toLowerCase()}`

/** A chart with its text alternative: the same figures as a table, one click away. */
function ChartPanel({ model }: { model: ChartModel }) {
  const [asTable, setAsTable] = useState(false)
  const id = headingId(model.title)
  const empty = model.categories.length === 0 || model.series.length === 0
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-app border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-semibold text-slate-700">
          {model.title}
        </h2>
        {!empty && (
          <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Show chart' : 'Show table'}
          </Button>
        )}
      </div>
      {empty ? (
        <p className="text-sm text-slate-600">{model.empty}</p>
      ) : asTable ? (
        <ChartTable model={model} />
      ) : (
        <div role="img" aria-label={`${model.title} chart; Show table lists its figures.`}>
          <UPlotChart model={model} />
        </div>
      )}
    </section>
  )
}

function ChartTable({ model }: { model: ChartModel }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={model.title} className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {model.categoryHead}
            </th>
            {model.series.map((s) => (
              <th key={s.label} scope="col" className="px-2 py-1.5 text-right font-medium">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.categories.map((category, row) => (
            <tr key={category} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {category}
              </th>
              {model.series.map((s) => (
                <td key={s.label} className="px-2 py-1.5 text-right tabular-nums">
                  {model.format(s.values[row] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
