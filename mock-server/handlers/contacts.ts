import { ACCOUNT_MESSAGES } from '../../contracts'
import { conflict } from '../errors'
import { emailKey } from '../store/compare-keys'
import type { Store } from '../store/store'

/** Refuses a mobile or (non-empty) email another employee signs in with; `self` may keep its own. */
export function assertContactsFree(
  store: Store,
  { mobileNo, emailID }: { mobileNo?: string; emailID: string },
  self?: string,
): void {
  if (mobileNo !== undefined && store.employees.holds('mobile', mobileNo, self)) {
    throw conflict(ACCOUNT_MESSAGES.mobileTaken)
  }
  if (emailID.trim() && store.employees.holds('email', emailKey(emailID), self)) {
    throw conflict(ACCOUNT_MESSAGES.emailTaken)
  }
}
