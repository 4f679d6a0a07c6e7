import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/startAuction')({
  staticData: { heading: 'Start Auction' },
  component: EmptyScreen,
})
