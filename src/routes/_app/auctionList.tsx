import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { AuctionListPage } from '@/features/auction/auction-list-page'
import { TrolleyLotList } from '@/features/trolley-auction/trolley-lot-list'

export const Route = createFileRoute('/_app/auctionList')({
  staticData: { heading: 'Auction List' },
  validateSearch: listSearchSchema({
    lots: v.literal('trolley'),
    buyerKeyID: filterSchemas.text,
    productID: filterSchemas.id,
    status: filterSchemas.id,
  }),
  component: AuctionList,
})

function AuctionList() {
  return <AuctionListPage trolleyLots={(view) => <TrolleyLotList view={view} />} />
}
