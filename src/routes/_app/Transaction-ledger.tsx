import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/Transaction-ledger')({
  staticData: { heading: 'Cash & Bank Module' },
  component: EmptyScreen,
})
