import { NOTIFICATION_ENTITY, type NotificationRow } from '@contracts'

export interface NotificationLink {
  to: string
  search?: Record<string, string>
}

type Linked = Pick<NotificationRow, 'entityType' | 'entityKeyID' | 'entityLabel'>

/** Where a notification's document is: the document itself, or its list searched for it. */
export function notificationLink(row: Linked): NotificationLink | null {
  const key = row.entityKeyID
  switch (row.entityType) {
    case NOTIFICATION_ENTITY.Token:
      return { to: '/token-list', search: { q: row.entityLabel } }
    case NOTIFICATION_ENTITY.FarmerBill:
      return { to: '/invoice', search: { farmerBillKeyID: key } }
    case NOTIFICATION_ENTITY.BuyerBill:
      return { to: '/BuyerInvoice', search: { buyerBillKeyID: key } }
    case NOTIFICATION_ENTITY.BuyerGroupBill:
      return { to: '/Group-token-Invoice', search: { buyerBillKeyID: key } }
    case NOTIFICATION_ENTITY.Payments:
      return { to: '/paymentList', search: { q: row.entityLabel } }
    case NOTIFICATION_ENTITY.WalletDay:
      return { to: '/marketWallet', search: { date: key } }
    case NOTIFICATION_ENTITY.DefaultServices:
      return { to: '/default-services' }
    case NOTIFICATION_ENTITY.Employee:
      return { to: '/profile' }
    default:
      return null
  }
}
