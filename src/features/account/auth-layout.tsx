import type { ReactNode } from 'react'
import { Brand } from '@/app/layout/brand'

interface AuthLayoutProps {
  title: string
  subtitle: string
  children: ReactNode
  footer: ReactNode
}

/** The public pages' frame: the product mark over one centred card. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className="flex min-h-full flex-col items-center justify-center bg-brand-50 px-4 py-10">
      <div className="w-full max-w-md rounded-app bg-white p-6 shadow-sm sm:p-8">
        <Brand to="/login" className="mb-6 justify-center" />
        <h1 className="text-center text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 mb-6 text-center text-sm text-slate-500">{subtitle}</p>
        {children}
        <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>
      </div>
    </main>
  )
}

/** The server's message under a form. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-app border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  )
}
