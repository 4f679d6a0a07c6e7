import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export const CONFIRM_TITLE = 'Are you sure?'
export const CHANGE_STATUS_MESSAGE = 'Are you sure you want to change the status?'

export interface ConfirmDialogProps {
  open: boolean
  message: ReactNode
  title?: ReactNode
  onConfirm: () => void
  onCancel: () => void
  /** While the confirmed action runs: Yes shows a spinner and No stays usable. */
  busy?: boolean
  /** The server's message when the action failed; the dialog stays open so the user can retry. */
  error?: string | null
  dismissible?: boolean
}

/** 'Are you sure?' with No / Yes. */
export function ConfirmDialog({
  open,
  message,
  title = CONFIRM_TITLE,
  onConfirm,
  onCancel,
  busy = false,
  error,
  dismissible = true,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      role="alertdialog"
      size="sm"
      dismissible={dismissible}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            No
          </Button>
          <Button onClick={onConfirm} busy={busy} autoFocus>
            Yes
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </Dialog>
  )
}
