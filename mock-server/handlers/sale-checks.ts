import {
  AUCTION_MESSAGES,
  BILLING_MESSAGES,
  fromPaise,
  RATE_UNITS,
  rateOutsideBand,
  TOKEN_STATUS,
  tokenLabel,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, refused } from '../errors'
import type { BuyerRecord, ProductRecord, TokenRecord } from '../store/rows'
import type { Store } from '../store/store'
import { rupees } from './rupees'

/** What the crate and the trolley auction both ask of a token and a buyer before a sale. */

export const isSellable = (token: Readonly<TokenRecord>) =>
  token.status === TOKEN_STATUS.Open || token.status === TOKEN_STATUS.Graded

/** A new sale needs today's token, still Open or Graded, that came by the auction's transport. */
export function assertSellable(
  ctx: ServerContext,
  token: Readonly<TokenRecord>,
  transport: 1 | 2,
  wrongTransport: (label: string) => string,
): void {
  const label = tokenLabel(token.tokenNo)
  if (token.tokenDate !== ctx.today) throw refused(AUCTION_MESSAGES.tokenNotToday)
  if (!isSellable(token)) throw refused(AUCTION_MESSAGES.tokenNotOpen(label))
  if (transportOf(ctx.store, token) !== transport) throw refused(wrongTransport(label))
}

/** Whether a token has a sale that is not cancelled: then the gate and the grader leave it alone. */
export const tokenHasSales = (store: Store, tokenKeyID: string): boolean =>
  store.auctionLines.holds('liveToken', tokenKeyID) || store.trolleyAuctions.holds('liveToken', tokenKeyID)

/**
 * Why a sale can no longer change: its token's active patti, else the active invoice holding it ('' if
 * neither). Pay-outs and receipts are reckoned from those bills, so the bill is cancelled first.
 */
export function billLock(store: Store, sale: { tokenKeyID: string; lineKeyID: string }): string {
  const [patti] = store.farmerBills.lookup('activeToken', sale.tokenKeyID)
  if (patti) return BILLING_MESSAGES.saleOnPatti(patti.billNo)
  const [invoice] = store.buyerBills.lookup('activeLine', sale.lineKeyID)
  return invoice ? BILLING_MESSAGES.saleOnInvoice(invoice.billNo) : ''
}

/** A change, re-weighing or cancellation of a sale waits until no bill holds it. */
export function assertNotBilled(store: Store, sale: { tokenKeyID: string; lineKeyID: string }): void {
  const lock = billLock(store, sale)
  if (lock) throw refused(lock)
}

export const transportOf = (store: Store, token: Readonly<TokenRecord>): number =>
  store.vehicleEntries.get(token.vehicleEntryKeyID)?.transportationType ?? 1

/** Where a token goes back to when a sale of it is undone: Graded if it was graded, else Open. */
export const reopenedStatus = (token: Readonly<TokenRecord>): TokenRecord['status'] =>
  token.grades.length > 0 ? TOKEN_STATUS.Graded : TOKEN_STATUS.Open

/** The buyer a sale names: the firm's (else 400, a reference in a body), active, assigned to the market. */
export function saleBuyer(
  ctx: ServerContext,
  session: Session,
  buyerKeyID: string,
  marketKeyID: string,
): Readonly<BuyerRecord> {
  const buyer = ctx.store.buyers.get(buyerKeyID)
  if (buyer?.companyKeyID !== session.companyKeyID)
    throw badRequest('buyerKeyID', AUCTION_MESSAGES.buyerNotFound)
  const name = `${buyer.firmName} (${buyer.buyerCode})`
  if (!buyer.isActive) throw badRequest('buyerKeyID', AUCTION_MESSAGES.buyerInactive(name))
  if (!buyer.marketKeyIDs.includes(marketKeyID)) {
    const market = ctx.store.markets.get(marketKeyID)?.marketPlaceName ?? ''
    throw badRequest('buyerKeyID', AUCTION_MESSAGES.buyerNotInMarket(name, market))
  }
  return buyer
}

const unitLabel = (rateUnit: number) =>
  RATE_UNITS.find((unit) => unit.value === rateUnit)?.label.toLowerCase() ?? ''

/**
 * The rate band warning, if the rate lies outside the product's alert band in the product's default
 * unit (a rate that can't be converted without a weight is not judged).
 */
export function rateBandWarning(
  product: Readonly<ProductRecord>,
  line: { rateUnit: number; ratePaise: number; crates: number; netWeightKg: number | null },
): string | null {
  const rate = fromPaise(line.ratePaise)
  if (!rateOutsideBand({ ...line, rate }, product)) return null
  const unit = unitLabel(product.defaultRateUnit)
  const band =
    product.maxRateAlert > 0
      ? `${rupees(product.minRateAlert)}–${rupees(product.maxRateAlert)} ${unit}`
      : `from ${rupees(product.minRateAlert)} ${unit}`
  return AUCTION_MESSAGES.rateOutsideBand(
    `${rupees(rate)} ${unitLabel(line.rateUnit)}`,
    band,
    product.productName,
  )
}
