import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/trolly-auction')({
  staticData: { heading: 'Trolley Auction' },
  component: EmptyScreen,
})
