import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/vehicle-type-list')({
  staticData: { heading: 'Vehicle Type List' },
  component: EmptyScreen,
})
