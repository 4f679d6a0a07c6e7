import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/invoice')({
  staticData: { heading: 'Farmer Invoice' },
  component: EmptyScreen,
})
