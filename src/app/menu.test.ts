import { describe, expect, it } from 'vitest'
import { findMenuLocation, MENU, type MenuEntry, menuEntryKind } from './menu'
import { menuReducer } from './menu-state'

describe('MENU', () => {
  it('lists the spec entries in order with their group children', () => {
    const shape = MENU.map((entry) => {
      const kind = menuEntryKind(entry)
      if (kind.kind === 'group')
        return [kind.group.title, kind.group.children.map((c) => `${c.title} ${c.path}`)]
      if (kind.kind === 'item') return `${kind.item.title} ${kind.item.path}`
      return 'error'
    })
    expect(shape).toEqual([
      'Dashboard /dashboard',
      'Vehicle Entry List /vehicle-entry-list',
      'Token List /token-list',
      'Auction List /auctionList',
      'Market Wallet /marketWallet',
      'Employee /employee-list',
      'Farmer /farmer-list',
      'Buyer /buyer-list',
      'Notification /notification-list',
      ['Expense Master', ['Expense /expense-list', 'Expense Category /Category-List']],
      [
        'Master',
        [
          'Vehicle Type /vehicle-type-list',
          'Market /market-list',
          'State /state',
          'District /district',
          'Taluka /taluka',
          'Role /role-list',
        ],
      ],
      [
        'Reports',
        [
          'Farmer Report /farmerReport',
          'Buyer Report /buyerReport',
          'Token Report /tokenReport',
          'Grading Report /gradeReport',
          'Buyer Ledger /Buyer-Ledger',
          'Cash & Bank Ledger /Transaction-ledger',
        ],
      ],
    ])
  })
})

describe('menuEntryKind', () => {
  it('renders links and groups by their type', () => {
    expect(menuEntryKind(MENU[0]!).kind).toBe('item')
    expect(menuEntryKind(MENU[9]!).kind).toBe('group')
  })

  it('renders an entry of unknown type as the error marker', () => {
    const odd: MenuEntry = { id: 'odd', type: 'divider', title: 'Divider' }
    expect(menuEntryKind(odd)).toEqual({ kind: 'error', id: 'odd' })
  })

  it('treats a known type without its fields as unknown', () => {
    expect(menuEntryKind({ id: 'broken', type: 'collapse' }).kind).toBe('error')
    expect(menuEntryKind({ id: 'broken', type: 'item' }).kind).toBe('error')
  })
})

describe('findMenuLocation', () => {
  it('finds a top-level link', () => {
    expect(findMenuLocation(MENU, '/token-list')?.item.title).toBe('Token List')
    expect(findMenuLocation(MENU, '/token-list')?.group).toBeUndefined()
  })

  it('finds a child link with its group, ignoring case and a trailing slash', () => {
    const location = findMenuLocation(MENU, '/buyer-ledger/')
    expect(location?.item.title).toBe('Buyer Ledger')
    expect(location?.group?.title).toBe('Reports')
  })

  it('finds nothing for a path outside the menu', () => {
    expect(findMenuLocation(MENU, '/profile')).toBeUndefined()
  })
})

describe('menuReducer', () => {
  const reduce = menuReducer.bind(null, MENU)

  it('toggles a group open and closed without touching the others', () => {
    const opened = reduce(['reports'], { type: 'toggle', id: 'master' })
    expect(opened).toEqual(['reports', 'master'])
    expect(reduce(opened, { type: 'toggle', id: 'master' })).toEqual(['reports'])
  })

  it('makes a top-level link the only open entry, closing the groups', () => {
    expect(reduce(['master', 'reports', 'market'], { type: 'select', id: 'farmer' })).toEqual(['farmer'])
  })

  it('keeps the group of a chosen child link open', () => {
    expect(reduce(['reports'], { type: 'select', id: 'market' })).toEqual(['master', 'market'])
  })

  it('clears everything when the open link is chosen again', () => {
    expect(reduce(['master', 'market'], { type: 'select', id: 'market' })).toEqual([])
    expect(reduce(['farmer'], { type: 'select', id: 'farmer' })).toEqual([])
  })

  it('opens the group of the route being shown', () => {
    expect(reduce([], { type: 'route', path: '/state' })).toEqual(['master', 'state'])
  })

  it('keeps groups the user opened and drops the previous link when the route changes', () => {
    expect(reduce(['reports', 'farmer'], { type: 'route', path: '/district' })).toEqual([
      'reports',
      'master',
      'district',
    ])
  })

  it('leaves the state alone for a route outside the menu or already open', () => {
    const open = ['master', 'state']
    expect(reduce(open, { type: 'route', path: '/profile' })).toBe(open)
    expect(reduce(open, { type: 'route', path: '/state' })).toBe(open)
  })
})
