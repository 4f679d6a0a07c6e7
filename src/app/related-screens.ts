import { MODULE, type ModuleId, PARTY_TYPE, TRANSACTION_TYPE } from '@contracts'
import type { RegisteredRouter } from '@tanstack/react-router'

/** A path of the app's route tree. */
type AppPath = keyof RegisteredRouter['routesByPath'] & string

/** A screen the page's work leads on to, shown beside its heading. */
export interface RelatedScreen {
  label: string
  to: AppPath
  search?: Record<string, string | number>
  /** The module whose view permission the target needs; a role without it doesn't see the link. */
  module: ModuleId
}

const screen = (
  label: string,
  to: RelatedScreen['to'],
  module: ModuleId,
  search?: RelatedScreen['search'],
): RelatedScreen => ({ label, to, module, ...(search ? { search } : {}) })

const START_AUCTION = screen('Start Auction', '/startAuction', MODULE.Auction)
const TROLLEY_AUCTION = screen('Trolley Auction', '/trolly-auction', MODULE.Auction)
const AUCTION_LIST = screen('Auction List', '/auctionList', MODULE.Auction)
const FARMER_BILLING = screen('Farmer Billing', '/farmerBilling', MODULE.FarmerBilling)
const PATTIS = screen('Pattis', '/farmerBilling', MODULE.FarmerBilling, { tab: 'bills' })
const BUYER_BILLING = screen('Buyer Billing', '/buyer-billing', MODULE.BuyerBilling)
const GENERATE_INVOICE = screen('Generate Invoice', '/GenerateInvoice', MODULE.BuyerBilling)
const GRADING_REPORT = screen('Grading Report', '/gradeReport', MODULE.Reports)
const BUYER_LEDGER = screen('Buyer Ledger', '/Buyer-Ledger', MODULE.Reports)
const CASH_BANK = screen('Cash & Bank Ledger', '/Transaction-ledger', MODULE.CashBank)
const MARKET_WALLET = screen('Market Wallet', '/marketWallet', MODULE.MarketWallet)
const EXPENSES = screen('Expense List', '/expense-list', MODULE.Expense)
const ALL_PAYMENTS = screen('Payment List', '/paymentList', MODULE.Payment)
const ALL_REPORTS = screen('All reports', '/report', MODULE.Reports)
const FARMER_DETAIL = screen('Farmer Detail Report', '/farmerDetails', MODULE.Reports)
const BUYER_DETAIL = screen('Buyer Detail Report', '/buyerDetail', MODULE.Reports)
const SERVICES = screen('Service List', '/service-list', MODULE.Service)
const PRODUCTS = screen('Product List', '/product-list', MODULE.Product)
const CURRENCY = screen('Currency', '/currency-list', MODULE.Currency)
const FIRM_ACCOUNT = screen('Firm account', '/account', MODULE.Account)
const FARMER_PAYMENTS = screen('Farmer payments', '/paymentList', MODULE.Payment, {
  partyType: PARTY_TYPE.Farmer,
  transactionType: TRANSACTION_TYPE.Debit,
})
const CRATE_BALANCES = screen('Crate Balances', '/crate-balances', MODULE.Crate)
const CRATE_MOVEMENTS = screen('Crate Movements', '/crate-movements', MODULE.Crate)
const crateLedger = (partyType?: number) =>
  screen('Crate Ledger', '/crate-ledger', MODULE.Crate, partyType ? { partyType } : undefined)
const BUYER_RECEIPTS = screen('Buyer receipts', '/paymentList', MODULE.Payment, {
  partyType: PARTY_TYPE.Buyer,
  transactionType: TRANSACTION_TYPE.Credit,
})

/**
 * The side menu is fixed and lists neither auction screen nor billing, nor the product, service and
 * currency masters, so each screen names the screens its work goes on to: the gate to the auction,
 * tokens to grading and billing, sales to the documents, documents to their payments, the books to
 * the drawer, a market to the masters it trades by, a report to the rest. Keyed by path.
 */
export const RELATED_SCREENS: Partial<Record<AppPath, readonly RelatedScreen[]>> = {
  '/vehicle-entry-list': [START_AUCTION, TROLLEY_AUCTION],
  '/token-list': [GRADING_REPORT, START_AUCTION, TROLLEY_AUCTION, FARMER_BILLING],
  '/auctionList': [START_AUCTION, TROLLEY_AUCTION, FARMER_BILLING, GENERATE_INVOICE],
  '/startAuction': [AUCTION_LIST, FARMER_BILLING, GENERATE_INVOICE],
  '/trolly-auction': [AUCTION_LIST, FARMER_BILLING, GENERATE_INVOICE],
  '/farmerBilling': [AUCTION_LIST, FARMER_PAYMENTS],
  '/buyer-billing': [GENERATE_INVOICE, BUYER_RECEIPTS, BUYER_LEDGER],
  '/GenerateInvoice': [BUYER_BILLING, AUCTION_LIST],
  '/paymentList': [PATTIS, BUYER_BILLING, BUYER_LEDGER, MARKET_WALLET],
  '/marketWallet': [ALL_PAYMENTS, CASH_BANK, EXPENSES],
  '/Buyer-Ledger': [BUYER_RECEIPTS, BUYER_BILLING, crateLedger(PARTY_TYPE.Buyer)],
  '/farmerDetails': [crateLedger(PARTY_TYPE.Farmer)],
  '/crate-balances': [CRATE_MOVEMENTS, crateLedger()],
  '/crate-movements': [CRATE_BALANCES, crateLedger()],
  '/crate-ledger': [CRATE_BALANCES, CRATE_MOVEMENTS],
  '/Transaction-ledger': [ALL_PAYMENTS, MARKET_WALLET, EXPENSES],
  '/expense-list': [MARKET_WALLET, CASH_BANK],
  '/farmerReport': [FARMER_DETAIL, PATTIS, FARMER_PAYMENTS, ALL_REPORTS],
  '/buyerReport': [BUYER_DETAIL, BUYER_BILLING, BUYER_LEDGER, ALL_REPORTS],
  '/tokenReport': [ALL_REPORTS],
  '/gradeReport': [ALL_REPORTS],
  '/market-list': [PRODUCTS, SERVICES, CURRENCY, FIRM_ACCOUNT],
  '/vehicle-type-list': [PRODUCTS, SERVICES],
  '/employee-list': [screen('Assign Market', '/assign-market', MODULE.Employee)],
  '/farmer-list': [screen('Farmer Assign Market', '/farmer-assign-market', MODULE.Farmer)],
}

/** The screens `path` leads on to that a user allowed `canView` may open. */
export function relatedScreens(path: string, canView: (module: ModuleId) => boolean): RelatedScreen[] {
  const key = Object.keys(RELATED_SCREENS).find((known) => known.toLowerCase() === path.toLowerCase())
  const screens = key ? RELATED_SCREENS[key as AppPath] : undefined
  return (screens ?? []).filter((related) => canView(related.module))
}
