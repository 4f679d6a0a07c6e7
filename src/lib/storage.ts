import { isValidIsoDate, type LoginRecord } from '@contracts'

/** The spec's local-storage keys. */
export const STORAGE_KEYS = {
  login: 'login',
  selectedMarketID: 'selectedMarketID',
  qrCode: 'qrCode',
  marketName: 'marketName',
  profileImage: 'profileImage',
  fromDate: 'fromDate',
  toDate: 'toDate',
  settings: 'settings',
} as const

export const EMPTY_LOGIN: LoginRecord = {
  employeeName: '',
  password: '',
  token: '',
  userKeyID: '',
  roleTypeID: 0,
  roleTypeName: '',
  emailID: '',
  mobileNo: '',
  companyKeyID: '',
}

const store = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage)

export const readItem = (key: string): string | null => store()?.getItem(key) ?? null

export const writeItem = (key: string, value: string | null | undefined): void => {
  if (value === null || value === undefined || value === '') store()?.removeItem(key)
  else store()?.setItem(key, value)
}

export function readJson<T extends object>(key: string, fallback: T): T {
  const raw = readItem(key)
  if (!raw) return fallback
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { ...fallback, ...parsed }
      : fallback
  } catch {
    return fallback
  }
}

export const writeJson = (key: string, value: object): void => store()?.setItem(key, JSON.stringify(value))

/** The stored login record merged over the empty one, so a damaged entry never crashes the app. */
export const getLogin = (): LoginRecord => readJson(STORAGE_KEYS.login, EMPTY_LOGIN)

/** Merges a partial update into the stored record. The real password is never kept. */
export function saveLogin(update: Partial<LoginRecord>): LoginRecord {
  const next = { ...getLogin(), ...update, password: '' }
  writeJson(STORAGE_KEYS.login, next)
  return next
}

export const getToken = (): string => getLogin().token

export const clearStorage = (): void => store()?.clear()

export type SharedDateKey = typeof STORAGE_KEYS.fromDate | typeof STORAGE_KEYS.toDate

/** Shared from/to dates: restored only when they are valid YYYY-MM-DD dates, else dropped. */
export function readSharedDate(key: SharedDateKey): string | null {
  const value = readItem(key)
  if (value && isValidIsoDate(value)) return value
  if (value !== null) store()?.removeItem(key)
  return null
}

/** Stores a shared date; clearing it (null or '') removes the key. */
export function writeSharedDate(key: SharedDateKey, value: string | null): void {
  writeItem(key, value && isValidIsoDate(value) ? value : null)
}
