import type { NotificationRow } from '@contracts'
import { MODULE } from '@contracts'
import { NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { Button } from '@/components/ui/button'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { notificationQueries, useMarkAllRead, useMarkRead } from './api'
import { notificationColumns } from './columns'

const READ_OPTIONS = [
  { value: false, label: 'Unread' },
  { value: true, label: 'Read' },
]

/** /notification-list: what waits for the signed-in user in the selected market, unread first. */
export function NotificationPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Notification)
  const markRead = useMarkRead()
  const markAllRead = useMarkAllRead()
  return (
    <ListPage
      label="Notifications"
      dateRange={false}
      columns={notificationColumns}
      query={(request: ListRequest) =>
        notificationQueries.list({ ...request, marketKeyID: marketKeyID ?? '' } as never)
      }
      getRowId={(row) => row.notificationKeyID}
      rowName={(row: NotificationRow) => row.title}
      exportName="notifications"
      searchPlaceholder="Search title, message"
      filters={<ListFilterSelect filterKey="isRead" label="Read" options={READ_OPTIONS} />}
      actions={
        <Button
          variant="secondary"
          busy={markAllRead.isPending}
          disabled={!can.update || !marketKeyID}
          title={can.update ? undefined : NOT_ALLOWED}
          onClick={() => marketKeyID && markAllRead.mutate({ marketKeyID })}
        >
          Mark all read
        </Button>
      }
      rowActions={(row) => (
        <RowAction
          icon="view"
          label={`Mark ${row.title} read`}
          onClick={() => markRead.mutate({ notificationKeyIDs: [row.notificationKeyID] })}
          disabled={!can.update || row.isRead}
          disabledReason={can.update ? 'Already read.' : NOT_ALLOWED}
        />
      )}
    />
  )
}
