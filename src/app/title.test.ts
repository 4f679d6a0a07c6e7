import { describe, expect, it } from 'vitest'
import { headingOf, pageTitle } from './title'

describe('pageTitle', () => {
  it('puts the module heading before the product name', () => {
    expect(pageTitle('Market List')).toBe('Market List | MandiDesk')
    expect(pageTitle('Cash & Bank Module')).toBe('Cash & Bank Module | MandiDesk')
  })

  it('is only the product name without a heading', () => {
    expect(pageTitle(undefined)).toBe('MandiDesk')
    expect(pageTitle('')).toBe('MandiDesk')
  })
})

describe('headingOf', () => {
  const root = { status: 'success', staticData: {} }
  const layout = { status: 'success', staticData: {} }

  it('takes the deepest heading', () => {
    expect(headingOf([root, layout, { status: 'success', staticData: { heading: 'Token List' } }])).toBe(
      'Token List',
    )
  })

  it('falls back to a parent heading when the leaf has none', () => {
    expect(headingOf([{ ...root, staticData: { heading: 'Dashboard' } }, layout])).toBe('Dashboard')
  })

  it('has no heading for an unknown path', () => {
    expect(headingOf([{ ...root, _notFound: true }])).toBeUndefined()
  })

  it('has no heading when a route reports notFound', () => {
    expect(headingOf([root, { status: 'notFound', staticData: { heading: 'Farmer List' } }])).toBeUndefined()
  })
})
