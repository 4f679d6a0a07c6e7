import {
  BILL_STATUS,
  BILL_STATUSES,
  BILLING_MESSAGES,
  type FARMER_BILL_SORT_COLUMNS,
  type FarmerBillRow,
  MODULE,
  PAYMENT_STATUSES,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { useReasonAction } from '@/components/form'
import { openDocument } from '@/components/print'
import { useSuccessDialog } from '@/components/ui/success-dialog'
import { farmerQueries } from '@/features/farmer/api'
import { useCan } from '@/lib/permissions'
import { farmerBillQueries, useCancelFarmerBill, useWaiveFarmerBillCharges } from './api'
import { farmerBillColumns } from './columns'

type SortColumn = (typeof FARMER_BILL_SORT_COLUMNS)[number]

const rowName = (row: FarmerBillRow) => `patti ${row.billNo} ${row.farmerName}`

export const pattiPath = (farmerBillKeyID: string) => `/invoice?farmerBillKeyID=${farmerBillKeyID}`

const ONLY_ACTIVE = 'This bill is already cancelled.'

/** Why the patti can't be cancelled now (null when it can): only an active one, nothing paid, not locked. */
function cancelProblem(row: FarmerBillRow): string | null {
  if (row.status === BILL_STATUS.Cancelled) return ONLY_ACTIVE
  if (row.paidAmount > 0) return BILLING_MESSAGES.cancelPaid
  if (row.isLocked) return BILLING_MESSAGES.locked
  return null
}

/** Why its charges can't be waived (null when they can): only an active patti whose net is below zero. */
function waiveProblem(row: FarmerBillRow): string | null {
  if (row.status === BILL_STATUS.Cancelled) return ONLY_ACTIVE
  if (row.isLocked) return BILLING_MESSAGES.locked
  if (row.netPayable >= 0) return BILLING_MESSAGES.waiveNotNegative
  return null
}

/** The market's pattis, filtered by farmer, payment and status, with totals over the whole filter. */
export function BillsTab({ marketKeyID }: { marketKeyID: string }) {
  const can = useCan(MODULE.FarmerBilling)
  // Waiving overrides the market's charges: the right to change the market (Admin and above).
  const canWaive = useCan(MODULE.Market).update
  const farmers = useQuery(farmerQueries.lookup(marketKeyID))
  const success = useSuccessDialog()
  const cancel = useCancelFarmerBill()
  const waive = useWaiveFarmerBillCharges()
  const cancelling = useReasonAction<FarmerBillRow>({
    title: (row) => `Cancel Patti ${row.billNo} (${row.farmerName})`,
    submit: async (row, reason) => {
      await cancel.mutateAsync({ farmerBillKeyID: row.farmerBillKeyID, reason })
      return `Patti ${row.billNo} cancelled. Its tokens are pending again.`
    },
    onSaved: success.show,
  })
  const waiving = useReasonAction<FarmerBillRow>({
    title: (row) => `Waive Charges of Patti ${row.billNo} (${row.farmerName})`,
    submit: async (row, reason) => {
      const bill = await waive.mutateAsync({ farmerBillKeyID: row.farmerBillKeyID, reason })
      return `Charges of patti ${bill.billNo} waived: the net is ₹0 and the patti is locked.`
    },
    onSaved: success.show,
  })
  const farmerOptions = (farmers.data ?? []).map((f) => ({
    value: f.farmerKeyID,
    label: `${f.farmerCode} ${f.farmerName}`,
  }))

  return (
    <>
      <ListPage<FarmerBillRow, SortColumn>
        label="Farmer Bills"
        columns={farmerBillColumns}
        query={(request: ListRequest<SortColumn>) =>
          farmerBillQueries.list({ ...request, marketKeyID } as never)
        }
        getRowId={(row) => row.farmerBillKeyID}
        rowName={rowName}
        exportName="farmer-bills"
        searchPlaceholder="Search bill no., farmer, village"
        filters={
          <>
            <ListFilterSelect filterKey="farmerKeyID" label="Farmer" options={farmerOptions} />
            <ListFilterSelect filterKey="paymentStatus" label="Payment" options={PAYMENT_STATUSES} />
            <ListFilterSelect filterKey="status" label="Status" options={BILL_STATUSES} />
          </>
        }
        rowActions={(row) => {
          const name = rowName(row)
          const noCancel = cancelProblem(row)
          const noWaive = waiveProblem(row)
          return (
            <>
              <RowAction
                icon="print"
                label={`Open ${name}`}
                onClick={() => openDocument(pattiPath(row.farmerBillKeyID))}
              />
              <RowAction
                icon="waive"
                label={`Waive charges of ${name}`}
                onClick={() => waiving.start(row)}
                disabled={!canWaive || noWaive !== null}
                disabledReason={canWaive ? (noWaive ?? undefined) : NOT_ALLOWED}
              />
              <RowAction
                icon="cancel"
                tone="danger"
                label={`Cancel ${name}`}
                onClick={() => cancelling.start(row)}
                disabled={!can.delete || noCancel !== null}
                disabledReason={can.delete ? (noCancel ?? undefined) : NOT_ALLOWED}
              />
            </>
          )
        }}
      />
      {cancelling.dialog}
      {waiving.dialog}
      {success.dialog}
    </>
  )
}
