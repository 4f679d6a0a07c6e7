import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignIn } from '@/app/require-sign-in'

/** Printable documents: signed in like every screen, but drawn without the shell around them. */
export const Route = createFileRoute('/_print')({
  beforeLoad: requireSignIn,
  component: Outlet,
})
