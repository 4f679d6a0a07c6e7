import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/buyerDetail')({
  staticData: { heading: 'Buyer Detail Report' },
  component: EmptyScreen,
})
