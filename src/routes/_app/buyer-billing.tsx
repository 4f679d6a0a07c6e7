import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/buyer-billing')({
  staticData: { heading: 'Buyer Billing' },
  component: EmptyScreen,
})
