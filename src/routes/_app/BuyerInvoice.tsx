import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/BuyerInvoice')({
  staticData: { heading: 'Buyer Invoice' },
  component: EmptyScreen,
})
