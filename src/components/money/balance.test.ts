import { describe, expect, it } from 'vitest'
import { drCr } from './balance'

describe('drCr', () => {
  it('marks what is owed Dr and what is in credit Cr, in Indian grouping', () => {
    expect(drCr(123456.5)).toBe('₹1,23,456.50 Dr')
    expect(drCr(-2500)).toBe('₹2,500.00 Cr')
    expect(drCr(0)).toBe('₹0.00')
  })
})
