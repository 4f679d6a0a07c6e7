import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { NotificationPage } from '@/features/notification/notification-page'

export const Route = createFileRoute('/_app/notification-list')({
  staticData: { heading: 'Notification' },
  validateSearch: listSearchSchema({ isRead: filterSchemas.isActive }),
  component: NotificationPage,
})
