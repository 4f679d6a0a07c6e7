import { MODULE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { iconButton } from '@/app/layout/icon-button'
import { Icon } from '@/app/layout/icons'
import { cn } from '@/lib/cn'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { notificationQueries } from './api'

/** The top bar's bell: the selected market's unread count, kept fresh, leading to the list. */
export function NotificationBell() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Notification)
  const unread = notificationQueries.unreadCount(marketKeyID)
  // A role without the Notification view would be refused every time the bell asked.
  const count = useQuery({ ...unread, enabled: unread.enabled && can.view }).data ?? 0
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications'
  return (
    <Link to="/notification-list" aria-label={label} title={label} className={cn(iconButton, 'relative')}>
      <Icon name="bell" />
      {count > 0 && (
        <span
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
