import {
  MODULE,
  TOKEN_STATUS,
  TOKEN_STATUSES,
  type TokenRow,
  TRANSPORTATION_TYPES,
  tokenLabel,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { ReasonDialog } from '@/components/form'
import { openDocument } from '@/components/print'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { productQueries } from '@/features/product/api'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { tokenQueries, useCancelToken } from './api'
import { tokenColumns } from './columns'
import { GradingDialog } from './grading-dialog'

const rowName = (row: TokenRow) => `token ${tokenLabel(row.tokenNo)} ${row.farmerName}`

/** Grading and cancelling belong to a lot still at the gate: Open, or Graded and not yet sold. */
const isOpenOrGraded = (row: TokenRow) =>
  row.status === TOKEN_STATUS.Open || row.status === TOKEN_STATUS.Graded

/** /token-list: the selected market's farmer lots, today by default: grade, cancel, print the slip. */
export function TokenPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Token)
  const products = useQuery(productQueries.lookup())
  const [grading, setGrading] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<TokenRow | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const cancel = useCancelToken()
  const productOptions = (products.data ?? []).map((p) => ({ value: p.productID, label: p.productName }))
  const done = (message: string) => {
    setGrading(null)
    setCancelling(null)
    setSuccess(message)
  }

  return (
    <>
      <ListPage
        label="Tokens"
        dateRange="today"
        columns={tokenColumns}
        query={(request: ListRequest) =>
          tokenQueries.list({ ...request, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={(row) => row.tokenKeyID}
        rowName={rowName}
        exportName="tokens"
        searchPlaceholder="Search token, farmer, village, vehicle no."
        filters={
          <>
            <ListFilterSelect filterKey="status" label="Status" options={TOKEN_STATUSES} />
            <ListFilterSelect filterKey="productID" label="Product" options={productOptions} />
            <ListFilterSelect
              filterKey="transportationType"
              label="Transport"
              options={TRANSPORTATION_TYPES}
            />
          </>
        }
        rowActions={(row) => {
          const name = rowName(row)
          const atGate = isOpenOrGraded(row)
          const notAtGate = 'Only an Open or Graded token.'
          return (
            <>
              <RowAction
                icon="grade"
                label={`Grade ${name}`}
                onClick={() => setGrading(row.tokenKeyID)}
                disabled={!can.update || !atGate}
                disabledReason={can.update ? notAtGate : NOT_ALLOWED}
              />
              <RowAction
                icon="cancel"
                tone="danger"
                label={`Cancel ${name}`}
                onClick={() => setCancelling(row)}
                disabled={!can.delete || !atGate}
                disabledReason={can.delete ? notAtGate : NOT_ALLOWED}
              />
              <RowAction
                icon="print"
                label={`Print token slip of ${name}`}
                onClick={() => openDocument(`/token-slip/${row.tokenKeyID}`)}
              />
            </>
          )
        }}
      />
      <GradingDialog tokenKeyID={grading} onClose={() => setGrading(null)} onSaved={done} />
      <ReasonDialog
        open={cancelling !== null}
        title={cancelling ? `Cancel Token ${tokenLabel(cancelling.tokenNo)} (${cancelling.farmerName})` : ''}
        onSubmit={async (reason) => {
          if (!cancelling) return ''
          await cancel.mutateAsync({ tokenKeyID: cancelling.tokenKeyID, reason })
          return `Token ${tokenLabel(cancelling.tokenNo)} cancelled.`
        }}
        onClose={() => setCancelling(null)}
        onSaved={done}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
}
