import {
  BILL_STATUS,
  CUSTOM_RANGE,
  MODULE,
  type ModuleId,
  PAYMENT_MODE,
  VEHICLE_ENTRY_STATUS,
} from '@contracts'

/** The lists a dashboard figure opens, each holding its filter in the URL. */
export type ListPath =
  | '/vehicle-entry-list'
  | '/token-list'
  | '/auctionList'
  | '/startAuction'
  | '/trolly-auction'
  | '/farmerBilling'
  | '/buyer-billing'
  | '/GenerateInvoice'
  | '/Buyer-Ledger'
  | '/Transaction-ledger'
  | '/marketWallet'
  | '/paymentList'
  | '/farmerReport'

export interface ListLink {
  to: ListPath
  search?: Record<string, string | number | boolean>
}

/**
 * Every link names its period, so the list shows what the figure counts rather than the period the
 * user last chose in another list (lists without one fall back to those shared dates).
 */
const THIS_MONTH = 3
const ALL_DATES = { range: 0 }
const dayOf = (date: string) => ({ range: CUSTOM_RANGE, fromDate: date, toDate: date })

/** The list behind each figure of the day `date` (the day the cards are of). */
export function dashboardLinks(date: string) {
  const day = dayOf(date)
  return {
    vehiclesIn: { to: '/vehicle-entry-list', search: { ...day, status: VEHICLE_ENTRY_STATUS.In } },
    vehiclesOut: { to: '/vehicle-entry-list', search: { ...day, status: VEHICLE_ENTRY_STATUS.Out } },
    tokens: (status: number) => ({ to: '/token-list', search: { ...day, status } }) satisfies ListLink,
    tokensToday: { to: '/token-list', search: day },
    salesToday: { to: '/auctionList', search: day },
    salesMonth: { to: '/auctionList', search: { range: THIS_MONTH } },
    /** The tokens still to sell are the live auction's queue. */
    auctionQueue: { to: '/startAuction' },
    pattisMonth: { to: '/farmerBilling', search: { tab: 'bills', range: THIS_MONTH } },
    invoicesMonth: { to: '/buyer-billing', search: { range: THIS_MONTH } },
    /** The Farmer Report over every date: its Balance total is what farmers are still owed. */
    farmersOwed: { to: '/farmerReport', search: ALL_DATES },
    pattisToday: { to: '/farmerBilling', search: { tab: 'bills', ...day, status: BILL_STATUS.Active } },
    collections: { to: '/Buyer-Ledger', search: ALL_DATES },
    overdue: { to: '/Buyer-Ledger', search: { ...ALL_DATES, overdueOnly: true } },
    cashBook: { to: '/Transaction-ledger', search: { ...ALL_DATES, paymentMode: PAYMENT_MODE.Cash } },
    /** A bank amount with no account named is in the Online book as a whole. */
    bankBook: (bankAccountKeyID: string) =>
      ({
        to: '/Transaction-ledger',
        search: bankAccountKeyID
          ? { ...ALL_DATES, bankAccountKeyID }
          : { ...ALL_DATES, paymentMode: PAYMENT_MODE.Online },
      }) satisfies ListLink,
  } as const satisfies Record<string, ListLink | ((arg: never) => ListLink)>
}

/**
 * Where the day's work starts, in the day's order: the gate's form, the two auctions, pattis and
 * invoices to make, receipts, the drawer. The side menu lists neither auction screen nor billing, so
 * these are the one-click way to them; a role that can't open a module doesn't see its action.
 */
export const QUICK_ACTIONS: readonly { label: string; link: ListLink; module: ModuleId }[] = [
  { label: 'New vehicle entry', link: { to: '/vehicle-entry-list' }, module: MODULE.VehicleEntry },
  { label: 'Start auction', link: { to: '/startAuction' }, module: MODULE.Auction },
  { label: 'Trolley auction', link: { to: '/trolly-auction' }, module: MODULE.Auction },
  { label: 'Pending pattis', link: { to: '/farmerBilling' }, module: MODULE.FarmerBilling },
  { label: 'Buyer billing', link: { to: '/buyer-billing' }, module: MODULE.BuyerBilling },
  { label: 'Generate invoice', link: { to: '/GenerateInvoice' }, module: MODULE.BuyerBilling },
  { label: 'Receive payment', link: { to: '/paymentList' }, module: MODULE.Payment },
  { label: 'Close the day', link: { to: '/marketWallet' }, module: MODULE.MarketWallet },
]
