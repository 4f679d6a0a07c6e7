import * as RadixTabs from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Radix Tabs: arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = RadixTabs.Root

const listStyles = {
  primary: 'flex gap-1 overflow-x-auto border-b border-slate-200',
  sub: 'inline-flex gap-1 rounded-app bg-slate-100 p-1',
} as const

const triggerStyles = {
  primary:
    '-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
  sub: 'rounded-[calc(var(--radius-app)*0.75)] px-4 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
} as const

type Variant = keyof typeof listStyles

export function TabsList({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof RadixTabs.List> & { variant?: Variant }) {
  return <RadixTabs.List className={cn(listStyles[variant], className)} {...props} />
}

export function TabsTrigger({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof RadixTabs.Trigger> & { variant?: Variant }) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        triggerStyles[variant],
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    />
  )
}
