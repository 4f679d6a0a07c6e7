import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/buyer-bill')({
  staticData: { heading: 'Buyer Billing' },
  component: EmptyScreen,
})
