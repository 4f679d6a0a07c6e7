import * as v from 'valibot'
import { endpoint, KeyIDSchema, listRequest, QueryKeyID, REQUIRED } from './core'
import { MODULE } from './role'
import { NOTIFICATION_SORT_COLUMNS } from './value-lists'

/**
 * What the server tells staff when something happened that waits for them. Each notification is
 * raised once by its cause, belongs to a market (or, addressed to one employee about their own account,
 * to the whole firm: marketKeyID ''), and is addressed to roles or to one employee. Read state is
 * each recipient's own.
 */

export const NOTIFICATION_EVENT = {
  TokenWaiting: 1,
  TokenSold: 2,
  RateOutsideBand: 3,
  CreditLimitExceeded: 4,
  PattiUnpaidAtDayEnd: 5,
  InvoiceOverdue: 6,
  CashLimitAttempted: 7,
  WalletNotClosed: 8,
  WalletVariance: 9,
  BillCancelled: 10,
  ServiceRatesChanged: 11,
  AccountChanged: 12,
} as const
export type NotificationEvent = (typeof NOTIFICATION_EVENT)[keyof typeof NOTIFICATION_EVENT]

export const NOTIFICATION_EVENTS = [
  { value: NOTIFICATION_EVENT.TokenWaiting, label: 'Token waiting' },
  { value: NOTIFICATION_EVENT.TokenSold, label: 'Token sold' },
  { value: NOTIFICATION_EVENT.RateOutsideBand, label: 'Rate outside band' },
  { value: NOTIFICATION_EVENT.CreditLimitExceeded, label: 'Credit limit exceeded' },
  { value: NOTIFICATION_EVENT.PattiUnpaidAtDayEnd, label: 'Patti unpaid' },
  { value: NOTIFICATION_EVENT.InvoiceOverdue, label: 'Invoice overdue' },
  { value: NOTIFICATION_EVENT.CashLimitAttempted, label: 'Cash limit' },
  { value: NOTIFICATION_EVENT.WalletNotClosed, label: 'Wallet not closed' },
  { value: NOTIFICATION_EVENT.WalletVariance, label: 'Wallet variance' },
  { value: NOTIFICATION_EVENT.BillCancelled, label: 'Bill cancelled' },
  { value: NOTIFICATION_EVENT.ServiceRatesChanged, label: 'Service rates changed' },
  { value: NOTIFICATION_EVENT.AccountChanged, label: 'Account changed' },
] as const

/** The document a notification opens: the key names a row of that kind (a date for a wallet day). */
export const NOTIFICATION_ENTITY = {
  Token: 'Token',
  FarmerBill: 'FarmerBill',
  BuyerBill: 'BuyerBill',
  /** A group invoice: it prints with a sub-total per token. */
  BuyerGroupBill: 'BuyerGroupBill',
  /** The party's vouchers (entityKeyID the party's key); a refused voucher leaves no document. */
  Payments: 'Payments',
  WalletDay: 'WalletDay',
  DefaultServices: 'DefaultServices',
  Employee: 'Employee',
} as const
export type NotificationEntity = (typeof NOTIFICATION_ENTITY)[keyof typeof NOTIFICATION_ENTITY]

export const NOTIFICATION_PRIORITY = { Normal: 1, High: 2 } as const

/** A token still unsold this many hours after it was issued is reported as waiting. */
export const TOKEN_WAITING_HOURS = 3

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
} as const

export const NotificationRowSchema = v.object({
  notificationKeyID: v.string(),
  /** '' for a notification about an employee's own account: it shows in every market. */
  marketKeyID: v.string(),
  eventType: v.number(),
  title: v.string(),
  message: v.string(),
  entityType: v.string(),
  entityKeyID: v.string(),
  /** What the linked list is searched for (a token's label, a party's name); '' when the link is exact. */
  entityLabel: v.string(),
  /** The first role addressed (0 when addressed to one employee); every role in targetRoleTypeIDs. */
  targetRoleTypeID: v.number(),
  targetRoleTypeIDs: v.array(v.number()),
  targetEmployeeKeyID: v.string(),
  priority: v.number(),
  /** Read by the caller. */
  isRead: v.boolean(),
  createdOn: v.string(),
  /** createdOn again, under the name every list's date range reads. */
  createdDate: v.string(),
})
export type NotificationRow = v.InferOutput<typeof NotificationRowSchema>

const marketKey = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), KeyIDSchema)

export const NotificationListRequestSchema = listRequest(NOTIFICATION_SORT_COLUMNS, {
  marketKeyID: marketKey,
  isRead: v.optional(v.nullable(v.boolean('must be true or false'))),
})

export const MarkReadRequestSchema = v.object({
  notificationKeyIDs: v.pipe(
    v.array(KeyIDSchema, 'must be a list of notification keys'),
    v.minLength(1, 'name at least one notification'),
    v.maxLength(500, 'must name at most 500 notifications'),
  ),
})

export const MarkAllReadRequestSchema = v.object({ marketKeyID: marketKey })

/** How many notifications a mark-read call changed (those already read count as none). */
const MarkedSchema = v.object({ marked: v.number() })

const onNotification = (action: 'view' | 'update') => ({ moduleId: MODULE.Notification, action }) as const

export const notification = {
  list: endpoint({
    method: 'POST',
    path: 'Notification/GetNotificationList',
    body: NotificationListRequestSchema,
    data: v.array(NotificationRowSchema),
    paged: true,
    access: onNotification('view'),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: 'Notification/GetUnreadCount',
    query: v.object({ MarketKeyID: QueryKeyID }),
    data: v.number(),
    access: onNotification('view'),
  }),
  markRead: endpoint({
    method: 'POST',
    path: 'Notification/MarkRead',
    body: MarkReadRequestSchema,
    data: MarkedSchema,
    access: onNotification('update'),
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: 'Notification/MarkAllRead',
    body: MarkAllReadRequestSchema,
    data: MarkedSchema,
    access: onNotification('update'),
  }),
} as const
