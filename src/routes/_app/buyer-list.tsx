import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/buyer-list')({
  staticData: { heading: 'Buyer List' },
  component: EmptyScreen,
})
