import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useReturnFocus } from '@/components/ui/dialog'
import { Brand } from './brand'
import { DRAWER_ID } from './shell-ids'

interface OverlayDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}

/** The side menu as a modal drawer over the page, on screens narrower than the medium breakpoint. */
export function OverlayDrawer({ open, onOpenChange, children }: OverlayDrawerProps) {
  const returnFocus = useReturnFocus(open)
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
