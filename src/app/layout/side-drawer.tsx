import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useReturnFocus } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { Brand } from './brand'

export const DRAWER_ID = 'side-drawer'

interface SideDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** From the medium breakpoint up the drawer sits beside the page; below it overlays the page. */
  permanent: boolean
  children: ReactNode
}

/** Spec §2: 260 px wide; permanent under the 88 px top bar, or a temporary overlay. */
export function SideDrawer({ open, onOpenChange, permanent, children }: SideDrawerProps) {
  const returnFocus = useReturnFocus(open && !permanent)
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
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-backdrop fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          id={DRAWER_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 w-[260px] overflow-y-auto bg-white shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">Side menu</RadixDialog.Title>
          <div className="flex h-[88px] items-center px-6">
            <Brand />
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
