import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/farmer-assign-market')({
  staticData: { heading: 'Farmer Assign Market' },
  component: EmptyScreen,
})
