import { describe, expect, it } from 'vitest'
import { breadcrumbTrail, type Crumb, collapseCrumbs, HOME_CRUMB } from './breadcrumbs'
import { MENU } from './menu'

describe('breadcrumbTrail', () => {
  it('is Home › heading for a top-level page', () => {
    expect(breadcrumbTrail(MENU, '/token-list', 'Token List')).toEqual([HOME_CRUMB, { label: 'Token List' }])
  })

  it('puts the menu group between Home and the heading', () => {
    expect(breadcrumbTrail(MENU, '/Transaction-ledger', 'Cash & Bank Module')).toEqual([
      HOME_CRUMB,
      { label: 'Reports' },
      { label: 'Cash & Bank Module' },
    ])
  })

  it('is Home › heading for a page outside the menu', () => {
    expect(breadcrumbTrail(MENU, '/profile', 'Profile')).toEqual([HOME_CRUMB, { label: 'Profile' }])
  })

  it('is empty on a page without a heading', () => {
    expect(breadcrumbTrail(MENU, '/nowhere', undefined)).toEqual([])
  })
})

describe('collapseCrumbs', () => {
  const trail = (n: number): Crumb[] => Array.from({ length: n }, (_, i) => ({ label: `c${i + 1}` }))

  it('shows up to 8 items as they are', () => {
    expect(collapseCrumbs(trail(8))).toEqual(trail(8))
    expect(collapseCrumbs(trail(3))).toEqual(trail(3))
  })

  it('folds the middle of a longer trail, keeping the first and the last', () => {
    const items = trail(9)
    expect(collapseCrumbs(items)).toEqual([items[0], { hidden: items.slice(1, 8) }, items[8]])
  })

  it('honours other limits', () => {
    const items = trail(6)
    expect(collapseCrumbs(items, 4, 2, 1)).toEqual([
      items[0],
      items[1],
      { hidden: items.slice(2, 5) },
      items[5],
    ])
    expect(collapseCrumbs(items, 2, 3, 3)).toEqual(items)
  })
})
