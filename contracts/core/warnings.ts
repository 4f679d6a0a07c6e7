import * as v from 'valibot'

/**
 * A warning the user may override is answered with HTTP 409 and an error message starting with this
 * prefix; the same request sent again with `confirmWarnings: true` goes through. A rule that cannot
 * be overridden is a plain 400.
 */
export const CONFIRM_PREFIX = 'Confirm:'

/** One 409 message for every warning that applies, in the order given. */
export const confirmMessage = (warnings: readonly string[]): string =>
  `${CONFIRM_PREFIX} ${warnings.join(' ')}`

/** Whether an error message asks the user to confirm (and may be retried with `confirmWarnings`). */
export const isConfirmMessage = (message: string | null | undefined): boolean =>
  typeof message === 'string' && message.startsWith(CONFIRM_PREFIX)

/** The body field of every call that may answer such a warning. */
export const confirmWarningsEntry = { confirmWarnings: v.optional(v.boolean(), false) } as const
