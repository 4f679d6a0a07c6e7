import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

const tones = {
  green: 'bg-green-100 text-green-800',
  slate: 'bg-slate-200 text-slate-700',
  amber: 'bg-amber-100 text-amber-900',
  brand: 'bg-brand-50 text-brand-700 ring-1 ring-brand-100 ring-inset',
} as const

export type BadgeTone = keyof typeof tones

/** A short label in a pill: a status, a kind, a 'System' mark. */
export function Badge({ tone = 'slate', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}
