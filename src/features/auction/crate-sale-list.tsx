import {
  AUCTION_LINE_STATUS,
  AUCTION_LINE_STATUSES,
  type AuctionLineRow,
  MODULE,
  tokenLabel,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type HeldView,
  ListFilterSelect,
  ListPage,
  type ListRequest,
  RowAction,
} from '@/components/data-table'
import { ReasonDialog } from '@/components/form'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { buyerQueries } from '@/features/buyer/api'
import { productQueries } from '@/features/product/api'
import { useCan } from '@/lib/permissions'
import { saleBlock } from '@/lib/sale-block'
import { auctionQueries, useCancelAuctionLine } from './api'
import { auctionLineColumns } from './columns'
import { LineDialog } from './line-dialog'

const rowName = (row: AuctionLineRow) =>
  `sale ${tokenLabel(row.tokenNo)} ${row.gradeName} to ${row.buyerName}`

const NOT_SOLD = 'Only a Sold line; an invoiced line stays as billed.'

/** The market's crate sale lines, today by default, with the totals of the filter; edit or cancel a Sold line. */
export function CrateSaleList({ marketKeyID, view }: { marketKeyID: string; view: HeldView<string> }) {
  const can = useCan(MODULE.Auction)
  const products = useQuery(productQueries.lookup())
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  const [editing, setEditing] = useState<AuctionLineRow | null>(null)
  const [cancelling, setCancelling] = useState<AuctionLineRow | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const cancel = useCancelAuctionLine()
  const productOptions = (products.data ?? []).map((p) => ({ value: p.productID, label: p.productName }))
  const buyerOptions = (buyers.data ?? []).map((b) => ({
    value: b.buyerKeyID,
    label: `${b.buyerCode} ${b.firmName}`,
  }))
  const done = (message: string) => {
    setEditing(null)
    setCancelling(null)
    setSuccess(message)
  }

  return (
    <>
      <ListPage
        label="Crate Sales"
        dateRange="today"
        view={view}
        columns={auctionLineColumns}
        query={(request: ListRequest) => auctionQueries.list({ ...request, marketKeyID } as never)}
        getRowId={(row) => row.auctionLineKeyID}
        rowName={rowName}
        exportName="crate-sales"
        searchPlaceholder="Search token, farmer, village, buyer"
        filters={
          <>
            <ListFilterSelect filterKey="buyerKeyID" label="Buyer" options={buyerOptions} />
            <ListFilterSelect filterKey="productID" label="Product" options={productOptions} />
            <ListFilterSelect filterKey="status" label="Status" options={AUCTION_LINE_STATUSES} />
          </>
        }
        rowActions={(row) => {
          const name = rowName(row)
          const sold = row.status === AUCTION_LINE_STATUS.Sold
          const editBlock = saleBlock(can.update, row, sold, NOT_SOLD)
          const cancelBlock = saleBlock(can.delete, row, sold, NOT_SOLD)
          return (
            <>
              <RowAction
                icon="edit"
                label={`Edit ${name}`}
                onClick={() => setEditing(row)}
                disabled={editBlock !== ''}
                disabledReason={editBlock}
              />
              <RowAction
                icon="cancel"
                tone="danger"
                label={`Cancel ${name}`}
                onClick={() => setCancelling(row)}
                disabled={cancelBlock !== ''}
                disabledReason={cancelBlock}
              />
            </>
          )
        }}
      />
      <LineDialog line={editing} marketKeyID={marketKeyID} onClose={() => setEditing(null)} onSaved={done} />
      <ReasonDialog
        open={cancelling !== null}
        title={
          cancelling
            ? `Cancel Sale ${tokenLabel(cancelling.tokenNo)} ${cancelling.gradeName} (${cancelling.buyerName})`
            : ''
        }
        onSubmit={async (reason) => {
          if (!cancelling) return ''
          await cancel.mutateAsync({ auctionLineKeyID: cancelling.auctionLineKeyID, reason })
          return `Sale of ${tokenLabel(cancelling.tokenNo)} ${cancelling.gradeName} to ${cancelling.buyerName} cancelled.`
        }}
        onClose={() => setCancelling(null)}
        onSaved={done}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
}
