import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AppShell } from '@/app/layout/app-shell'
import { requireSignIn } from '@/app/require-sign-in'

/** Every signed-in screen sits in this layout, behind the sign-in guard. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignIn,
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
})
