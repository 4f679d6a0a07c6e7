import { RATE_UNITS, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { optionText } from '@/components/data-table'
import { Button } from '@/components/ui/button'
import { formatMoney, todayInKolkata } from '@/lib/format'
import { auctionQueries } from './api'

const unitText = optionText(RATE_UNITS)

export interface AwaitingWeightProps {
  marketKeyID: string | null
  canWeigh: boolean
  onWeigh: (auctionLineKeyID: string) => void
}

/** Today's lines sold by weight that still need their net weight before billing. */
export function AwaitingWeight({ marketKeyID, canWeigh, onWeigh }: AwaitingWeightProps) {
  const lines = useQuery(auctionQueries.awaitingWeight(marketKeyID, todayInKolkata()))
  const rows = lines.data?.data ?? []
  return (
    <section
      aria-labelledby="awaiting-weight-title"
      className="rounded-app border border-slate-200 bg-white p-3"
    >
      <h2 id="awaiting-weight-title" className="mb-2 text-sm font-semibold text-slate-700">
        Waiting for weight ({lines.data?.totalCount ?? 0})
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          {lines.isPending ? 'Loading…' : 'Every line sold by weight is weighed.'}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <li key={row.auctionLineKeyID} className="flex items-center justify-between gap-2 py-1.5">
              <span>
                <span className="font-semibold tabular-nums">{tokenLabel(row.tokenNo)}</span> {row.gradeName}{' '}
                · {row.buyerName} · {row.crates} crates at {formatMoney(row.rate)}{' '}
                {unitText(row.rateUnit).toLowerCase()}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={!canWeigh}
                onClick={() => onWeigh(row.auctionLineKeyID)}
              >
                Weigh
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
