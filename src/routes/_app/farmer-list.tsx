import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/farmer-list')({
  staticData: { heading: 'Farmer List' },
  component: EmptyScreen,
})
