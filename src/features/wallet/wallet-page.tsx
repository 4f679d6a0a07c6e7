import { MODULE, WALLET_DAY_STATUS, type WalletDay } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { NoteCount } from '@/components/money'
import { Badge } from '@/components/ui/badge'
import { Field, TextInput } from '@/components/ui/field'
import { LoadState } from '@/components/ui/load-state'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { formatDate, formatDateTime, formatMoney, todayInKolkata } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { walletQueries } from './api'
import { CloseDayForm, OpenDayForm } from './count-forms'
import { WalletMovements } from './movements'
import { WALLET_STATUS_TONE, WalletDays, walletStatusText } from './wallet-days'

/**
 * /marketWallet: the selected market's cash drawer for one day (today unless a past day is picked):
 * opening count, the day's cash in and out, the book closing, and the closing count with its variance.
 * A closed day can only be read. Below it, the list of days to browse and open.
 */
export function WalletPage() {
  const { marketKeyID } = useSelectedMarket()
  const search = useSearch({ from: '/_app/marketWallet' })
  const navigate = useNavigate({ from: '/marketWallet' })
  const today = todayInKolkata()
  const { date: picked, ...listSearch } = search
  const date = typeof picked === 'string' ? picked : today
  const show = (next: string) =>
    void navigate({ search: (now) => ({ ...now, date: next === today ? undefined : next }) })
  const can = useCan(MODULE.MarketWallet)
  const day = useQuery(walletQueries.day(marketKeyID ?? '', date))
  const [success, setSuccess] = useState<string | null>(null)

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Wallet day" className="flex flex-wrap items-end gap-3">
        <Field label="Date" className="w-44">
          {({ id }) => (
            <TextInput
              id={id}
              type="date"
              max={today}
              value={date}
              onChange={(event) => {
                if (event.target.value) show(event.target.value)
              }}
            />
          )}
        </Field>
        {day.data && (
          <Badge tone={WALLET_STATUS_TONE[day.data.status]}>{walletStatusText(day.data.status)}</Badge>
        )}
      </section>
      {!day.data ? (
        <LoadState label="Wallet day" error={day.error} onRetry={() => day.refetch()} />
      ) : (
        <WalletDayView
          day={day.data}
          canOpen={can.insert}
          canClose={can.update}
          onSaved={(message) => setSuccess(message)}
        />
      )}
      {marketKeyID && (
        <WalletDays
          marketKeyID={marketKeyID}
          view={{
            search: listSearch,
            // The list's view comes back in the URL with the day on screen kept.
            onChange: (next) => void navigate({ search: { ...next, date: picked } as never }),
          }}
          onOpen={(walletDate) => {
            show(walletDate)
            window.scrollTo({ top: 0 })
          }}
        />
      )}
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </div>
  )
}

interface WalletDayViewProps {
  day: WalletDay
  canOpen: boolean
  canClose: boolean
  onSaved: (message: string) => void
}

function WalletDayView({ day, canOpen, canClose, onSaved }: WalletDayViewProps) {
  const figures: [string, number][] = [
    ['Opening', day.openingAmount],
    ['Cash In', day.cashIn],
    ['Cash Out', day.cashOut],
    ['Book Closing', day.bookClosing],
    ...(day.status === WALLET_DAY_STATUS.Closed
      ? ([
          ['Counted', day.closingAmount],
          ['Variance', day.variance],
        ] as [string, number][])
      : []),
  ]
  return (
    <>
      <section
        aria-label={`Wallet of ${formatDate(day.walletDate)}`}
        className="rounded-app border border-slate-200 bg-white p-4 shadow-sm"
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(([label, amount]) => (
            <div key={label}>
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatMoney(amount)}</dd>
            </div>
          ))}
        </dl>
        {day.varianceReason && <p className="mt-2 text-sm">Reason: {day.varianceReason}</p>}
        {day.closedBy && (
          <p className="mt-1 text-sm text-slate-600">
            Closed by {day.closedBy} on {formatDateTime(day.closedOn)}
          </p>
        )}
        <div className="mt-4">
          <WalletMovements day={day} />
        </div>
      </section>
      {day.status === WALLET_DAY_STATUS.NotOpened && (
        <OpenDayForm day={day} notAllowed={canOpen ? null : NOT_ALLOWED} onSaved={onSaved} />
      )}
      {day.status === WALLET_DAY_STATUS.Open && (
        <CloseDayForm day={day} notAllowed={canClose ? null : NOT_ALLOWED} onSaved={onSaved} />
      )}
      {day.status === WALLET_DAY_STATUS.Closed && (
        <section
          aria-label="Counts"
          className="grid gap-4 rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
        >
          <NoteCount label="Opening count" denominations={[]} value={day.openingCount} readOnly />
          <NoteCount label="Closing count" denominations={[]} value={day.closingCount} readOnly />
        </section>
      )}
    </>
  )
}
