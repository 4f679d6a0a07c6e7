import { createRouter } from '@tanstack/react-router'
import { RouteError } from '@/app/route-error'
import { setUnauthorizedHandler } from '@/lib/unauthorized'
import { routeTree } from './routeTree.gen'

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router's own preload cache would second-guess it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  })
  // An ended session goes to /logout, which clears what is left and shows sign-in.
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/logout') void router.navigate({ to: '/logout' })
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** The module heading: tab title '<heading> | MandiDesk', the top bar and the page's h1. */
    heading?: string
  }
}
