import { BILL_STATUSES, type BuyerBillRow, MODULE, PAYMENT_STATUSES } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { InsertButton, NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { useReasonAction } from '@/components/form'
import { openDocument } from '@/components/print'
import { useSuccessDialog } from '@/components/ui/success-dialog'
import { buyerQueries } from '@/features/buyer/api'
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
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  const success = useSuccessDialog()
  const cancel = useCancelBuyerBill()
  const cancelling = useReasonAction<BuyerBillRow>({
    title: (row) => `Cancel Invoice ${row.billNo} (${row.buyerName})`,
    submit: async (row, reason) => {
      await cancel.mutateAsync({ buyerBillKeyID: row.buyerBillKeyID, reason })
      return `Invoice ${row.billNo} cancelled. Its lines can be invoiced again.`
    },
    onSaved: success.show,
  })
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
          <InsertButton allowed={can.insert} onClick={() => navigate({ to: '/GenerateInvoice' })}>
            Generate Invoice
          </InsertButton>
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
                onClick={() => cancelling.start(row)}
                disabled={!can.delete || blocked !== null}
                disabledReason={can.delete ? (blocked ?? undefined) : NOT_ALLOWED}
              />
            </>
          )
        }}
      />
      {cancelling.dialog}
      {success.dialog}
    </>
  )
}
