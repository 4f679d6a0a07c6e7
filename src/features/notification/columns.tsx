import { NOTIFICATION_EVENTS, NOTIFICATION_PRIORITY, type NotificationRow } from '@contracts'
import { Link } from '@tanstack/react-router'
import { type ListColumn, listColumnHelper, optionText } from '@/components/data-table'
import { Badge } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/format'
import { useMarkRead } from './api'
import { notificationLink } from './links'

const column = listColumnHelper<NotificationRow>()

const eventText = optionText(NOTIFICATION_EVENTS)
const readText = (isRead: unknown) => (isRead ? 'Read' : 'Unread')

/** The title opens the document the notification is about, and counts it as read. */
function TitleCell({ row }: { row: NotificationRow }) {
  const markRead = useMarkRead()
  const link = notificationLink(row)
  const title = <span className={row.isRead ? 'font-medium' : 'font-semibold'}>{row.title}</span>
  return (
    <div className="flex flex-col gap-0.5">
      {link ? (
        <Link
          to={link.to}
          search={link.search}
          className="text-brand-700 hover:underline"
          onClick={() => {
            if (!row.isRead) markRead.mutate({ notificationKeyIDs: [row.notificationKeyID] })
          }}
        >
          {title}
        </Link>
      ) : (
        title
      )}
      <span className="text-xs text-slate-600">{row.message}</span>
    </div>
  )
}

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const notificationColumns: ListColumn<NotificationRow>[] = [
  column.accessor('title', {
    header: 'Notification',
    cell: (info) => <TitleCell row={info.row.original} />,
    meta: { className: 'min-w-72' },
  }),
  column.accessor('eventType', {
    header: 'Event',
    cell: (info) => eventText(info.getValue()),
    meta: { exportText: eventText, className: 'whitespace-nowrap' },
  }),
  column.accessor('priority', {
    header: 'Priority',
    cell: (info) =>
      info.getValue() === NOTIFICATION_PRIORITY.High ? <Badge tone="amber">High</Badge> : 'Normal',
    meta: { exportText: (value) => (value === NOTIFICATION_PRIORITY.High ? 'High' : 'Normal') },
  }),
  column.accessor('createdDate', {
    header: 'Received',
    cell: (info) => formatDateTime(info.getValue()),
    meta: { className: 'whitespace-nowrap', exportText: (value) => formatDateTime(value as string) },
  }),
  column.accessor('isRead', {
    header: 'Status',
    cell: (info) => <Badge tone={info.getValue() ? 'slate' : 'brand'}>{readText(info.getValue())}</Badge>,
    meta: { exportText: readText },
  }),
]
