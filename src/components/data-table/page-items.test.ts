import { describe, expect, it } from 'vitest'
import { pageItems, showingText } from './page-items'

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(0, 1)).toEqual([0])
    expect(pageItems(1, 3)).toEqual([0, 1, 2])
    expect(pageItems(0, 5)).toEqual([0, 1, 2, 3, 4])
  })

  it('answers nothing for an empty list', () => {
    expect(pageItems(0, 0)).toEqual([])
  })

  it('keeps first and last and the current page’s neighbours', () => {
    expect(pageItems(5, 20)).toEqual([0, 'gap', 4, 5, 6, 'gap', 19])
  })

  it('keeps the same number of buttons at either end', () => {
    expect(pageItems(0, 20)).toEqual([0, 1, 2, 3, 4, 'gap', 19])
    expect(pageItems(19, 20)).toEqual([0, 'gap', 15, 16, 17, 18, 19])
  })

  it('shows a page instead of a gap that would hide only it', () => {
    expect(pageItems(3, 20)).toEqual([0, 1, 2, 3, 4, 'gap', 19])
    expect(pageItems(16, 20)).toEqual([0, 'gap', 15, 16, 17, 18, 19])
  })

  it('always includes the current page', () => {
    for (let count = 1; count < 30; count++) {
      for (let current = 0; current < count; current++) {
        const items = pageItems(current, count)
        expect(items).toContain(current)
        expect(items[0]).toBe(0)
        expect(items.at(-1)).toBe(count - 1)
        expect(items.length).toBeLessThanOrEqual(7)
      }
    }
  })
})

describe('showingText', () => {
  it('counts rows of the page shown', () => {
    expect(showingText(0, 10, 10, 26)).toBe('Showing 1–10 of 26')
    expect(showingText(1, 10, 10, 26)).toBe('Showing 11–20 of 26')
    expect(showingText(2, 10, 6, 26)).toBe('Showing 21–26 of 26')
  })

  it('says nothing is shown for an empty list', () => {
    expect(showingText(0, 10, 0, 0)).toBe('Showing 0 of 0')
  })
})
