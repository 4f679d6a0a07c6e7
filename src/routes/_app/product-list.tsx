import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '@/app/empty-screen'

export const Route = createFileRoute('/_app/product-list')({
  staticData: { heading: 'Product List' },
  component: EmptyScreen,
})
