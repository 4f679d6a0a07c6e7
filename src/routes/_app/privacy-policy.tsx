import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/privacy-policy')({
  staticData: { heading: 'Privacy Policy' },
  component: EmptyScreen,
})
