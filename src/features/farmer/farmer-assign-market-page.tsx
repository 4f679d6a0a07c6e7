import { MODULE } from '@contracts'
import { useState } from 'react'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { AssignList } from './assign-list'

/**
 * /farmer-assign-market: the farmers of the market chosen in the top bar beside the others, to move
 * farmers in or out in bulk (token entry offers only a market's farmers).
 */
export function FarmerAssignMarketPage() {
  const { marketKeyID, marketPlaceName, isLoading } = useSelectedMarket()
  const can = useCan(MODULE.Farmer)
  const [success, setSuccess] = useState<string | null>(null)

  if (!marketKeyID) {
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        {isLoading ? 'Loading…' : 'Choose a market in Select Market to assign farmers to it.'}
      </p>
    )
  }
  const marketName = marketPlaceName ?? 'this market'
  return (
    // A different market starts with fresh lists and nothing ticked.
    <div key={marketKeyID} className="grid gap-6 xl:grid-cols-2">
      {[true, false].map((assigned) => (
        <AssignList
          key={String(assigned)}
          marketKeyID={marketKeyID}
          marketName={marketName}
          assigned={assigned}
          canUpdate={can.update}
          onChanged={setSuccess}
        />
      ))}
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </div>
  )
}
