import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/about-us')({
  staticData: { heading: 'About Us' },
  component: EmptyScreen,
})
