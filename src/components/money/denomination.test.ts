import { describe, expect, it } from 'vitest'
import { formatDenomination } from './denomination'

describe('formatDenomination', () => {
  it('shows whole rupees with the rupee sign and no paise', () => {
    expect(formatDenomination(500)).toBe('₹500')
    expect(formatDenomination(1)).toBe('₹1')
  })

  it('groups the Indian way', () => {
    expect(formatDenomination(2000)).toBe('₹2,000')
    expect(formatDenomination(100000)).toBe('₹1,00,000')
  })
})
