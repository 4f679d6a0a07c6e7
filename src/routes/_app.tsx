import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { SignedInLayout } from '@/app/layout/signed-in-layout'
import { hasStoredToken } from '@/lib/session'
import { getLogin } from '@/lib/storage'

/**
 * Every signed-in screen sits in this layout; without a stored token it sends the user to /login. A
 * password set by an administrator must be changed first: until then every screen leads to /profile.
 * The query client loads here and reaches the children's loaders through the route context.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    if (!hasStoredToken()) throw redirect({ to: '/login' })
    if (getLogin().mustChangePassword && location.pathname !== '/profile') throw redirect({ to: '/profile' })
    const { queryClient } = await import('@/lib/query-client')
    return { queryClient }
  },
  component: () => (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ),
})
