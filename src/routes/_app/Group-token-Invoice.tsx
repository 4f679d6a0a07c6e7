import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/Group-token-Invoice')({
  staticData: { heading: 'Buyer Invoice' },
  component: EmptyScreen,
})
