import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/state')({
  staticData: { heading: 'States Master' },
  component: EmptyScreen,
})
