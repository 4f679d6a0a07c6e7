import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AppShell } from '@/app/layout/app-shell'
import { hasStoredToken } from '@/app/session'

/** Every signed-in screen sits in this layout; without a stored token it sends the user to /login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!hasStoredToken()) throw redirect({ to: '/login' })
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
})
