import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterPage } from '@/features/account/register-page'
import { hasStoredToken } from '@/lib/session'

export const Route = createFileRoute('/register')({
  staticData: { heading: 'Register' },
  beforeLoad: () => {
    if (hasStoredToken()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: RegisterPage,
})
