import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/employee-list')({
  staticData: { heading: 'Employee List' },
  component: EmptyScreen,
})
