import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearStorage,
  EMPTY_LOGIN,
  getLogin,
  readSharedDate,
  STORAGE_KEYS,
  saveLogin,
  writeSharedDate,
} from './storage'
import { MemoryStorage } from './testing/memory-storage'

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage()
})

describe('login record', () => {
  it('starts as empty strings', () => {
    expect(getLogin()).toEqual(EMPTY_LOGIN)
  })

  it('merges a partial update into what is stored', () => {
    saveLogin({ employeeName: 'Ganesh Patil', token: 't1', companyKeyID: 'c1' })
    saveLogin({ token: 't2' })
    expect(getLogin()).toMatchObject({ employeeName: 'Ganesh Patil', token: 't2', companyKeyID: 'c1' })
  })

  it('never stores the password', () => {
    saveLogin({ token: 't1', password: 'Demo@1234' })
    expect(localStorage.getItem(STORAGE_KEYS.login)).not.toContain('Demo@1234')
    expect(getLogin().password).toBe('')
  })

  it('falls back to the empty record when the entry is damaged', () => {
    localStorage.setItem(STORAGE_KEYS.login, '{not json')
    expect(getLogin()).toEqual(EMPTY_LOGIN)
    localStorage.setItem(STORAGE_KEYS.login, '[1,2,3]')
    expect(getLogin()).toEqual(EMPTY_LOGIN)
    localStorage.setItem(STORAGE_KEYS.login, JSON.stringify({ token: 'kept' }))
    expect(getLogin()).toEqual({ ...EMPTY_LOGIN, token: 'kept' })
  })

  it('is gone after clearing storage', () => {
    saveLogin({ token: 't1' })
    localStorage.setItem(STORAGE_KEYS.selectedMarketID, 'm1')
    clearStorage()
    expect(getLogin().token).toBe('')
    expect(localStorage.length).toBe(0)
  })
})

describe('shared dates', () => {
  it('restores valid YYYY-MM-DD dates', () => {
    localStorage.setItem(STORAGE_KEYS.fromDate, '2026-11-01')
    expect(readSharedDate(STORAGE_KEYS.fromDate)).toBe('2026-11-01')
  })

  it('drops an invalid stored date instead of restoring it', () => {
    for (const bad of ['2026-02-30', '21-11-2026', 'yesterday', '2026-13-01']) {
      localStorage.setItem(STORAGE_KEYS.toDate, bad)
      expect(readSharedDate(STORAGE_KEYS.toDate)).toBeNull()
      expect(localStorage.getItem(STORAGE_KEYS.toDate)).toBeNull()
    }
  })

  it('stores a set date and removes it when cleared', () => {
    writeSharedDate(STORAGE_KEYS.fromDate, '2026-04-01')
    expect(localStorage.getItem(STORAGE_KEYS.fromDate)).toBe('2026-04-01')
    writeSharedDate(STORAGE_KEYS.fromDate, null)
    expect(localStorage.getItem(STORAGE_KEYS.fromDate)).toBeNull()
    writeSharedDate(STORAGE_KEYS.fromDate, '2026-04-01')
    writeSharedDate(STORAGE_KEYS.fromDate, '')
    expect(localStorage.getItem(STORAGE_KEYS.fromDate)).toBeNull()
  })

  it('refuses to store an invalid date', () => {
    writeSharedDate(STORAGE_KEYS.toDate, '2026-02-30')
    expect(localStorage.getItem(STORAGE_KEYS.toDate)).toBeNull()
  })
})
