import { useQuery } from '@tanstack/react-query'
import type { RowData } from '@tanstack/react-table'
import {
  describeRange,
  type ListFilterValue,
  PartyFilter,
  useListFilter,
  useListView,
} from '@/components/data-table'
import { ShareOnWhatsApp } from '@/components/print'
import type { ComboboxOption } from '@/components/ui/combobox'
import { companyQueries } from '@/features/company/api'
import { formatMoney } from '@/lib/format'
import { shareSummary } from '@/lib/whatsapp'
import type { ReportDefinition } from './report-definition'
import { useReportMarket } from './report-market'
import { ReportPage } from './report-page'

export interface StatementParty {
  /** The URL key and request field holding the party: farmerKeyID, buyerKeyID. */
  filterKey: string
  options: readonly ComboboxOption[]
  loading: boolean
  /** The chosen party's name as the message names it, and the mobile it goes to. */
  chosen: { name: string; mobileNo: string } | null
}

export interface StatementReportProps<TRow extends RowData> {
  report: ReportDefinition<TRow>
  party: StatementParty
  /** The figures above the list and in the message: label and `responseData.totals` key, in order. */
  figures: readonly (readonly [label: string, totalsKey: string])[]
}

/**
 * A one-party report (a farmer's or a buyer's statement): the party picked by code or name and held in
 * the URL, its opening, movements and closing over the period, the report page, and the statement
 * shared on WhatsApp to the party's mobile.
 */
export function StatementReport<TRow extends RowData>({
  report,
  party,
  figures,
}: StatementReportProps<TRow>) {
  const partyLabel = report.partyLabel ?? ''
  const [partyKey, setParty] = useListFilter<ListFilterValue>(party.filterKey)
  const marketKeyID = useReportMarket(report.firmWide)
  const { request } = useListView(undefined, true)
  const chosen = typeof partyKey === 'string' && partyKey !== '' ? partyKey : null
  // The list's own request, so the figures come from the page it already asked for.
  const page = useQuery({
    ...report.query({ ...request, marketKeyID: marketKeyID ?? '' } as never),
    enabled: chosen !== null && marketKeyID !== null,
  })
  const firm = useQuery(companyQueries.model())
  const totals = chosen ? page.data?.totals : undefined
  const period = request.fromDate ? describeRange(request) : 'All dates'
  const message =
    totals && firm.data && party.chosen
      ? shareSummary(`${firm.data.companyName}: ${report.title}, ${party.chosen.name}`, [
          ['Period', period],
          ...figures.map(([label, key]) => [label, formatMoney(totals[key] ?? 0)] as const),
        ])
      : null

  return (
    <div className="flex flex-col gap-4">
      <PartyFilter
        label={partyLabel}
        value={chosen}
        onChange={(key) => void setParty(key)}
        options={party.options}
        loading={party.loading}
      />
      {chosen ? (
        <>
          <dl
            aria-label="Opening and closing"
            className="grid grid-cols-2 gap-3 rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-4"
          >
            {figures.map(([label, key]) => (
              <div key={key}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {totals?.[key] === undefined ? '…' : formatMoney(totals[key])}
                </dd>
              </div>
            ))}
          </dl>
          <ReportPage
            report={report}
            party={party.chosen?.name}
            actions={
              message &&
              party.chosen?.mobileNo && <ShareOnWhatsApp mobileNo={party.chosen.mobileNo} text={message} />
            }
          />
        </>
      ) : (
        <p className="rounded-app border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-sm">
          Choose a {partyLabel.toLowerCase()} to see the report.
        </p>
      )}
    </div>
  )
}
