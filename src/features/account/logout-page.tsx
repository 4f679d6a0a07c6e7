import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { signOut } from './api'

/** /logout: signs out and reloads on /login; the global loader covers the wait. */
export function LogoutPage() {
  const queryClient = useQueryClient()
  useEffect(() => {
    void signOut(queryClient)
  }, [queryClient])
  return null
}
