import { account, type LoginRecord, type LoginRequest, type RegisterRequest } from '@contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { withGlobalLoader } from '@/app/global-loader'
import { call } from '@/lib/api-client'
import { startSession } from '@/lib/session'
import { clearStorage, getToken } from '@/lib/storage'

/** Keeps the returned login record and opens the dashboard. */
function useStartSession() {
  const navigate = useNavigate()
  return async (record: LoginRecord) => {
    startSession(record)
    await navigate({ to: '/dashboard', replace: true })
  }
}

export function useSignIn() {
  const onSuccess = useStartSession()
  return useMutation({ mutationFn: (body: LoginRequest) => call(account.login, { body }), onSuccess })
}

export function useRegister() {
  const onSuccess = useStartSession()
  return useMutation({
    mutationFn: (body: RegisterRequest) => call(account.register, { body }),
    onSuccess,
  })
}

let signingOut: Promise<void> | null = null

/**
 * Revokes the token when there is one (a failure changes nothing: the user is leaving either way),
 * forgets everything kept locally and reloads on /login so no state of the session survives.
 */
export function signOut(queryClient: QueryClient): Promise<void> {
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
