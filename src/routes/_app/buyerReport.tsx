import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/buyerReport')({
  staticData: { heading: 'Buyer Report' },
  component: EmptyScreen,
})
