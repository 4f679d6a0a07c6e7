import { type ReactNode, Suspense } from 'react'
import { cn } from '@/lib/cn'
import { lazyOnFirstUse, useFirstUse } from './on-first-use'
import { DRAWER_ID } from './shell-ids'

// Only narrow screens use it, and only once opened: its code (Radix Dialog) stays out of the first load.
const overlay = lazyOnFirstUse(() => import('./overlay-drawer').then((module) => module.OverlayDrawer))

interface SideDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** From the medium breakpoint up the drawer sits beside the page; below it overlays the page. */
  permanent: boolean
  children: ReactNode
}

/** 260 px wide; permanent under the 88 px top bar, or a temporary overlay. */
export function SideDrawer({ open, onOpenChange, permanent, children }: SideDrawerProps) {
  const opened = useFirstUse(open && !permanent)
  if (permanent) {
    return (
      <aside
        id={DRAWER_ID}
        aria-label="Side menu"
        className={cn(
          'fixed bottom-0 left-0 top-[88px] z-30 w-[260px] overflow-y-auto bg-white transition-[translate,visibility] duration-200',
          !open && 'invisible -translate-x-full',
        )}
      >
        {children}
      </aside>
    )
  }
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <overlay.Component open={open} onOpenChange={onOpenChange}>
        {children}
      </overlay.Component>
    </Suspense>
  )
}
