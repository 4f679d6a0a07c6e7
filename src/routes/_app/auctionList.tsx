import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/auctionList')({
  staticData: { heading: 'Auction List' },
  component: EmptyScreen,
})
