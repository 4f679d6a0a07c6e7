import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/marketWallet')({
  staticData: { heading: 'Market Wallet' },
  component: EmptyScreen,
})
