import { BILL_STATUSES, type BuyerBillRow, MODULE, PAYMENT_STATUSES } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { ReasonDialog } from '@/components/form'
import { openDocument } from '@/components/print'
import { Button } from '@/components/ui/button'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { buyerBillQueries, useCancelBuyerBill } from './api'
import { buyerBillColumns } from './columns'
import { InvoiceSummary } from './invoice-summary'
import { invoiceLink, invoicePath } from './paths'
import { cancelBlock } from './rules'

const rowName = (row: BuyerBillRow) => `invoice ${row.billNo} ${row.buyerName}`

/** /buyer-billing and /buyer-bill: the selected market's buyer invoices: open, print, cancel. */
export function BuyerBillPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.BuyerBilling)
  const navigate = useNavigate()
  const buyers = useQuery(buyerBillQueries.buyers(marketKeyID))
  const [cancelling, setCancelling] = useState<BuyerBillRow | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const cancel = useCancelBuyerBill()
  const buyerOptions = (buyers.data ?? []).map((b) => ({ value: b.buyerKeyID, label: b.firmName }))

  return (
    <>
      <ListPage
        label="Buyer invoices"
        columns={buyerBillColumns}
        query={(request: ListRequest) =>
          buyerBillQueries.list({ ...request, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={(row) => row.buyerBillKeyID}
        rowName={rowName}
        exportName="buyer-invoices"
        searchPlaceholder="Search invoice no., buyer"
        actions={
          <Button
            onClick={() => navigate({ to: '/GenerateInvoice' })}
            disabled={!can.insert}
            title={can.insert ? undefined : NOT_ALLOWED}
          >
            Generate Invoice
          </Button>
        }
        filters={
          <>
            <ListFilterSelect filterKey="buyerKeyID" label="Buyer" options={buyerOptions} />
            <ListFilterSelect filterKey="paymentStatus" label="Payment" options={PAYMENT_STATUSES} />
            <ListFilterSelect filterKey="status" label="Status" options={BILL_STATUSES} />
          </>
        }
        rowDetail={(row) => <InvoiceSummary buyerBillKeyID={row.buyerBillKeyID} />}
        rowActions={(row) => {
          const name = rowName(row)
          const blocked = cancelBlock(row)
          return (
            <>
              <RowAction icon="view" label={`Open ${name}`} onClick={() => navigate(invoiceLink(row))} />
              <RowAction
                icon="print"
                label={`Print ${name}`}
                onClick={() => openDocument(invoicePath(row))}
              />
              <RowAction
                icon="cancel"
                tone="danger"
                label={`Cancel ${name}`}
                onClick={() => setCancelling(row)}
                disabled={!can.delete || blocked !== null}
                disabledReason={can.delete ? (blocked ?? undefined) : NOT_ALLOWED}
              />
            </>
          )
        }}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={cancelling ? `Cancel Invoice ${cancelling.billNo} (${cancelling.buyerName})` : ''}
        onSubmit={async (reason) => {
          if (!cancelling) return ''
          await cancel.mutateAsync({ buyerBillKeyID: cancelling.buyerBillKeyID, reason })
          return `Invoice ${cancelling.billNo} cancelled. Its lines can be invoiced again.`
        }}
        onClose={() => setCancelling(null)}
        onSaved={(message) => {
          setCancelling(null)
          setSuccess(message)
        }}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
}
