import { createFileRoute, redirect } from '@tanstack/react-router'
import { hasStoredToken } from '@/lib/session'

/** / leads to sign-in, or to the dashboard for a signed-in user. */
export const Route = createFileRoute('/')({
  staticData: { heading: 'Dashboard' },
  beforeLoad: () => {
    throw redirect({ to: hasStoredToken() ? '/dashboard' : '/login', replace: true })
  },
})
