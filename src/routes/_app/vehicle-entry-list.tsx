import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/vehicle-entry-list')({
  staticData: { heading: 'Vehicle Entry List' },
  component: EmptyScreen,
})
