import { describe, expect, it } from 'vitest'
import { pageTick, selectedText, withRows } from './row-set'

describe('withRows', () => {
  it('keeps rows ticked on another page while this page is ticked and unticked', () => {
    const firstPage = withRows(new Set(), ['f1', 'f2'], true)
    const bothPages = withRows(firstPage, ['f11', 'f12'], true)
    expect([...bothPages]).toEqual(['f1', 'f2', 'f11', 'f12'])
    expect([...withRows(bothPages, ['f11', 'f12'], false)]).toEqual(['f1', 'f2'])
  })

  it('returns a new set and leaves the old one as it was', () => {
    const before = new Set(['a'])
    const after = withRows(before, ['b'], true)
    expect(after).not.toBe(before)
    expect([...before]).toEqual(['a'])
  })

  it('ticking a ticked row or unticking an unticked one changes nothing', () => {
    expect([...withRows(new Set(['a']), ['a'], true)]).toEqual(['a'])
    expect([...withRows(new Set(['a']), ['b'], false)]).toEqual(['a'])
  })
})

describe('pageTick', () => {
  it('is all when every row of the page is ticked, whatever other pages hold', () => {
    expect(pageTick(new Set(['a', 'b', 'z']), ['a', 'b'])).toEqual({ all: true, some: false })
  })

  it('is some when part of the page is ticked', () => {
    expect(pageTick(new Set(['a', 'z']), ['a', 'b'])).toEqual({ all: false, some: true })
  })

  it('is neither for an untouched page, even with rows ticked elsewhere', () => {
    expect(pageTick(new Set(['z']), ['a', 'b'])).toEqual({ all: false, some: false })
  })

  it('is never all for an empty page', () => {
    expect(pageTick(new Set(['z']), [])).toEqual({ all: false, some: false })
  })
})

describe('selectedText', () => {
  it('counts every ticked row', () => {
    expect(selectedText(12)).toBe('12 selected')
  })
})
