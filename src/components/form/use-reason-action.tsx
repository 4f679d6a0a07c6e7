import { type ReactNode, useState } from 'react'
import { ReasonDialog } from './reason-dialog'

export interface ReasonAction<Row> {
  /** 'Cancel Voucher 12 (Ramesh Patil)'. */
  title: (row: Row) => string
  /** Sends the reason for the row; answers the success message or throws the server's refusal. */
  submit: (row: Row, reason: string) => Promise<string>
  onSaved: (message: string) => void
}

/**
 * A row action that asks for a reason (cancel, waive) before it is sent: `start(row)` opens the
 * dialog, which closes on success and hands the message on.
 */
export function useReasonAction<Row>({ title, submit, onSaved }: ReasonAction<Row>): {
  start: (row: Row) => void
  dialog: ReactNode
} {
  const [row, setRow] = useState<Row | null>(null)
  const dialog = (
    <ReasonDialog
      open={row !== null}
      title={row ? title(row) : ''}
      onSubmit={async (reason) => (row ? submit(row, reason) : '')}
      onClose={() => setRow(null)}
      onSaved={(message) => {
        setRow(null)
        onSaved(message)
      }}
    />
  )
  return { start: setRow, dialog }
}
