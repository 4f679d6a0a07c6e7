import { createFileRoute, redirect } from '@tanstack/react-router'
import { hasStoredToken } from '@/app/session'
import { LoginPage } from '@/features/account/login-page'

export const Route = createFileRoute('/login')({
  staticData: { heading: 'Login' },
  beforeLoad: () => {
    if (hasStoredToken()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: LoginPage,
})
