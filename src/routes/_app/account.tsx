import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/account')({
  staticData: { heading: 'Account' },
  component: EmptyScreen,
})
