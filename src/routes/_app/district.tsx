import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/district')({
  staticData: { heading: 'District Master' },
  component: EmptyScreen,
})
