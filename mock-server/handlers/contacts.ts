import { conflict } from '../errors'
import type { Store } from '../store/store'

/** Mobile and email are sign-in names, so they are unique across every firm. */
export const CONTACT_MESSAGES = {
  mobileTaken: 'This mobile number is already registered.',
  emailTaken: 'This email address is already registered.',
} as const

export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Refuses a mobile or (non-empty) email another employee signs in with; `self` may keep its own. */
export function assertContactsFree(
  store: Store,
  { mobileNo, emailID }: { mobileNo?: string; emailID: string },
  self?: string,
): void {
  const others = (e: { employeeKeyID: string }) => e.employeeKeyID !== self
  if (mobileNo !== undefined && store.employees.some((e) => others(e) && e.mobileNo === mobileNo)) {
    throw conflict(CONTACT_MESSAGES.mobileTaken)
  }
  if (emailID.trim() && store.employees.some((e) => others(e) && sameEmail(e.emailID, emailID))) {
    throw conflict(CONTACT_MESSAGES.emailTaken)
  }
}
