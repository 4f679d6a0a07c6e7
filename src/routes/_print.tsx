import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SignedInQueries } from '@/app/layout/signed-in-layout'
import { signedInContext } from '@/app/require-sign-in'

/** Printable documents: signed in like every screen, but drawn without the shell around them. */
export const Route = createFileRoute('/_print')({
  beforeLoad: signedInContext,
  component: () => (
    <SignedInQueries>
      <Outlet />
    </SignedInQueries>
  ),
})
