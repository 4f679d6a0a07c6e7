import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/notification-list')({
  staticData: { heading: 'Notification' },
  component: EmptyScreen,
})
