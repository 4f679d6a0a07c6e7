import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '@/app/root-layout'
import { NotFoundPage } from '@/features/not-found/not-found-page'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
