import {
  api,
  NOTIFICATION_MESSAGES,
  type NOTIFICATION_SORT_COLUMNS,
  type NotificationRow,
} from '../../contracts'
import { isSuperAdmin } from '../auth/permissions'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { notFound } from '../errors'
import { handlers } from '../register'
import type { NotificationRecord } from '../store/rows'
import type { Store } from '../store/store'
import { filterAndSort, type ListSpec, pageOf } from './list-query'
import { companyMarket } from './market'
import { columnValue } from './master'
import { sweepMarket } from './notify'

/** A read of the same market at the same store version and minute has nothing new to sweep. */
const swept = new WeakMap<Store, Map<string, string>>()

function sweep(ctx: ServerContext, session: Session, marketKeyID: string): void {
  const { store } = ctx
  const now = ctx.now()
  let markets = swept.get(store)
  if (!markets) {
    markets = new Map()
    swept.set(store, markets)
  }
  const minute = now.slice(0, 16)
  if (markets.get(marketKeyID) === `${store.version}|${minute}`) return
  sweepMarket(store, ctx.today, now, session.companyKeyID, marketKeyID)
  markets.set(marketKeyID, `${store.version}|${minute}`)
}

/**
 * Who sees a notification: those addressed, by role or by name; a Super Admin sees all of a market's,
 * but another employee's account notices stay that employee's.
 */
function audience(ctx: ServerContext, session: Session): (n: Readonly<NotificationRecord>) => boolean {
  const roleTypeID = ctx.store.employees.get(session.userKeyID)?.roleTypeID ?? 0
  const everything = isSuperAdmin(ctx, session)
  return (n) => {
    if (n.companyKeyID !== session.companyKeyID) return false
    if (n.targetEmployeeKeyID) return n.targetEmployeeKeyID === session.userKeyID
    return everything || n.targetRoleTypeIDs.includes(roleTypeID)
  }
}

/** What the caller sees in a market: its own notifications and those about the caller's account. */
function visibleIn(
  ctx: ServerContext,
  session: Session,
  marketKeyID: string,
): Readonly<NotificationRecord>[] {
  const { store } = ctx
  return [
    ...store.notifications.lookup('market', marketKeyID),
    ...store.notifications.lookup('market', session.companyKeyID),
  ].filter(audience(ctx, session))
}

function toRow(n: Readonly<NotificationRecord>, session: Session): NotificationRow {
  return {
    notificationKeyID: n.notificationKeyID,
    marketKeyID: n.marketKeyID,
    eventType: n.eventType,
    title: n.title,
    message: n.message,
    entityType: n.entityType,
    entityKeyID: n.entityKeyID,
    entityLabel: n.entityLabel,
    targetRoleTypeID: n.targetRoleTypeIDs[0] ?? 0,
    targetRoleTypeIDs: [...n.targetRoleTypeIDs],
    targetEmployeeKeyID: n.targetEmployeeKeyID,
    priority: n.priority,
    isRead: n.readBy.includes(session.userKeyID),
    createdOn: n.createdOn,
    createdDate: n.createdOn,
  }
}

const NOTIFICATION_LIST: ListSpec<NotificationRow, (typeof NOTIFICATION_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.title, r.message],
  createdDate: (r) => r.createdOn,
  // Read state sorts unread first and, within each, the newest first.
  sortValue: (r, column) =>
    column === 'isRead'
      ? (r.isRead ? 2e13 : 0) + (1e13 - Date.parse(r.createdOn))
      : column === 'createdDate'
        ? Date.parse(r.createdOn)
        : columnValue(r, column),
  name: (r) => r.title,
  key: (r) => r.notificationKeyID,
  defaultSort: { column: 'isRead', direction: 'asc' },
}

/** Marks the caller's unread ones among `rows` read; answers how many changed. */
function markRead(
  store: Store,
  session: Session,
  rows: readonly Readonly<NotificationRecord>[],
): { marked: number } {
  const unread = rows.filter((n) => !n.readBy.includes(session.userKeyID))
  if (unread.length === 0) return { marked: 0 }
  store.write(() => {
    for (const n of unread) store.notifications.set({ ...n, readBy: [...n.readBy, session.userKeyID] })
  })
  return { marked: unread.length }
}

export const notificationHandlers = handlers(api.notification, {
  list: ({ body, session, ctx }) => {
    const market = companyMarket(ctx, session, body.marketKeyID)
    sweep(ctx, session, market.marketKeyID)
    const rows = visibleIn(ctx, session, market.marketKeyID)
      .map((n) => toRow(n, session))
      .filter((r) => body.isRead == null || r.isRead === body.isRead)
    return pageOf(filterAndSort(rows, body, NOTIFICATION_LIST), body)
  },

  unreadCount: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    sweep(ctx, session, market.marketKeyID)
    return visibleIn(ctx, session, market.marketKeyID).filter((n) => !n.readBy.includes(session.userKeyID))
      .length
  },

  markRead: ({ body, session, ctx }) => {
    const { store } = ctx
    const sees = audience(ctx, session)
    const rows = [...new Set(body.notificationKeyIDs)].map((key) => {
      const n = store.notifications.get(key)
      if (!n || !sees(n)) throw notFound(NOTIFICATION_MESSAGES.notFound)
      return n
    })
    return markRead(store, session, rows)
  },

  markAllRead: ({ body, session, ctx }) => {
    const market = companyMarket(ctx, session, body.marketKeyID)
    return markRead(ctx.store, session, visibleIn(ctx, session, market.marketKeyID))
  },
})
