import { conflict } from '../errors'
import { emailKey } from '../store/compare-keys'
import type { Store } from '../store/store'

/** Mobile and email are sign-in names, so they are unique across every firm. */
export const CONTACT_MESSAGES = {
  mobileTaken: 'This mobile number is already registered.',
  emailTaken: 'This email address is already registered.',
} as const

/** Refuses a mobile or (non-empty) email another employee signs in with; `self` may keep its own. */
export function assertContactsFree(
  store: Store,
  { mobileNo, emailID }: { mobileNo?: string; emailID: string },
  self?: string,
): void {
  if (mobileNo !== undefined && store.employees.holds('mobile', mobileNo, self)) {
    throw conflict(CONTACT_MESSAGES.mobileTaken)
  }
  if (emailID.trim() && store.employees.holds('email', emailKey(emailID), self)) {
    throw conflict(CONTACT_MESSAGES.emailTaken)
  }
}
