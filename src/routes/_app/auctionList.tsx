import { AUCTION_LINE_SORT_COLUMNS, TROLLEY_AUCTION_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { AuctionListPage } from '@/features/auction/auction-list-page'
import { TrolleyLotList } from '@/features/trolley-auction/trolley-lot-list'

export const Route = createFileRoute('/_app/auctionList')({
  staticData: { heading: 'Auction List' },
  validateSearch: listSearchSchema(
    [...new Set([...AUCTION_LINE_SORT_COLUMNS, ...TROLLEY_AUCTION_SORT_COLUMNS])],
    {
      lots: v.literal('trolley'),
      buyerKeyID: filterSchemas.text,
      productID: filterSchemas.id,
      status: filterSchemas.id,
    },
  ),
  component: AuctionList,
})

function AuctionList() {
  return <AuctionListPage trolleyLots={(view) => <TrolleyLotList view={view} />} />
}
