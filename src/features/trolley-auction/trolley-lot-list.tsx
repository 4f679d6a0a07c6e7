import { TROLLEY_AUCTION_STATUSES, type TrolleyAuctionRow, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import {
  type HeldView,
  ListFilterSelect,
  ListPage,
  type ListRequest,
  RowAction,
} from '@/components/data-table'
import { buyerQueries } from '@/features/buyer/api'
import { saleBlock } from '@/lib/sale-block'
import { useSelectedMarket } from '@/lib/selected-market'
import { trolleyAuctionQueries } from './api'
import { trolleyLotColumns } from './columns'
import { isLiveLot, NOT_LIVE, useLotActions } from './lot-actions'
import type { LotSubject } from './lot-dialog'

const rowName = (row: TrolleyAuctionRow) => `lot ${tokenLabel(row.tokenNo)} ${row.farmerName}`

const subjectOf = (row: TrolleyAuctionRow): LotSubject => ({ ...row, lot: row })

export interface TrolleyLotListProps {
  /** The view held by the screen (the auction list's tab), else the URL's. */
  view?: HeldView<string>
}

/**
 * The selected market's trolley lots, today by default, with their totals: changed (re-weighed,
 * re-priced) or cancelled while not invoiced. Shown under the trolley auction and in the auction list.
 */
export function TrolleyLotList({ view }: TrolleyLotListProps) {
  const { marketKeyID } = useSelectedMarket()
  const actions = useLotActions(marketKeyID)
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  const buyerOptions = (buyers.data ?? []).map((b) => ({
    value: b.buyerKeyID,
    label: `${b.buyerCode} ${b.firmName}`,
  }))
  const { can } = actions
  return (
    <>
      <ListPage
        label="Trolley Lots"
        dateRange="today"
        view={view}
        columns={trolleyLotColumns}
        query={(request: ListRequest) =>
          trolleyAuctionQueries.list({ ...request, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={(row) => row.trolleyAuctionKeyID}
        rowName={rowName}
        exportName="trolley-lots"
        searchPlaceholder="Search token, farmer, village, vehicle no., buyer"
        filters={
          <>
            <ListFilterSelect filterKey="buyerKeyID" label="Buyer" options={buyerOptions} />
            <ListFilterSelect filterKey="status" label="Status" options={TROLLEY_AUCTION_STATUSES} />
          </>
        }
        rowActions={(row) => {
          const name = rowName(row)
          const live = isLiveLot(row.status)
          const editBlock = saleBlock(can.update, row, live, NOT_LIVE)
          const cancelBlock = saleBlock(can.delete, row, live, NOT_LIVE)
          return (
            <>
              <RowAction
                icon="edit"
                label={`Edit ${name}`}
                onClick={() => actions.open(subjectOf(row))}
                disabled={editBlock !== ''}
                disabledReason={editBlock}
              />
              <RowAction
                icon="cancel"
                tone="danger"
                label={`Cancel ${name}`}
                onClick={() => actions.cancel(row)}
                disabled={cancelBlock !== ''}
                disabledReason={cancelBlock}
              />
            </>
          )
        }}
      />
      {actions.dialogs}
    </>
  )
}
