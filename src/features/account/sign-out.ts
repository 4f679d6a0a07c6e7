import { account } from '@contracts'
import { withGlobalLoader } from '@/app/global-loader'
import { call } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { clearStorage, getToken } from '@/lib/storage'

let signingOut: Promise<void> | null = null

/**
 * Revokes the token when there is one (a failure changes nothing: the user is leaving either way),
 * forgets everything kept locally and reloads on /login so no state of the session survives.
 */
export function signOut(): Promise<void> {
  signingOut ??= withGlobalLoader(async () => {
    if (getToken()) await call(account.logout, {}).catch(() => undefined)
    clearStorage()
    queryClient.clear()
    window.location.replace('/login')
    // The page is being replaced; keep the loader up until it is.
    await new Promise<never>(() => {})
  })
  return signingOut
}
