import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from '@/lib/query-client'
import { AppShell } from './app-shell'

/**
 * Around every signed-in screen: the one query client and the shell. The signed-out pages render
 * without it, so TanStack Query stays out of their first load.
 */
export function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInQueries>
      <AppShell>{children}</AppShell>
    </SignedInQueries>
  )
}

/** The one query client alone, for signed-in pages drawn without the shell (printable documents). */
export function SignedInQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
