import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/GenerateInvoice')({
  staticData: { heading: 'Generate Invoice' },
  component: EmptyScreen,
})
