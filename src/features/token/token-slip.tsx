import { TOKEN_STATUS, type Token, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import {
  type LabelKey,
  type Labels,
  LinkQr,
  PrintDocument,
  ShareOnWhatsApp,
  usePrintSettings,
} from '@/components/print'
import { LoadState } from '@/components/ui/load-state'
import { companyQueries } from '@/features/company/api'
import { shareLinkQueries } from '@/features/farmer-link/api'
import { marketQueries } from '@/features/market/api'
import { formatDate, formatNumber, formatTime } from '@/lib/format'
import { getLogin } from '@/lib/storage'
import { shareSummary } from '@/lib/whatsapp'
import { tokenQueries } from './api'
import { RevokeLinksButton } from './revoke-links-button'

const GRADING_LABEL: Record<number, LabelKey> = {
  0: 'gradingNone',
  1: 'gradingMachine',
  2: 'gradingHand',
  3: 'gradingFarmer',
}

/** The token's message to its farmer: the lot, and his link to follow it through the day. */
export const tokenShareText = (firmName: string, token: Token, url: string, labels: Labels) =>
  shareSummary(`${firmName}\n${labels.tokenSlip} ${tokenLabel(token.tokenNo)}`, [
    [labels.farmer, token.farmerName],
    [labels.product, token.productName],
    [labels.crates, formatNumber(token.declaredCrates)],
    [labels.scanToFollow, url],
  ])

/** The slip that goes with a farmer's lot through the yard: its number printed large enough to call out. */
export function TokenSlip({ tokenKeyID }: { tokenKeyID: string }) {
  const firm = useQuery(companyQueries.model())
  const token = useQuery(tokenQueries.model(tokenKeyID))
  const markets = useQuery(marketQueries.lookup(getLogin().companyKeyID))
  const link = useQuery(shareLinkQueries.forToken(tokenKeyID))
  const settings = usePrintSettings('80mm')
  const { labels } = settings

  if (!firm.data || !token.data)
    return (
      <div className="mx-auto max-w-lg p-6">
        <LoadState
          label="Token Slip"
          error={firm.error ?? token.error}
          onRetry={() => {
            void firm.refetch()
            void token.refetch()
          }}
        />
      </div>
    )

  const t = token.data
  const market = markets.data?.find((m) => m.marketKeyID === t.marketKeyID)?.marketPlaceName
  const meta = [
    { label: labels.date, value: formatDate(t.createdDate) },
    { label: labels.time, value: formatTime(t.createdDate) },
    ...(market ? [{ label: labels.market, value: market }] : []),
    { label: labels.vehicleNo, value: t.vehicleNo },
    { label: labels.entryNo, value: t.entryNo },
  ]

  return (
    <PrintDocument
      firm={firm.data}
      settings={settings}
      title={labels.tokenSlip}
      meta={meta}
      actions={
        <>
          {link.data && (
            <ShareOnWhatsApp
              mobileNo=""
              text={tokenShareText(firm.data.companyName, t, link.data.url, labels)}
            />
          )}
          <RevokeLinksButton tokenKeyID={t.tokenKeyID} />
        </>
      }
    >
      {t.status === TOKEN_STATUS.Cancelled && (
        <p className="mb-2 border-2 border-slate-900 text-center text-lg font-black">{labels.cancelled}</p>
      )}
      <p
        data-testid="token-number"
        className="my-2 text-center text-6xl leading-none font-black tracking-tight"
      >
        {tokenLabel(t.tokenNo)}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{labels.farmer}</dt>
        <dd className="font-bold">
          {t.farmerCode} {t.farmerName}
        </dd>
        <dt className="text-slate-600">{labels.village}</dt>
        <dd>{t.village}</dd>
        <dt className="text-slate-600">{labels.product}</dt>
        <dd className="font-medium">{t.productName}</dd>
        <dt className="text-slate-600">{labels.crates}</dt>
        <dd className="text-lg font-bold tabular-nums">{formatNumber(t.declaredCrates)}</dd>
        <dt className="text-slate-600">{labels.grading}</dt>
        <dd>{labels[GRADING_LABEL[t.gradingType] ?? 'gradingNone']}</dd>
      </dl>
      {link.data && t.status !== TOKEN_STATUS.Cancelled && (
        <div className="mt-3">
          <LinkQr url={link.data.url} caption={labels.scanToFollow} />
        </div>
      )}
    </PrintDocument>
  )
}
