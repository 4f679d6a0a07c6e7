import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AppShell } from '@/app/layout/app-shell'
import { hasStoredToken } from '@/lib/session'
import { getLogin } from '@/lib/storage'

/**
 * Every signed-in screen sits in this layout; without a stored token it sends the user to /login. A
 * password set by an administrator must be changed first: until then every screen leads to /profile.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!hasStoredToken()) throw redirect({ to: '/login' })
    if (getLogin().mustChangePassword && location.pathname !== '/profile') throw redirect({ to: '/profile' })
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
})
