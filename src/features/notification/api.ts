import { type BodyInput, notification } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const notificationKeys = moduleKeys('notification')

/** The bell asks this often while the app is open (TanStack Query pauses it in a background tab). */
const BELL_REFRESH_MS = 30_000

const meta = { invalidates: [notificationKeys.all] } as const

export const notificationQueries = {
  list: (request: BodyInput<typeof notification.list>) =>
    queryOptions({
      queryKey: notificationKeys.list(request),
      queryFn: () => call(notification.list, { body: request }),
    }),
  unreadCount: (marketKeyID: string | null) =>
    queryOptions({
      queryKey: [...notificationKeys.all, 'unreadCount', marketKeyID],
      queryFn: () => call(notification.unreadCount, { query: { MarketKeyID: marketKeyID ?? '' } }),
      enabled: Boolean(marketKeyID),
      refetchInterval: BELL_REFRESH_MS,
      staleTime: 0,
    }),
}

export const useMarkRead = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof notification.markRead>) => call(notification.markRead, { body }),
    meta,
  })

export const useMarkAllRead = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof notification.markAllRead>) =>
      call(notification.markAllRead, { body }),
    meta,
  })
