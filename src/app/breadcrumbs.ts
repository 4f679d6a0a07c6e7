import { findMenuLocation, type MenuEntry } from './menu'

export interface Crumb {
  label: string
  /** Absent for the current page and for menu groups, which are not pages. */
  to?: string
}

export const HOME_CRUMB: Crumb = { label: 'Home', to: '/dashboard' }

/** Home › group › heading for the page at `path`; nothing on a page without a heading. */
export function breadcrumbTrail(
  menu: readonly MenuEntry[],
  path: string,
  heading: string | undefined,
): Crumb[] {
  if (!heading) return []
  const group = findMenuLocation(menu, path)?.group
  return [HOME_CRUMB, ...(group ? [{ label: group.title }] : []), { label: heading }]
}

export type CollapsedCrumbs = Array<Crumb | { hidden: Crumb[] }>

/**
 * At most 8 items by default. A longer trail keeps the first `before` and last `after`
 * items and folds the middle into one expandable gap.
 */
export function collapseCrumbs(
  items: readonly Crumb[],
  maxItems = 8,
  before = 1,
  after = 1,
): CollapsedCrumbs {
  if (items.length <= maxItems || before + after >= items.length) return [...items]
  return [
    ...items.slice(0, before),
    { hidden: items.slice(before, items.length - after) },
    ...items.slice(-after),
  ]
}
