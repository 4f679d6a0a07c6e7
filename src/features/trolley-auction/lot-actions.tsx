import { MODULE, TROLLEY_AUCTION_STATUS, tokenLabel } from '@contracts'
import { type ReactNode, useState } from 'react'
import { ReasonDialog } from '@/components/form'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { type Can, useCan } from '@/lib/permissions'
import { useCancelTrolleyLot } from './api'
import { LotDialog, type LotSubject } from './lot-dialog'

/** A lot is priced, weighed, changed or cancelled only until a buyer invoice takes it. */
export const isLiveLot = (status: number) =>
  status === TROLLEY_AUCTION_STATUS.RateFixed || status === TROLLEY_AUCTION_STATUS.Weighed

export const NOT_LIVE = 'Only a lot that is Rate Fixed or Weighed.'

interface Cancelling {
  trolleyAuctionKeyID: string
  tokenNo: number
  farmerName: string
}

export interface LotActions {
  can: Can
  /** Opens the lot form: selling a trolley, weighing it or changing its lot. */
  open: (subject: LotSubject) => void
  cancel: (lot: Cancelling) => void
  /** The lot form, the cancel reason and the success message; drawn once by the screen. */
  dialogs: ReactNode
}

/** What a screen showing trolleys or lots does with them, behind the user's rights. */
export function useLotActions(marketKeyID: string | null): LotActions {
  const can = useCan(MODULE.Auction)
  const [editing, setEditing] = useState<LotSubject | null>(null)
  const [cancelling, setCancelling] = useState<Cancelling | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const cancel = useCancelTrolleyLot()
  const done = (message: string) => {
    setEditing(null)
    setCancelling(null)
    setSuccess(message)
  }
  const dialogs = (
    <>
      {marketKeyID && (
        <LotDialog
          subject={editing}
          marketKeyID={marketKeyID}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      <ReasonDialog
        open={cancelling !== null}
        title={cancelling ? `Cancel Lot ${tokenLabel(cancelling.tokenNo)} (${cancelling.farmerName})` : ''}
        onSubmit={async (reason) => {
          if (!cancelling) return ''
          await cancel.mutateAsync({ trolleyAuctionKeyID: cancelling.trolleyAuctionKeyID, reason })
          return `Lot of ${tokenLabel(cancelling.tokenNo)} cancelled.`
        }}
        onClose={() => setCancelling(null)}
        onSaved={done}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
  return { can, open: setEditing, cancel: setCancelling, dialogs }
}
