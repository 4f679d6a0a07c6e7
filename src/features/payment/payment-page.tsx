import {
  BILL_STATUS,
  BILL_STATUSES,
  MODULE,
  PARTY_TYPES,
  PAYMENT_MODES,
  type PaymentRow,
  TRANSACTION_TYPES,
} from '@contracts'
import { useState } from 'react'
import { InsertButton, NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { useReasonAction } from '@/components/form'
import { ONLY_ACTIVE } from '@/components/money'
import { openDocument } from '@/components/print'
import { useSuccessDialog } from '@/components/ui/success-dialog'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { paymentQueries, useCancelPayment } from './api'
import { paymentColumns } from './columns'
import { VoucherDetail } from './voucher-detail'
import { VoucherFormDialog } from './voucher-form'

const rowName = (row: PaymentRow) => `voucher ${row.voucherNo} ${row.partyName}`

/**
 * /paymentList: the selected market's payment and receipt vouchers with the money in and out of the
 * filter; add a voucher, print or share it, cancel it with a reason.
 */
export function PaymentPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Payment)
  const [adding, setAdding] = useState(false)
  const success = useSuccessDialog()
  const cancel = useCancelPayment()
  const cancelling = useReasonAction<PaymentRow>({
    title: (row) => `Cancel Voucher ${row.voucherNo} (${row.partyName})`,
    submit: async (row, reason) => {
      await cancel.mutateAsync({ paymentKeyID: row.paymentKeyID, reason })
      return `Voucher ${row.voucherNo} cancelled.`
    },
    onSaved: success.show,
  })
  const done = (message: string) => {
    setAdding(false)
    success.show(message)
  }

  return (
    <>
      <ListPage
        label="Payments"
        columns={paymentColumns}
        query={(request: ListRequest) =>
          paymentQueries.list({ ...request, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={(row) => row.paymentKeyID}
        rowName={rowName}
        exportName="payments"
        searchPlaceholder="Search voucher, party, reference"
        filters={
          <>
            <ListFilterSelect filterKey="partyType" label="Party" options={PARTY_TYPES} />
            <ListFilterSelect filterKey="transactionType" label="Type" options={TRANSACTION_TYPES} />
            <ListFilterSelect filterKey="paymentMode" label="Mode" options={PAYMENT_MODES} />
            <ListFilterSelect filterKey="status" label="Status" options={BILL_STATUSES} />
          </>
        }
        actions={
          <InsertButton allowed={can.insert} ready={Boolean(marketKeyID)} onClick={() => setAdding(true)}>
            Add Payment
          </InsertButton>
        }
        rowDetail={(row) => <VoucherDetail paymentKeyID={row.paymentKeyID} />}
        rowActions={(row) => {
          const name = rowName(row)
          return (
            <>
              <RowAction
                icon="print"
                label={`Print ${name}`}
                onClick={() => openDocument(`/payment-voucher/${row.paymentKeyID}`)}
              />
              <RowAction
                icon="cancel"
                tone="danger"
                label={`Cancel ${name}`}
                onClick={() => cancelling.start(row)}
                disabled={!can.delete || row.status !== BILL_STATUS.Active}
                disabledReason={can.delete ? ONLY_ACTIVE : NOT_ALLOWED}
              />
            </>
          )
        }}
      />
      {marketKeyID && (
        <VoucherFormDialog
          open={adding}
          marketKeyID={marketKeyID}
          onClose={() => setAdding(false)}
          onSaved={done}
        />
      )}
      {cancelling.dialog}
      {success.dialog}
    </>
  )
}
