import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, useState } from 'react'
import { cn } from '@/lib/cn'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Screen-reader description; shown as body text when `children` is absent. */
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  /** A static dialog ignores Escape and backdrop clicks (spec: the logout confirmation). */
  dismissible?: boolean
  size?: 'sm' | 'md' | 'lg'
  /** Accessible role: alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog'
  className?: string
  /**
   * Children are laid out by the caller with DialogBody and DialogFooter (a form that wraps both, so
   * its footer buttons submit it and Enter works from any field).
   */
  bare?: boolean
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const

/**
 * Radix returns focus only to its own Trigger. A dialog opened any other way (a menu item, a row
 * action, state) hands this to `onCloseAutoFocus` to return focus to whatever had it on opening.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  // Noted while rendering the opening: an autoFocus button inside takes focus before any effect
  // runs. Kept after closing, because the close handler runs after that render.
  const [seen, setSeen] = useState<{ open: boolean; opener: Element | null }>({ open: false, opener: null })
  if (seen.open !== open) {
    setSeen({ open, opener: open && typeof document !== 'undefined' ? document.activeElement : seen.opener })
  }
  const { opener } = seen
  return (event) => {
    if (opener instanceof HTMLElement && opener.isConnected) {
      event.preventDefault()
      opener.focus()
    }
  }
}

/** The one modal of the app: Radix focus trap, labelled title, spec transitions. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissible = true,
  size = 'md',
  role = 'dialog',
  className,
  bare = false,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault()
  }
  const returnFocus = useReturnFocus(open)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-backdrop fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          role={role}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'dialog-content fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-app bg-white shadow-xl focus:outline-none',
            widths[size],
            className,
          )}
        >
          <RadixDialog.Title className="px-6 pt-5 pb-2 text-lg font-semibold text-slate-900">
            {title}
          </RadixDialog.Title>
          {description && !children ? (
            <RadixDialog.Description className="px-6 pb-2 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{description ?? title}</RadixDialog.Description>
          )}
          {bare ? children : children && <DialogBody>{children}</DialogBody>}
          {footer && <DialogFooter>{footer}</DialogFooter>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** The scrolling middle of a dialog. */
export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-2', className)}>{children}</div>
}

/** The button row at the foot of a dialog. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-2 border-t border-slate-100 px-6 py-4">{children}</div>
}
