import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useReducer } from 'react'
import { cn } from '@/lib/cn'
import { MENU, type MenuGroup, type MenuItem, menuEntryKind } from '../menu'
import { type MenuAction, menuReducer, type OpenMenu } from '../menu-state'
import { Icon } from './icons'

const reduce = (open: OpenMenu, action: MenuAction) => menuReducer(MENU, open, action)

const rowClass =
  'flex w-full items-center gap-3 rounded-app px-3 py-2.5 text-left text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600'

/** The side menu. `onPick` lets the drawer close itself on narrow screens. */
export function SideMenu({ onPick }: { onPick: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const [open, dispatch] = useReducer(reduce, pathname, (path) => reduce([], { type: 'route', path }))

  useEffect(() => dispatch({ type: 'route', path: pathname }), [pathname])

  const pick = (id: string) => {
    dispatch({ type: 'select', id })
    onPick()
  }

  return (
    <nav aria-label="Main menu" className="px-4 py-3">
      <ul className="flex flex-col gap-0.5">
        {MENU.map((entry) => {
          const kind = menuEntryKind(entry)
          if (kind.kind === 'item') {
            return (
              <li key={entry.id}>
                <MenuLink item={kind.item} onPick={pick} />
              </li>
            )
          }
          if (kind.kind === 'group') {
            return (
              <li key={entry.id}>
                <MenuGroupView
                  group={kind.group}
                  expanded={open.includes(entry.id)}
                  onToggle={() => dispatch({ type: 'toggle', id: entry.id })}
                  onPick={pick}
                />
              </li>
            )
          }
          return (
            <li key={entry.id}>
              {/* biome-ignore lint/a11y/useHeadingContent: an entry of unknown type shows an empty red centred heading; it is hidden from screen readers. */}
              <h6
                className="min-h-5 text-center text-red-600"
                data-menu-error={entry.id}
                aria-hidden="true"
              />
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

interface MenuLinkProps {
  item: MenuItem
  onPick: (id: string) => void
  nested?: boolean
}

function MenuLink({ item, onPick, nested }: MenuLinkProps) {
  return (
    <Link
      to={item.path}
      onClick={() => onPick(item.id)}
      activeOptions={{ exact: true, includeSearch: false }}
      className={cn(
        rowClass,
        nested && 'py-2',
        'data-[status=active]:bg-brand-50 data-[status=active]:font-semibold data-[status=active]:text-brand-700',
      )}
    >
      {item.icon ? (
        <Icon name={item.icon} />
      ) : (
        <span className="flex w-5 shrink-0 justify-center" aria-hidden="true">
          <span className="h-1.5 w-1.5 rounded-full bg-current opacity-60" />
        </span>
      )}
      <span className="truncate">{item.title}</span>
    </Link>
  )
}

function MenuGroupView({
  group,
  expanded,
  onToggle,
  onPick,
}: {
  group: MenuGroup
  expanded: boolean
  onToggle: () => void
  onPick: (id: string) => void
}) {
  const listId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        className={rowClass}
      >
        <Icon name={group.icon} />
        <span className="flex-1 truncate">{group.title}</span>
        <Icon name="chevronDown" className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-0.5 flex flex-col gap-0.5">
        {group.children.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} onPick={onPick} nested />
          </li>
        ))}
      </ul>
    </>
  )
}
