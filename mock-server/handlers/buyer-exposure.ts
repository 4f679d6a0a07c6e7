import {
  AUCTION_MESSAGES,
  fromPaise,
  type LineAmountInput,
  lineKg,
  linePaise,
  toPaise,
  trolleyPaise,
} from '../../contracts'
import type { BuyerRecord } from '../store/rows'
import type { Store } from '../store/store'
import { rupees } from './rupees'

/**
 * What a buyer owes on documents, in paise: the opening balance (receivable adds, payable subtracts)
 * plus what is left to receive on every active invoice, less what live receipts left unallocated (an
 * advance is money the buyer already paid). An invoice prints it as the previous outstanding.
 */
export function buyerBilledPaise(store: Store, buyer: Readonly<BuyerRecord>): number {
  const opening = toPaise(buyer.openingBalance)
  return (
    (buyer.openingBalanceType === 'Receivable' ? opening : -opening) +
    store.buyerBills.sum('buyerOpen', buyer.buyerKeyID) -
    store.payments.sum('partyUnallocated', buyer.buyerKeyID)
  )
}

/**
 * What a buyer owes the firm right now, in paise. This is the single place that answers it: the
 * credit check at the auction reads it, and every document that changes what a buyer owes is added
 * here: what the documents say (opening balance and open invoices, buyerBilledPaise) plus every sale
 * line and trolley lot not yet invoiced, each at its amount or, while unweighed, its estimate
 * (lineExposurePaise, lotExposurePaise), kept on the row as `exposurePaise`.
 */
export function buyerOutstandingPaise(store: Store, buyer: Readonly<BuyerRecord>): number {
  return (
    buyerBilledPaise(store, buyer) +
    store.auctionLines.sum('buyerOpen', buyer.buyerKeyID) +
    store.trolleyAuctions.sum('buyerOpen', buyer.buyerKeyID)
  )
}

/**
 * The credit warning of a sale, if any: only when the sale adds to what the buyer owes (a new sale, a
 * dearer or bigger one) and the total then exceeds a credit limit (0 = none). `previousPaise` is what
 * the sale being changed counts already (0 for a new sale, or when the buyer changes).
 */
export function creditWarning(
  store: Store,
  buyer: Readonly<BuyerRecord>,
  salePaise: number,
  previousPaise: number,
): string | null {
  if (buyer.creditLimit <= 0 || salePaise <= previousPaise) return null
  const owed = buyerOutstandingPaise(store, buyer) - previousPaise + salePaise
  const limit = toPaise(buyer.creditLimit)
  if (owed <= limit) return null
  return AUCTION_MESSAGES.overCredit(buyer.firmName, rupees(fromPaise(owed)), rupees(buyer.creditLimit))
}

/** What a crate line counts for: its amount, or while unweighed its crates at the crate's capacity. */
export function lineExposurePaise(line: LineAmountInput, crateCapacityKg: number): number {
  const estimatedKg =
    crateCapacityKg > 0 ? lineKg({ crates: line.crates, netWeightKg: null, crateCapacityKg }) : null
  return linePaise(line) ?? linePaise({ ...line, netWeightKg: estimatedKg }) ?? 0
}

/**
 * What a trolley lot counts for: its amount, or while a per-quintal lot is unweighed its loaded weight,
 * never less than its net will be: the credit check belongs to the moment the rate is fixed.
 */
export function lotExposurePaise(
  lot: { rateType: number; rate: number; lumpSumAmount: number; netWeightKg: number | null },
  loadedWeightKg: number,
): number {
  return trolleyPaise(lot) ?? trolleyPaise({ ...lot, netWeightKg: loadedWeightKg }) ?? 0
}
