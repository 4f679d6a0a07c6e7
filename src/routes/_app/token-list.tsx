import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/token-list')({
  staticData: { heading: 'Token List' },
  component: EmptyScreen,
})
