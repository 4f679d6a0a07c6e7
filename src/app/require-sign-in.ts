import { redirect } from '@tanstack/react-router'
import { hasStoredToken } from '@/lib/session'
import { getLogin } from '@/lib/storage'

/**
 * Every signed-in page's guard: without a stored token it sends the user to /login. A password set by
 * an administrator must be changed first: until then every page leads to /profile.
 */
export function requireSignIn({ location }: { location: { pathname: string } }): void {
  if (!hasStoredToken()) throw redirect({ to: '/login' })
  if (getLogin().mustChangePassword && location.pathname !== '/profile') throw redirect({ to: '/profile' })
}

/**
 * The guard plus what signed-in pages need in their route context: the one query client, loaded only
 * once someone is signed in so the signed-out pages stay light.
 */
export async function signedInContext(match: { location: { pathname: string } }) {
  requireSignIn(match)
  const { queryClient } = await import('@/lib/query-client')
  return { queryClient }
}
