import { describe, expect, it } from 'vitest'
import { formKeyAction, formKeyHint, type KeyPress, stepFrom } from './form-keys'

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: key.length === 1 ? `Key${key.toUpperCase()}` : key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
})

describe('formKeyAction', () => {
  it('moves on with Enter and back with Shift+Enter', () => {
    expect(formKeyAction(press('Enter'))).toBe('next')
    expect(formKeyAction(press('Enter', { shiftKey: true }))).toBe('previous')
  })

  it('saves with Ctrl+Enter or Cmd+Enter', () => {
    expect(formKeyAction(press('Enter', { ctrlKey: true }))).toBe('save')
    expect(formKeyAction(press('Enter', { metaKey: true, shiftKey: true }))).toBe('save')
  })

  it('adds a token line with Alt+N whatever character the layout types', () => {
    expect(formKeyAction(press('n', { altKey: true }))).toBe('addLine')
    expect(formKeyAction({ ...press('ñ', { altKey: true }), code: 'KeyN' })).toBe('addLine')
    // Plain n is typing; Ctrl+Alt+N is left to the browser.
    expect(formKeyAction(press('n'))).toBeNull()
    expect(formKeyAction(press('n', { altKey: true, ctrlKey: true }))).toBeNull()
  })

  it('leaves every other key to the field', () => {
    for (const key of ['Tab', 'ArrowDown', 'Escape', ' ', 'a', '1'])
      expect(formKeyAction(press(key))).toBeNull()
    expect(formKeyAction(press('Enter', { altKey: true }))).toBeNull()
  })
})

describe('stepFrom', () => {
  it('walks the fields in order and stops at both ends', () => {
    expect(stepFrom(0, 3, false)).toBe(1)
    expect(stepFrom(1, 3, false)).toBe(2)
    expect(stepFrom(2, 3, false)).toBeNull()
    expect(stepFrom(2, 3, true)).toBe(1)
    expect(stepFrom(0, 3, true)).toBeNull()
  })

  it('treats a field no longer in the list (removed line) as before the first', () => {
    expect(stepFrom(-1, 3, false)).toBe(0)
  })
})

describe('formKeyHint', () => {
  it('names Alt+N only for a form that adds lines', () => {
    expect(formKeyHint('add token')).toBe(
      'Enter: next field · Shift+Enter: back · Alt+N: add token · Ctrl+Enter: save',
    )
    expect(formKeyHint()).toBe('Enter: next field · Shift+Enter: back · Ctrl+Enter: save')
  })
})
