import type { Labels } from '@/components/print/labels'
import { rateText } from '@/components/print/sold-lines'
import { formatNumber } from '@/lib/format'
import type { FARMER_TEXTS } from './texts'

interface RateRow {
  gradeName: string
  minRate: number
  averageRate: number
  maxRate: number
  crates?: number
}

/** Min / average / max per grade, in the product's rate unit: the same table on the lot and the bulletin. */
export function RatesTable({
  rows,
  rateUnit,
  labels,
  texts,
  gradeName,
}: {
  rows: readonly RateRow[]
  rateUnit: number
  labels: Labels
  texts: (typeof FARMER_TEXTS)['en']
  gradeName: (name: string) => string
}) {
  const withCrates = rows.some((row) => row.crates !== undefined)
  const rate = (value: number) => rateText({ rate: value, rateUnit }, labels)
  return (
    <table className="w-full text-left text-base">
      <thead>
        <tr className="border-b text-slate-600">
          <th scope="col" className="py-1">
            {labels.grade}
          </th>
          <th scope="col">{texts.min}</th>
          <th scope="col">{texts.avg}</th>
          <th scope="col">{texts.max}</th>
          {withCrates && <th scope="col">{labels.crates}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.gradeName} className="border-b last:border-0">
            <th scope="row" className="py-2 font-semibold">
              {gradeName(row.gradeName)}
            </th>
            <td className="tabular-nums">{rate(row.minRate)}</td>
            <td className="font-bold tabular-nums">{rate(row.averageRate)}</td>
            <td className="tabular-nums">{rate(row.maxRate)}</td>
            {withCrates && <td className="tabular-nums">{formatNumber(row.crates ?? 0)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
