import type { IconName } from './layout/icons'

/** A link in the side menu. */
export interface MenuItem {
  id: string
  type: 'item'
  title: string
  path: string
  icon?: IconName
}

/** A collapsible group of links (the spec's "sub-type" menu). */
export interface MenuGroup {
  id: string
  type: 'collapse'
  title: string
  icon: IconName
  children: readonly MenuItem[]
}

/** Menu data may carry a type the renderer does not know; it shows an error marker for it. */
export interface UnknownMenuEntry {
  id: string
  type: string
  title?: string
}

export type MenuEntry = MenuItem | MenuGroup | UnknownMenuEntry

/** Order, labels and paths exactly as listed; every entry shown to every user. */
export const MENU: readonly MenuEntry[] = [
  { id: 'dashboard', type: 'item', title: 'Dashboard', path: '/dashboard', icon: 'dashboard' },
  {
    id: 'vehicle-entry',
    type: 'item',
    title: 'Vehicle Entry List',
    path: '/vehicle-entry-list',
    icon: 'truck',
  },
  { id: 'token', type: 'item', title: 'Token List', path: '/token-list', icon: 'ticket' },
  { id: 'auction', type: 'item', title: 'Auction List', path: '/auctionList', icon: 'gavel' },
  { id: 'market-wallet', type: 'item', title: 'Market Wallet', path: '/marketWallet', icon: 'wallet' },
  { id: 'employee', type: 'item', title: 'Employee', path: '/employee-list', icon: 'users' },
  { id: 'farmer', type: 'item', title: 'Farmer', path: '/farmer-list', icon: 'sprout' },
  { id: 'buyer', type: 'item', title: 'Buyer', path: '/buyer-list', icon: 'store' },
  { id: 'notification', type: 'item', title: 'Notification', path: '/notification-list', icon: 'bell' },
  {
    id: 'expense-master',
    type: 'collapse',
    title: 'Expense Master',
    icon: 'receipt',
    children: [
      { id: 'expense', type: 'item', title: 'Expense', path: '/expense-list' },
      { id: 'expense-category', type: 'item', title: 'Expense Category', path: '/Category-List' },
    ],
  },
  {
    id: 'master',
    type: 'collapse',
    title: 'Master',
    icon: 'database',
    children: [
      { id: 'vehicle-type', type: 'item', title: 'Vehicle Type', path: '/vehicle-type-list' },
      { id: 'market', type: 'item', title: 'Market', path: '/market-list' },
      { id: 'state', type: 'item', title: 'State', path: '/state' },
      { id: 'district', type: 'item', title: 'District', path: '/district' },
      { id: 'taluka', type: 'item', title: 'Taluka', path: '/taluka' },
      { id: 'role', type: 'item', title: 'Role', path: '/role-list' },
    ],
  },
  {
    id: 'reports',
    type: 'collapse',
    title: 'Reports',
    icon: 'chart',
    children: [
      { id: 'farmer-report', type: 'item', title: 'Farmer Report', path: '/farmerReport' },
      { id: 'buyer-report', type: 'item', title: 'Buyer Report', path: '/buyerReport' },
      { id: 'token-report', type: 'item', title: 'Token Report', path: '/tokenReport' },
      { id: 'grading-report', type: 'item', title: 'Grading Report', path: '/gradeReport' },
      { id: 'buyer-ledger', type: 'item', title: 'Buyer Ledger', path: '/Buyer-Ledger' },
      { id: 'cash-bank-ledger', type: 'item', title: 'Cash & Bank Ledger', path: '/Transaction-ledger' },
    ],
  },
]

export type MenuEntryKind =
  | { kind: 'item'; item: MenuItem }
  | { kind: 'group'; group: MenuGroup }
  | { kind: 'error'; id: string }

/** How the menu renders an entry: a link, a collapsible group, or (unknown type) an error marker. */
export function menuEntryKind(entry: MenuEntry): MenuEntryKind {
  if (entry.type === 'item' && 'path' in entry) return { kind: 'item', item: entry as MenuItem }
  if (entry.type === 'collapse' && 'children' in entry) return { kind: 'group', group: entry as MenuGroup }
  return { kind: 'error', id: entry.id }
}

/** Paths match the way the router matches them: case-insensitive, trailing slash ignored. */
export const samePath = (a: string, b: string): boolean =>
  a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase()

export interface MenuLocation {
  item: MenuItem
  group?: MenuGroup
}

/** The menu entry for a path and the group holding it, if the path is in the menu. */
export function findMenuLocation(menu: readonly MenuEntry[], path: string): MenuLocation | undefined {
  for (const entry of menu) {
    const kind = menuEntryKind(entry)
    if (kind.kind === 'item' && samePath(kind.item.path, path)) return { item: kind.item }
    if (kind.kind === 'group') {
      const item = kind.group.children.find((child) => samePath(child.path, path))
      if (item) return { item, group: kind.group }
    }
  }
  return undefined
}

/** The id of the group holding an entry id, if any. */
export function parentGroupId(menu: readonly MenuEntry[], id: string): string | undefined {
  for (const entry of menu) {
    const kind = menuEntryKind(entry)
    if (kind.kind === 'group' && kind.group.children.some((child) => child.id === id)) return kind.group.id
  }
  return undefined
}
