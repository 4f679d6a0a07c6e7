import { createRootRoute } from '@tanstack/react-router'
import { RootLayout } from '@/app/root-layout'
import { NotFoundPage } from '@/features/not-found/not-found-page'

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
