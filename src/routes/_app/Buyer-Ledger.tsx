import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/Buyer-Ledger')({
  staticData: { heading: 'Buyer Ledger Report' },
  component: EmptyScreen,
})
