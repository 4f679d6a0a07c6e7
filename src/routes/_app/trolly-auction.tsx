import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { TrolleyAuctionPage } from '@/features/trolley-auction/trolley-auction-page'

export const Route = createFileRoute('/_app/trolly-auction')({
  staticData: { heading: 'Trolley Auction' },
  validateSearch: listSearchSchema({
    buyerKeyID: filterSchemas.text,
    status: filterSchemas.id,
  }),
  component: TrolleyAuctionPage,
})
