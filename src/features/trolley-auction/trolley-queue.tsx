import { TROLLEY_RATE_TYPE, type TrolleyQueueToken, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { RowAction } from '@/components/data-table'
import { Button } from '@/components/ui/button'
import { Field, TextInput } from '@/components/ui/field'
import { LoadState } from '@/components/ui/load-state'
import { formatMoney, formatNumber } from '@/lib/format'
import { trolleyAuctionQueries } from './api'
import { LotStatusBadge } from './columns'
import type { LotActions } from './lot-actions'
import type { LotSubject } from './lot-dialog'
import { findQueued, queueOrder } from './queue-order'

const subjectOf = (token: TrolleyQueueToken): LotSubject => ({
  ...token,
  lot: token.trolleyAuctionKeyID ? token : null,
})

const priceText = (token: TrolleyQueueToken) =>
  token.rateType === TROLLEY_RATE_TYPE.LumpSum
    ? `${formatMoney(token.lumpSumAmount)} lump sum`
    : `${formatMoney(token.rate)}/qtl`

export interface TrolleyQueueProps {
  marketKeyID: string
  actions: LotActions
}

/**
 * Today's trolleys still to sell, then those sold at a fixed rate and waiting to be weighed empty.
 * A token's number typed in 'Token No.' opens it, so the clerk keeps to the keyboard.
 */
export function TrolleyQueue({ marketKeyID, actions }: TrolleyQueueProps) {
  const queue = useQuery(trolleyAuctionQueries.queue(marketKeyID))
  const [typed, setTyped] = useState('')
  const [notFound, setNotFound] = useState<string | null>(null)
  const { can } = actions

  if (!queue.data)
    return <LoadState label="Trolley queue" error={queue.error} onRetry={() => queue.refetch()} />
  const tokens = queueOrder(queue.data)

  const openTyped = (event: FormEvent) => {
    event.preventDefault()
    const token = findQueued(tokens, typed)
    if (!token) {
      setNotFound(`${typed.trim() || 'That token'} is not waiting in the trolley queue.`)
      return
    }
    setNotFound(null)
    setTyped('')
    actions.open(subjectOf(token))
  }

  return (
    <section aria-label="Trolley queue" className="rounded-app border border-slate-200 bg-white shadow-sm">
      <form onSubmit={openTyped} className="flex flex-wrap items-end gap-3 border-b border-slate-100 p-4">
        <Field label="Token No.">
          {({ id }) => (
            <TextInput
              id={id}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              className="w-32"
              placeholder="14"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={!can.insert && !can.update}>
          Open
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {tokens.length === 0
            ? 'No trolley is waiting today.'
            : `${tokens.filter((t) => !t.trolleyAuctionKeyID).length} to sell, ${tokens.filter((t) => t.trolleyAuctionKeyID).length} to weigh empty.`}
        </p>
        {notFound && (
          <p role="alert" className="w-full text-sm text-red-700">
            {notFound}
          </p>
        )}
      </form>
      {tokens.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Trolleys waiting">
            <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
              <tr>
                <th scope="col" className="px-2.5 py-3">
                  Token
                </th>
                <th scope="col" className="px-2.5 py-3">
                  Farmer
                </th>
                <th scope="col" className="px-2.5 py-3">
                  Vehicle No.
                </th>
                <th scope="col" className="px-2.5 py-3">
                  Product
                </th>
                <th scope="col" className="px-2.5 py-3 text-right">
                  Loaded kg
                </th>
                <th scope="col" className="px-2.5 py-3">
                  Buyer
                </th>
                <th scope="col" className="px-2.5 py-3 text-right">
                  Price
                </th>
                <th scope="col" className="px-2.5 py-3">
                  Status
                </th>
                <th scope="col" className="px-2.5 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {tokens.map((token) => (
                <QueueRow key={token.tokenKeyID} token={token} actions={actions} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function QueueRow({ token, actions }: { token: TrolleyQueueToken; actions: LotActions }) {
  const { can } = actions
  const label = tokenLabel(token.tokenNo)
  const sold = Boolean(token.trolleyAuctionKeyID)
  const allowed = sold ? can.update : can.insert
  return (
    <tr>
      <td className="px-2.5 py-2 text-base font-bold text-slate-900 tabular-nums">{label}</td>
      <td className="px-2.5 py-2">
        {token.farmerCode} {token.farmerName}
        <span className="block text-xs text-slate-500">{token.village}</span>
      </td>
      <td className="px-2.5 py-2 whitespace-nowrap">{token.vehicleNo}</td>
      <td className="px-2.5 py-2">{token.productName}</td>
      <td className="px-2.5 py-2 text-right tabular-nums">{formatNumber(token.loadedWeightKg)}</td>
      <td className="px-2.5 py-2">{sold ? token.buyerName : ''}</td>
      <td className="px-2.5 py-2 text-right whitespace-nowrap tabular-nums">
        {sold ? priceText(token) : ''}
      </td>
      <td className="px-2.5 py-2">{sold ? <LotStatusBadge status={token.lotStatus} /> : 'To sell'}</td>
      <td className="px-2.5 py-2 whitespace-nowrap">
        <Button
          size="sm"
          variant={sold ? 'secondary' : 'primary'}
          onClick={() => actions.open(subjectOf(token))}
          disabled={!allowed}
          title={allowed ? undefined : NOT_ALLOWED}
        >
          {sold ? `Weigh ${label}` : `Sell ${label}`}
        </Button>
        {sold && (
          <RowAction
            icon="cancel"
            tone="danger"
            label={`Cancel lot ${label} ${token.farmerName}`}
            onClick={() =>
              actions.cancel({
                trolleyAuctionKeyID: token.trolleyAuctionKeyID,
                tokenNo: token.tokenNo,
                farmerName: token.farmerName,
              })
            }
            disabled={!can.delete}
            disabledReason={NOT_ALLOWED}
          />
        )}
      </td>
    </tr>
  )
}
