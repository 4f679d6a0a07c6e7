import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/assign-market')({
  staticData: { heading: 'Assign Market' },
  component: EmptyScreen,
})
