import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/tokenReport')({
  staticData: { heading: 'Token Report' },
  component: EmptyScreen,
})
