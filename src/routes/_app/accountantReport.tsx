import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/accountantReport')({
  staticData: { heading: 'Accountant Report' },
  component: EmptyScreen,
})
