import { account, type LoginRecord, type LoginRequest, type RegisterRequest } from '@contracts'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { startSession } from '@/lib/session'

/**
 * The API client (with ofetch) is not needed to draw the signed-out forms: it loads right after they
 * are shown, long before a user has typed a password, and stays out of their first load.
 */
const apiClient = () => import('@/lib/api-client')

/**
 * Sends one request that answers a login record, keeps the record and opens the dashboard. Plain
 * state rather than a query mutation: the signed-out pages load without TanStack Query, which only
 * the signed-in layout brings. A failure to load the client itself shows as the form's error.
 */
function useSessionStart<TBody>(send: (body: TBody) => Promise<LoginRecord>) {
  const navigate = useNavigate()
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  useEffect(() => {
    void apiClient()
  }, [])
  const submit = async (body: TBody) => {
    setPending(true)
    setError(null)
    try {
      startSession(await send(body))
      await navigate({ to: '/dashboard', replace: true })
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)))
    } finally {
      setPending(false)
    }
  }
  return { submit, isPending, error }
}

export const useSignIn = () =>
  useSessionStart(async (body: LoginRequest) => (await apiClient()).call(account.login, { body }))

export const useRegister = () =>
  useSessionStart(async (body: RegisterRequest) => (await apiClient()).call(account.register, { body }))
