import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A stroke icon drawn on a 24-unit grid; decorative, so hidden from screen readers. */
export function IconFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn('h-5 w-5 shrink-0', className)}
    >
      {children}
    </svg>
  )
}
