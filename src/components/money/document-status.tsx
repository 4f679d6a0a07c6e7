import { BILL_STATUS, BILL_STATUSES, PAYMENT_MODE } from '@contracts'
import { optionText } from '@/components/data-table'
import { Badge } from '@/components/ui/badge'

/** A money document is Active, or Cancelled with its reason and its number kept. */
export const documentStatusText = optionText(BILL_STATUSES)

export function DocumentStatusBadge({ status }: { status: number }) {
  return <Badge tone={status === BILL_STATUS.Active ? 'green' : 'amber'}>{documentStatusText(status)}</Badge>
}

/** 'Cash', or the online way with its reference: 'UPI 4471 2290'. */
export const modeText = (row: { paymentMode: number; onlineSubMode?: string; referenceNo: string }) =>
  row.paymentMode === PAYMENT_MODE.Cash
    ? 'Cash'
    : [row.onlineSubMode || 'Online', row.referenceNo].filter(Boolean).join(' ')

export const ONLY_ACTIVE = 'Only an Active document.'
