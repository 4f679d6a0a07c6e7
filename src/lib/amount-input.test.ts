import { describe, expect, it } from 'vitest'
import { applyAmountEdit, formatAmount, groupIndian, normaliseAmountInput, parseAmount } from './amount-input'

/** Types `keys` one at a time at the end of the field, as a user would. */
function type(keys: string, start = ''): string {
  let value = start
  for (const key of keys) value = applyAmountEdit(value, value + key, value.length + 1).value
  return value
}

describe('groupIndian', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['999', '999'],
    ['1000', '1,000'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
    ['1234567', '12,34,567'],
    ['12345678', '1,23,45,678'],
  ])('%s → %s', (digits, shown) => expect(groupIndian(digits)).toBe(shown))
})

describe('normaliseAmountInput', () => {
  it('groups digits the Indian way while typing', () => {
    expect(normaliseAmountInput('1234567.50')).toBe('12,34,567.50')
    expect(normaliseAmountInput('12345678')).toBe('1,23,45,678')
  })

  it('regroups text whose commas went stale after an edit', () => {
    expect(normaliseAmountInput('1,0000')).toBe('10,000')
    expect(normaliseAmountInput('1,00')).toBe('100')
  })

  it('keeps a trailing point and up to two decimals as typed', () => {
    expect(normaliseAmountInput('12.')).toBe('12.')
    expect(normaliseAmountInput('12.5')).toBe('12.5')
    expect(normaliseAmountInput('12.05')).toBe('12.05')
    expect(normaliseAmountInput('0.06')).toBe('0.06')
  })

  it('clears a leading point', () => {
    expect(normaliseAmountInput('.')).toBe('')
    expect(normaliseAmountInput('.5')).toBe('5')
    expect(normaliseAmountInput('..5')).toBe('5')
  })

  it('drops leading zeros but keeps a single zero', () => {
    expect(normaliseAmountInput('0')).toBe('0')
    expect(normaliseAmountInput('00')).toBe('0')
    expect(normaliseAmountInput('007')).toBe('7')
    expect(normaliseAmountInput('00.5')).toBe('0.5')
  })

  it('refuses letters, signs and symbols', () => {
    for (const raw of ['1a', 'e5', '-5', '+5', '₹10', '1/2', '1e3'])
      expect(normaliseAmountInput(raw)).toBeNull()
  })

  it('refuses a second decimal point', () => {
    expect(normaliseAmountInput('1.2.3')).toBeNull()
    expect(normaliseAmountInput('1..')).toBeNull()
  })

  it('refuses a third decimal', () => {
    expect(normaliseAmountInput('1.234')).toBeNull()
  })

  it('refuses a ninth integer digit', () => {
    expect(normaliseAmountInput('123456789')).toBeNull()
  })

  it('refuses text longer than 12 characters once grouped', () => {
    // 8 digits grouped take 11 characters: a point still fits, decimals do not.
    expect(normaliseAmountInput('12345678.')).toBe('1,23,45,678.')
    expect(normaliseAmountInput('12345678.5')).toBeNull()
    expect(normaliseAmountInput('1234567.50')).toHaveLength(12)
  })

  it('ignores spaces around a pasted value', () => {
    expect(normaliseAmountInput(' 1,500 ')).toBe('1,500')
  })
})

describe('applyAmountEdit', () => {
  it('builds 1,23,45,678.50-style text one key at a time', () => {
    expect(type('1234567.50')).toBe('12,34,567.50')
    expect(type('12345678')).toBe('1,23,45,678')
  })

  it('ignores refused keys and keeps what was there', () => {
    expect(type('12a3')).toBe('123')
    expect(type('1.2.3')).toBe('1.23')
    expect(type('1.239')).toBe('1.23')
    expect(type('123456789')).toBe('1,23,45,678')
    expect(type('.5')).toBe('5')
  })

  it('puts the cursor after the same digit once commas move', () => {
    // Typing 9 between 1 and 2 of 1,234 gives 19,234 with the cursor after the 9.
    expect(applyAmountEdit('1,234', '19,234', 2)).toEqual({ value: '19,234', caret: 2 })
    // Typing at the end keeps the cursor at the end.
    expect(applyAmountEdit('12,345', '12,3456', 7)).toEqual({ value: '1,23,456', caret: 8 })
  })

  it('keeps the cursor before the refused character', () => {
    expect(applyAmountEdit('1,234', '1,2x34', 4)).toEqual({ value: '1,234', caret: 3 })
  })

  it('handles deleting a digit', () => {
    expect(applyAmountEdit('1,23,456', '1,2456', 3)).toEqual({ value: '12,456', caret: 2 })
    expect(applyAmountEdit('5', '', 0)).toEqual({ value: '', caret: 0 })
  })

  it('moves the cursor back when a leading point is cleared', () => {
    expect(applyAmountEdit('', '.', 1)).toEqual({ value: '', caret: 0 })
  })
})

describe('parseAmount', () => {
  it('reads grouped text', () => {
    expect(parseAmount('12,34,567.50')).toBe(1234567.5)
    expect(parseAmount('0.06')).toBe(0.06)
    expect(parseAmount('12.')).toBe(12)
  })

  it('answers null for empty text', () => {
    expect(parseAmount('')).toBeNull()
    expect(parseAmount(' ')).toBeNull()
  })
})

describe('formatAmount', () => {
  it('shows stored amounts with Indian grouping and no forced decimals', () => {
    expect(formatAmount(0)).toBe('0')
    expect(formatAmount(10)).toBe('10')
    expect(formatAmount(0.06)).toBe('0.06')
    expect(formatAmount(1234567.5)).toBe('12,34,567.5')
  })

  it('round-trips through the input rules', () => {
    for (const value of [0, 5, 0.05, 100, 12345.67, 1234567.5]) {
      const shown = formatAmount(value)
      expect(normaliseAmountInput(shown)).toBe(shown)
      expect(parseAmount(shown)).toBe(value)
    }
  })
})
