import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/paymentList')({
  staticData: { heading: 'Payment List' },
  component: EmptyScreen,
})
