import { findMenuLocation, type MenuEntry, parentGroupId } from './menu'

/** Ids of the open menu entries: groups that are expanded and the active link. */
export type OpenMenu = readonly string[]

export type MenuAction =
  /** A group header was clicked. */
  | { type: 'toggle'; id: string }
  /** A link was clicked. */
  | { type: 'select'; id: string }
  /** The route changed (first load, back/forward, a link elsewhere on the page). */
  | { type: 'route'; path: string }

/**
 * A group toggles; a link becomes the only open entry (its group stays expanded so the
 * link stays visible), or everything clears when it already is the open one; arriving at a route
 * opens its entry and the group holding it.
 */
export function menuReducer(menu: readonly MenuEntry[], open: OpenMenu, action: MenuAction): OpenMenu {
  switch (action.type) {
    case 'toggle':
      return open.includes(action.id) ? open.filter((id) => id !== action.id) : [...open, action.id]
    case 'select': {
      if (open.includes(action.id)) return []
      const group = parentGroupId(menu, action.id)
      return group ? [group, action.id] : [action.id]
    }
    case 'route': {
      const location = findMenuLocation(menu, action.path)
      if (!location || open.includes(location.item.id)) return open
      const groups = open.filter((id) => menu.some((entry) => entry.id === id && entry.type === 'collapse'))
      const withGroup =
        location.group && !groups.includes(location.group.id) ? [...groups, location.group.id] : groups
      return [...withGroup, location.item.id]
    }
  }
}
