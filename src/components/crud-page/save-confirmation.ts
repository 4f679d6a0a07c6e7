import { PARTY_MESSAGES } from '@contracts'
import { ApiError } from '@/lib/api-client'

/** A save refused with a warning, and how the same body says "save anyway". */
export interface SaveConfirmation<TBody> {
  isWarning: (error: unknown) => boolean
  confirmed: (body: TBody) => TBody
}

/**
 * The parties' duplicate check (contracts/party.ts): the server answers 409 'Possible duplicate: …'
 * and saves when the same body comes back with confirmDuplicate set.
 */
export const duplicateConfirmation = <
  TBody extends { confirmDuplicate?: boolean },
>(): SaveConfirmation<TBody> => ({
  isWarning: (error) =>
    error instanceof ApiError &&
    error.status === 409 &&
    error.message.startsWith(PARTY_MESSAGES.duplicatePrefix),
  confirmed: (body) => ({ ...body, confirmDuplicate: true }),
})
