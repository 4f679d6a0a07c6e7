import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/role-list')({
  staticData: { heading: 'Role List' },
  component: EmptyScreen,
})
