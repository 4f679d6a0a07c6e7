import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '@/features/account/login-page'
import { hasStoredToken } from '@/lib/session'

export const Route = createFileRoute('/login')({
  staticData: { heading: 'Login' },
  beforeLoad: () => {
    if (hasStoredToken()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: LoginPage,
})
