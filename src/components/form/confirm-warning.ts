import { CONFIRM_PREFIX, isConfirmMessage } from '@contracts'
import { ApiError } from '@/lib/api-client'

/** The server's warning the user may confirm: HTTP 409 'Confirm: …'. */
export const isConfirmWarning = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && isConfirmMessage(error.message)

/** The same body, sent again past the server's warnings. */
export const withWarningsConfirmed = <TBody extends object>(
  body: TBody,
): TBody & { confirmWarnings: true } => ({
  ...body,
  confirmWarnings: true,
})

/** The message of a `Confirm:` warning without its prefix, as the user reads it. */
export const warningText = (message: string): string =>
  isConfirmMessage(message) ? message.slice(CONFIRM_PREFIX.length).trim() : message
