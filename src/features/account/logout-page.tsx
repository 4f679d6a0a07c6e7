import { useEffect } from 'react'
import { signOut } from './sign-out'

/** /logout: signs out and reloads on /login; the global loader covers the wait. */
export function LogoutPage() {
  useEffect(() => {
    void signOut()
  }, [])
  return null
}
