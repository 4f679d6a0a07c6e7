import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/currency-list')({
  staticData: { heading: 'Currency' },
  component: EmptyScreen,
})
