import { useSelectedMarket } from '@/lib/selected-market'
import { useLotActions } from './lot-actions'
import { TrolleyLotList } from './trolley-lot-list'
import { TrolleyQueue } from './trolley-queue'

/**
 * /trolly-auction: a whole trolley sold at once, per quintal or for a lump sum. The rate is fixed at
 * the auction and the lot weighed when the tractor leaves empty; today's lots are listed below.
 */
export function TrolleyAuctionPage() {
  const { marketKeyID, isLoading } = useSelectedMarket()
  const actions = useLotActions(marketKeyID)
  if (!marketKeyID)
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        {isLoading ? 'Loading…' : 'Choose a market in Select Market to run its trolley auction.'}
      </p>
    )
  return (
    <div className="flex flex-col gap-6">
      <TrolleyQueue marketKeyID={marketKeyID} actions={actions} />
      <TrolleyLotList />
      {actions.dialogs}
    </div>
  )
}
