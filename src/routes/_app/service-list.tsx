import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/service-list')({
  staticData: { heading: 'Service List' },
  component: EmptyScreen,
})
