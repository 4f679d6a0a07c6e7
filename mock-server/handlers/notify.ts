import { createHash, randomUUID } from 'node:crypto'
import {
  BILL_STATUS,
  NOTIFICATION_ENTITY,
  NOTIFICATION_EVENT,
  NOTIFICATION_PRIORITY,
  type NotificationEntity,
  type NotificationEvent,
  PARTY_TYPE,
  rupeeText,
  TOKEN_STATUS,
  TOKEN_WAITING_HOURS,
  tokenLabel,
  WALLET_DAY_STATUS,
} from '../../contracts'
import { istDateTime, istTime, type ServerContext, shiftDate } from '../context'
import type { WalletDayRecord } from '../store/money-rows'
import type { BuyerBillRecord, EmployeeRow, FarmerBillRecord, TokenRecord } from '../store/rows'
import { type Store, walletDayKey } from '../store/store'
import { indexKey } from '../store/table'
import { buyerAccount, positionOn } from './buyer-account'
import { displayDate } from './cash-book'

/** System role IDs (the same in every firm) the market's events are addressed to. */
const ROLE = { Admin: 2, SA: 3, Accountant: 6, AuctionClerk: 8, Cashier: 9 } as const

/** The market day ends at this hour in India: what is still open then is reported. */
const DAY_END_HOUR = 20
/** An invoice is reported once it is overdue by at most this many days: older arrears are the ledger's. */
const OVERDUE_LOOKBACK_DAYS = 1
const HOUR_MS = 60 * 60 * 1000

/** Everything a notification needs but its key, read state and time. */
interface Raise {
  companyKeyID: string
  marketKeyID: string
  eventType: NotificationEvent
  title: string
  message: string
  entityType: NotificationEntity
  entityKeyID: string
  entityLabel?: string
  roles?: readonly number[]
  employeeKeyID?: string
  priority?: number
  /** Unique per cause; a cause already raised is skipped. */
  cause: string
}

/** The same cause gets the same key, so a rebuilt seed or a replayed sweep answers the same rows. */
function keyOf(companyKeyID: string, cause: string): string {
  const hex = createHash('sha256').update(`${companyKeyID}|${cause}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

const raised = (store: Store, companyKeyID: string, cause: string) =>
  store.notifications.holds('cause', indexKey(companyKeyID, cause))

/** Stores one notification unless its cause was raised before; inside the caller's write, or its own. */
function raise(store: Store, createdOn: string, event: Raise): void {
  if (raised(store, event.companyKeyID, event.cause)) return
  store.write(() =>
    store.notifications.set({
      notificationKeyID: keyOf(event.companyKeyID, event.cause),
      companyKeyID: event.companyKeyID,
      marketKeyID: event.marketKeyID,
      eventType: event.eventType,
      title: event.title,
      message: event.message,
      entityType: event.entityType,
      entityKeyID: event.entityKeyID,
      entityLabel: event.entityLabel ?? '',
      targetRoleTypeIDs: event.roles ?? [],
      targetEmployeeKeyID: event.employeeKeyID ?? '',
      priority: event.priority ?? NOTIFICATION_PRIORITY.Normal,
      cause: event.cause,
      readBy: [],
      createdOn,
    }),
  )
}

const farmerName = (store: Store, farmerKeyID: string) => store.farmers.get(farmerKeyID)?.farmerName ?? ''

/** A cancelled patti or invoice, told to those who account for it. */
function cancelled(
  bill: Readonly<FarmerBillRecord | BuyerBillRecord>,
  kind: string,
  party: string,
  entityType: NotificationEntity,
  billKeyID: string,
): Raise {
  return {
    companyKeyID: bill.companyKeyID,
    marketKeyID: bill.marketKeyID,
    eventType: NOTIFICATION_EVENT.BillCancelled,
    title: `${kind} ${bill.billNo} cancelled`,
    message: `${party}: ${bill.cancelReason}`,
    entityType,
    entityKeyID: billKeyID,
    roles: [ROLE.Admin, ROLE.Accountant],
    cause: `billCancelled:${billKeyID}`,
  }
}

/** What happened, as the handler that made it happen knows it. */
export type Cause =
  | {
      /** A crate line or trolley lot saved: warnings the clerk confirmed, and the token as it now stands. */
      kind: 'sale'
      token: Readonly<TokenRecord>
      saleKeyID: string
      rateWarning: string | null
      creditWarning: string | null
    }
  | {
      kind: 'cashLimit'
      companyKeyID: string
      marketKeyID: string
      partyType: number
      partyKeyID: string
      date: string
      message: string
    }
  | { kind: 'walletClosed'; day: Readonly<WalletDayRecord>; variancePaise: number }
  | { kind: 'pattiCancelled'; bill: Readonly<FarmerBillRecord> }
  | { kind: 'invoiceCancelled'; bill: Readonly<BuyerBillRecord> }
  | { kind: 'serviceRates'; companyKeyID: string; marketKeyID: string; party: 'farmer' | 'buyer' }
  | { kind: 'account'; before: Readonly<EmployeeRow> | null; after: Readonly<EmployeeRow> }

/**
 * Raises the notifications a change causes, at the moment it happens: handlers call it inside the
 * change's write (it is undone with it) or, for a refusal, just before they throw.
 */
export function notify(ctx: ServerContext, cause: Cause): void {
  const now = ctx.now()
  for (const event of eventsOf(ctx.store, now, cause)) raise(ctx.store, now, event)
}

function eventsOf(store: Store, now: string, cause: Cause): Raise[] {
  switch (cause.kind) {
    case 'sale': {
      const { token } = cause
      const base = {
        companyKeyID: token.companyKeyID,
        marketKeyID: token.marketKeyID,
        entityType: NOTIFICATION_ENTITY.Token,
        entityKeyID: token.tokenKeyID,
        entityLabel: tokenLabel(token.tokenNo),
      }
      const label = base.entityLabel
      const events: Raise[] = []
      if (cause.rateWarning)
        events.push({
          ...base,
          eventType: NOTIFICATION_EVENT.RateOutsideBand,
          title: `Rate outside the band on ${label}`,
          message: cause.rateWarning,
          roles: [ROLE.Admin, ROLE.SA],
          priority: NOTIFICATION_PRIORITY.High,
          cause: `rate:${cause.saleKeyID}:${now}`,
        })
      if (cause.creditWarning)
        events.push({
          ...base,
          eventType: NOTIFICATION_EVENT.CreditLimitExceeded,
          title: `Credit limit exceeded on ${label}`,
          message: cause.creditWarning,
          roles: [ROLE.Admin, ROLE.SA, ROLE.Accountant],
          priority: NOTIFICATION_PRIORITY.High,
          cause: `credit:${cause.saleKeyID}:${now}`,
        })
      if (token.status === TOKEN_STATUS.Auctioned)
        events.push({
          ...base,
          eventType: NOTIFICATION_EVENT.TokenSold,
          title: `${label} sold: ready for its patti`,
          message: `Every crate of ${label} (${farmerName(store, token.farmerKeyID)}) is sold; its patti can be made.`,
          roles: [ROLE.SA, ROLE.Accountant],
          cause: `tokenSold:${token.tokenKeyID}`,
        })
      return events
    }
    case 'cashLimit': {
      const party =
        cause.partyType === PARTY_TYPE.Farmer
          ? farmerName(store, cause.partyKeyID)
          : (store.buyers.get(cause.partyKeyID)?.firmName ?? '')
      return [
        {
          companyKeyID: cause.companyKeyID,
          marketKeyID: cause.marketKeyID,
          eventType: NOTIFICATION_EVENT.CashLimitAttempted,
          title: `Cash of ₹2 lakh or more refused: ${party}`,
          message: cause.message,
          entityType: NOTIFICATION_ENTITY.Payments,
          entityKeyID: cause.partyKeyID,
          entityLabel: party,
          roles: [ROLE.Admin, ROLE.Accountant],
          priority: NOTIFICATION_PRIORITY.High,
          // Retries of the same refusal on the same day tell nothing new.
          cause: `cashLimit:${cause.partyKeyID}:${cause.date}`,
        },
      ]
    }
    case 'walletClosed': {
      const { day } = cause
      if (cause.variancePaise === 0) return []
      const short = cause.variancePaise < 0 ? 'short' : 'over'
      return [
        {
          companyKeyID: day.companyKeyID,
          marketKeyID: day.marketKeyID,
          eventType: NOTIFICATION_EVENT.WalletVariance,
          title: `Wallet of ${displayDate(day.walletDate)} closed ${short}`,
          message: `The count differs from the book by ${rupeeText(cause.variancePaise)}: ${day.varianceReason}`,
          entityType: NOTIFICATION_ENTITY.WalletDay,
          entityKeyID: day.walletDate,
          roles: [ROLE.Admin, ROLE.Accountant],
          priority: NOTIFICATION_PRIORITY.High,
          cause: `walletVariance:${day.marketKeyID}:${day.walletDate}`,
        },
      ]
    }
    case 'pattiCancelled': {
      const { bill } = cause
      return [cancelled(bill, 'Patti', bill.farmerName, NOTIFICATION_ENTITY.FarmerBill, bill.farmerBillKeyID)]
    }
    case 'invoiceCancelled': {
      const { bill } = cause
      const entity = bill.isGroup ? NOTIFICATION_ENTITY.BuyerGroupBill : NOTIFICATION_ENTITY.BuyerBill
      return [cancelled(bill, 'Invoice', bill.buyerName, entity, bill.buyerBillKeyID)]
    }
    case 'serviceRates': {
      const market = store.markets.get(cause.marketKeyID)?.marketPlaceName ?? ''
      return [
        {
          companyKeyID: cause.companyKeyID,
          marketKeyID: cause.marketKeyID,
          eventType: NOTIFICATION_EVENT.ServiceRatesChanged,
          title: `${cause.party === 'farmer' ? 'Farmer' : 'Buyer'} service rates changed`,
          message: `The default ${cause.party} service rates of ${market} changed: new bills use them.`,
          entityType: NOTIFICATION_ENTITY.DefaultServices,
          entityKeyID: cause.marketKeyID,
          roles: [ROLE.Admin, ROLE.SA, ROLE.Accountant],
          cause: `serviceRates:${cause.marketKeyID}:${cause.party}:${now}`,
        },
      ]
    }
    case 'account': {
      const { before, after } = cause
      if (!before) return []
      const changes: string[] = []
      if (before.roleTypeID !== after.roleTypeID) {
        const role = store.roles.in(after.companyKeyID, after.roleTypeID)?.roleName ?? ''
        changes.push(`Your role is now ${role}.`)
      }
      const sameMarkets =
        before.marketKeyIDs.length === after.marketKeyIDs.length &&
        before.marketKeyIDs.every((key) => after.marketKeyIDs.includes(key))
      if (!sameMarkets) {
        const names = after.marketKeyIDs.map((key) => store.markets.get(key)?.marketPlaceName ?? '')
        changes.push(
          names.length > 0 ? `Your markets are now: ${names.join(', ')}.` : 'You have no markets now.',
        )
      }
      if (changes.length === 0) return []
      return [
        {
          companyKeyID: after.companyKeyID,
          marketKeyID: '',
          eventType: NOTIFICATION_EVENT.AccountChanged,
          title: 'Your account changed',
          message: changes.join(' '),
          entityType: NOTIFICATION_ENTITY.Employee,
          entityKeyID: after.employeeKeyID,
          employeeKeyID: after.employeeKeyID,
          cause: `account:${after.employeeKeyID}:${randomUUID()}`,
        },
      ]
    }
  }
}

/** The market days that have ended by `now`: yesterday, and today once past the day's end. */
function endedDays(today: string, now: string): string[] {
  const days = [shiftDate(today, -1)]
  if (now >= istDateTime(today, DAY_END_HOUR, 0)) days.push(today)
  return days
}

/**
 * Raises what time alone causes in a market: tokens waiting too long, pattis unpaid and wallets not
 * closed at the day's end, invoices falling overdue. Each once, by its cause's key.
 */
export function sweepMarket(
  store: Store,
  today: string,
  now: string,
  companyKeyID: string,
  marketKeyID: string,
) {
  const at = (event: Omit<Raise, 'companyKeyID' | 'marketKeyID'>) =>
    raise(store, now, { ...event, companyKeyID, marketKeyID })
  const waitingSince = new Date(Date.parse(now) - TOKEN_WAITING_HOURS * HOUR_MS).toISOString()
  for (const token of store.tokens.lookup('marketDay', indexKey(marketKeyID, today))) {
    if (token.status !== TOKEN_STATUS.Open && token.status !== TOKEN_STATUS.Graded) continue
    if (token.createdDate > waitingSince) continue
    const label = tokenLabel(token.tokenNo)
    at({
      eventType: NOTIFICATION_EVENT.TokenWaiting,
      title: `${label} waiting over ${TOKEN_WAITING_HOURS} hours`,
      message: `${label} (${farmerName(store, token.farmerKeyID)}) came in at ${istTime(token.createdDate)} and is not sold yet.`,
      entityType: NOTIFICATION_ENTITY.Token,
      entityKeyID: token.tokenKeyID,
      entityLabel: label,
      roles: [ROLE.Admin, ROLE.SA, ROLE.AuctionClerk],
      cause: `tokenWaiting:${token.tokenKeyID}`,
    })
  }
  const ended = endedDays(today, now)
  const overdueFrom = shiftDate(today, -OVERDUE_LOOKBACK_DAYS)
  for (const bill of store.farmerBills.values()) {
    if (bill.marketKeyID !== marketKeyID || bill.status !== BILL_STATUS.Active) continue
    const unpaid = bill.finalPaise - bill.paidPaise
    if (unpaid <= 0 || !ended.includes(bill.billDate)) continue
    at({
      eventType: NOTIFICATION_EVENT.PattiUnpaidAtDayEnd,
      title: `Patti ${bill.billNo} unpaid at day end`,
      message: `${bill.farmerName} is still owed ${rupeeText(unpaid)} on the patti of ${displayDate(bill.billDate)}.`,
      entityType: NOTIFICATION_ENTITY.FarmerBill,
      entityKeyID: bill.farmerBillKeyID,
      roles: [ROLE.Admin, ROLE.Accountant, ROLE.Cashier],
      cause: `pattiUnpaid:${bill.farmerBillKeyID}`,
    })
  }
  // An invoice is overdue by the dues rule: part of it still owed once every receipt of the buyer,
  // allocated or not, has paid off the oldest invoices first, and its due date has passed.
  const falling = new Map<string, string[]>()
  for (const bill of store.buyerBills.values()) {
    if (bill.marketKeyID !== marketKeyID || bill.status !== BILL_STATUS.Active) continue
    if (bill.dueDate >= today || bill.dueDate < overdueFrom) continue
    falling.set(bill.buyerKeyID, [...(falling.get(bill.buyerKeyID) ?? []), bill.buyerBillKeyID])
  }
  for (const [buyerKeyID, billKeys] of falling) {
    const buyer = store.buyers.get(buyerKeyID)
    if (!buyer) continue
    const { dues } = positionOn(buyer, buyerAccount(store, buyer, marketKeyID), today)
    for (const due of dues.bills) {
      const bill = billKeys.includes(due.documentKeyID) ? store.buyerBills.get(due.documentKeyID) : undefined
      if (!bill || due.unsettled <= 0 || due.daysOverdue <= 0) continue
      at({
        eventType: NOTIFICATION_EVENT.InvoiceOverdue,
        title: `Invoice ${bill.billNo} overdue`,
        message: `${bill.buyerName} owes ${rupeeText(due.unsettled)} on it as of ${displayDate(today)}, due on ${displayDate(bill.dueDate)}.`,
        entityType: bill.isGroup ? NOTIFICATION_ENTITY.BuyerGroupBill : NOTIFICATION_ENTITY.BuyerBill,
        entityKeyID: bill.buyerBillKeyID,
        roles: [ROLE.Admin, ROLE.Accountant],
        priority: NOTIFICATION_PRIORITY.High,
        cause: `invoiceOverdue:${bill.buyerBillKeyID}`,
      })
    }
  }
  for (const date of ended) {
    if (store.walletDays.get(walletDayKey(marketKeyID, date))?.status !== WALLET_DAY_STATUS.Open) continue
    at({
      eventType: NOTIFICATION_EVENT.WalletNotClosed,
      title: `Wallet of ${displayDate(date)} not closed`,
      message: `The cash drawer of ${displayDate(date)} is still open: count it and close the day.`,
      entityType: NOTIFICATION_ENTITY.WalletDay,
      entityKeyID: date,
      roles: [ROLE.Admin, ROLE.Accountant, ROLE.Cashier],
      priority: NOTIFICATION_PRIORITY.High,
      cause: `walletNotClosed:${marketKeyID}:${date}`,
    })
  }
}
