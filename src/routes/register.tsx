import { createFileRoute, redirect } from '@tanstack/react-router'
import { hasStoredToken } from '@/app/session'
import { RegisterPage } from '@/features/account/register-page'

export const Route = createFileRoute('/register')({
  staticData: { heading: 'Register' },
  beforeLoad: () => {
    if (hasStoredToken()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: RegisterPage,
})
