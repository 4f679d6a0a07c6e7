import { createFileRoute } from '@tanstack/react-router'
import { StartAuctionPage } from '@/features/auction/start-auction-page'

export const Route = createFileRoute('/_app/startAuction')({
  staticData: { heading: 'Start Auction' },
  component: StartAuctionPage,
})
