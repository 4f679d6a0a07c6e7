import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/gradeReport')({
  staticData: { heading: 'Grading Report' },
  component: EmptyScreen,
})
