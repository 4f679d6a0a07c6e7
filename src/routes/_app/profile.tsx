import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/profile')({
  staticData: { heading: 'Profile' },
  component: EmptyScreen,
})
