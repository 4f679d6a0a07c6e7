import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/farmerDetails')({
  staticData: { heading: 'Farmer Detail Report' },
  component: EmptyScreen,
})
