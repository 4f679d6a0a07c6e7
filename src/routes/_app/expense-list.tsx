import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/expense-list')({
  staticData: { heading: 'Expense List' },
  component: EmptyScreen,
})
