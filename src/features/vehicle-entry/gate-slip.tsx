import { PAYMENT_MODE, TOKEN_STATUS, TRANSPORT, tokenLabel, VEHICLE_ENTRY_STATUS } from '@contracts'
import { useQueries, useQuery } from '@tanstack/react-query'
import { type Labels, LinkQr, PrintDocument, usePrintSettings } from '@/components/print'
import { LoadState } from '@/components/ui/load-state'
import { companyQueries } from '@/features/company/api'
import { shareLinkQueries } from '@/features/farmer-link/api'
import { marketQueries } from '@/features/market/api'
import { formatDate, formatMoney, formatNumber, formatTime } from '@/lib/format'
import { getLogin } from '@/lib/storage'
import { vehicleEntryQueries } from './api'

const feeMode = (mode: number, labels: Labels) => (mode === PAYMENT_MODE.Online ? labels.online : labels.cash)
const transportText = (type: number, labels: Labels) =>
  type === TRANSPORT.Trolley ? labels.trolley : labels.crates

/** The slip handed to the driver at the gate: the entry, its fee, its farmers' tokens and their links. */
export function GateSlip({ vehicleEntryKeyID }: { vehicleEntryKeyID: string }) {
  const firm = useQuery(companyQueries.model())
  const entry = useQuery(vehicleEntryQueries.model(vehicleEntryKeyID))
  const markets = useQuery(marketQueries.lookup(getLogin().companyKeyID))
  const settings = usePrintSettings('80mm')
  const { labels } = settings
  // Each farmer on the vehicle gets his own link to follow his lot; a cancelled lot has nothing to follow.
  const lots = (entry.data?.tokens ?? []).filter((t) => t.status !== TOKEN_STATUS.Cancelled)
  const links = useQueries({ queries: lots.map((t) => shareLinkQueries.forToken(t.tokenKeyID)) })

  if (!firm.data || !entry.data)
    return (
      <div className="mx-auto max-w-lg p-6">
        <LoadState
          label="Gate Slip"
          error={firm.error ?? entry.error}
          onRetry={() => {
            void firm.refetch()
            void entry.refetch()
          }}
        />
      </div>
    )

  const e = entry.data
  const market = markets.data?.find((m) => m.marketKeyID === e.marketKeyID)?.marketPlaceName
  const meta = [
    { label: labels.entryNo, value: e.entryNo },
    { label: labels.date, value: formatDate(e.entryDateTime) },
    { label: labels.time, value: formatTime(e.entryDateTime) },
    ...(market ? [{ label: labels.market, value: market }] : []),
    { label: labels.vehicleNo, value: e.vehicleNo },
    { label: labels.vehicleType, value: e.vehicleTypeName },
    { label: labels.transport, value: transportText(e.transportationType, labels) },
    ...(e.driverName ? [{ label: labels.driver, value: e.driverName }] : []),
    ...(e.fromVillage ? [{ label: labels.village, value: e.fromVillage }] : []),
    { label: labels.entryFee, value: `${formatMoney(e.entryFee)} (${feeMode(e.entryFeeMode, labels)})` },
    ...(e.loadedWeightKg > 0
      ? [{ label: labels.loadedWeight, value: `${formatNumber(e.loadedWeightKg)} ${labels.kg}` }]
      : []),
  ]

  return (
    <PrintDocument firm={firm.data} settings={settings} title={labels.gateSlip} meta={meta}>
      {e.status === VEHICLE_ENTRY_STATUS.Cancelled && (
        <p className="mb-2 border-2 border-slate-900 text-center text-lg font-black">{labels.cancelled}</p>
      )}
      <table className="w-full text-left" aria-label={labels.tokens}>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="py-1 pr-2">
              {labels.token}
            </th>
            <th scope="col" className="py-1 pr-2">
              {labels.farmer}
            </th>
            <th scope="col" className="py-1 pr-2">
              {labels.product}
            </th>
            <th scope="col" className="py-1 text-right">
              {labels.crates}
            </th>
          </tr>
        </thead>
        <tbody>
          {e.tokens.map((t) => (
            <tr key={t.tokenKeyID} className="border-b border-dotted border-slate-300 align-top">
              <td className="py-1 pr-2 text-base font-bold whitespace-nowrap">{tokenLabel(t.tokenNo)}</td>
              <td className="py-1 pr-2">
                {t.farmerCode} {t.farmerName}
                <br />
                <span className="text-slate-600">{t.village}</span>
              </td>
              <td className="py-1 pr-2">{t.productName}</td>
              <td className="py-1 text-right tabular-nums">{formatNumber(t.declaredCrates)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {e.status !== VEHICLE_ENTRY_STATUS.Cancelled && (
        <div className="mt-3 grid grid-cols-2 gap-3">
          {lots.map((t, i) => {
            const url = links[i]?.data?.url
            return url ? (
              <LinkQr
                key={t.tokenKeyID}
                url={url}
                caption={`${tokenLabel(t.tokenNo)}: ${labels.scanToFollow}`}
              />
            ) : null
          })}
        </div>
      )}
    </PrintDocument>
  )
}
