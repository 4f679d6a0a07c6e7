import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SignedInLayout } from '@/app/layout/signed-in-layout'
import { signedInContext } from '@/app/require-sign-in'

/**
 * Every signed-in screen sits in this layout, behind the sign-in guard. The query client loads here
 * and reaches the children's loaders through the route context.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: signedInContext,
  component: () => (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ),
})
