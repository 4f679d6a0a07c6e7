import { istDateTime } from '../context'
import { sweepMarket } from '../handlers/notify'
import type { Store } from '../store/store'

interface NotificationSeedOptions {
  today: string
  companyKeyID: string
  demoMarketKeyIDs: readonly string[]
  /** The seed employees: a third of the notifications are already read by all of them. */
  employeeKeyIDs: readonly string[]
}

/**
 * What the demo markets' bells hold on first sign-in: the sweep as it ran at 10:00 on today (tokens
 * waiting since the early vehicles, yesterday's unpaid pattis, invoices fallen overdue this week),
 * a third of it already read.
 */
export function seedNotifications(store: Store, options: NotificationSeedOptions): void {
  const { today, companyKeyID, demoMarketKeyIDs, employeeKeyIDs } = options
  const now = istDateTime(today, 10, 0)
  for (const marketKeyID of demoMarketKeyIDs) {
    sweepMarket(store, today, now, companyKeyID, marketKeyID)
    const raised = store.notifications
      .lookup('market', marketKeyID)
      .sort((a, b) => (a.notificationKeyID < b.notificationKeyID ? -1 : 1))
    raised.forEach((n, i) => {
      if (i % 3 === 0) store.notifications.set({ ...n, readBy: [...employeeKeyIDs] })
    })
  }
}
