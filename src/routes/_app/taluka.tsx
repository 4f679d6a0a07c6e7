import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/taluka')({
  staticData: { heading: 'Taluka Master' },
  component: EmptyScreen,
})
