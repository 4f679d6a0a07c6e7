import { ApiError } from '@/lib/api-client'

/** A refusal (4xx) is the server saying no, with its reason; anything else went wrong on the way. */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500

/**
 * `failed` when the server refused (its reason after it), `errored` when the request
 * itself failed (no connection, a server fault, an unreadable answer).
 */
export function failureText(error: unknown, failed: string, errored: string): string {
  return refused(error) ? `${failed} ${error.message}` : errored
}
