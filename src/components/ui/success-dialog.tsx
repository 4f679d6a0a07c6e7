import { type ReactNode, useState } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface SuccessDialogProps {
  message: string | null
  onClose: () => void
}

/** Green check icon, a message and a Close button; shown when `message` is set. */
export function SuccessDialog({ message, onClose }: SuccessDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<span className="sr-only">Success</span>}
      size="sm"
      footer={
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <svg viewBox="0 0 48 48" className="h-14 w-14 text-green-600" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="currentColor" fillOpacity="0.12" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="text-base font-medium text-slate-800" data-testid="success-message">
          {message}
        </p>
      </div>
    </Dialog>
  )
}

/** The success dialog of a page: `show(message)` opens it, `dialog` is placed once in the page. */
export function useSuccessDialog(): { show: (message: string) => void; dialog: ReactNode } {
  const [message, setMessage] = useState<string | null>(null)
  return { show: setMessage, dialog: <SuccessDialog message={message} onClose={() => setMessage(null)} /> }
}
