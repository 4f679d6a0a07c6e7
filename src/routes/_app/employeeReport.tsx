import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/employeeReport')({
  staticData: { heading: 'Employee Report' },
  component: EmptyScreen,
})
