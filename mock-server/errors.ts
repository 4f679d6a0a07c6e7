import { confirmMessage } from '../contracts'

/** A refusal a handler throws; the server answers it as an envelope with this status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 500,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** 400 naming the field and the rule it breaks, as `<field>: <rule>`. */
export const badRequest = (field: string, rule: string) => new HttpError(400, `${field}: ${rule}`)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
/** A link that was valid once and ran out: unlike 404, the office can help by making a new one. */
export const gone = (message: string) => new HttpError(410, message)
export const tooManyRequests = (message: string) => new HttpError(429, message)
/** 400 for a rule of the whole request rather than one field (a document's state, say). */
export const refused = (message: string) => new HttpError(400, message)

/**
 * The warnings a user may override: none, or all of them confirmed, lets the write go on; otherwise
 * one 409 whose message starts with CONFIRM_PREFIX names every warning that applies.
 */
export function assertConfirmed(warnings: readonly string[], confirmed: boolean): void {
  if (warnings.length > 0 && !confirmed) throw conflict(confirmMessage(warnings))
}
