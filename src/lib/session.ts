import type { LoginRecord } from '@contracts'
import { getLogin, STORAGE_KEYS, saveLogin } from './storage'
import { createStore, useStore } from './store'

const sessionStore = createStore(getLogin)

// Signing out in another tab clears storage there; this tab follows on its next read.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.login) sessionStore.set(getLogin())
  })
}

export interface Session {
  /** The stored login record; empty strings when signed out. */
  login: LoginRecord
  isSignedIn: boolean
}

export function useSession(): Session {
  const login = useStore(sessionStore)
  return { login, isSignedIn: Boolean(login.token) }
}

/** Keeps the record the server returned (without the password) and tells the app. */
export function startSession(record: LoginRecord): void {
  sessionStore.set(saveLogin(record))
}

/** Route guards run outside React: they read storage directly. */
export const hasStoredToken = (): boolean => Boolean(getLogin().token)
