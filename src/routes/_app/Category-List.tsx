import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/Category-List')({
  staticData: { heading: 'Expense Category List' },
  component: EmptyScreen,
})
