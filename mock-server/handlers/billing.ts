import {
  AUCTION_LINE_STATUS,
  BILLING_MESSAGES,
  type BillLine,
  type ChargeLine,
  fromPaise,
  lineKg,
  RATE_UNIT,
  rateNeedsWeight,
  type ServiceCharge,
  type ServiceLine,
  type SoldLine,
  TROLLEY_AUCTION_STATUS,
  TROLLEY_RATE_TYPE,
  toPaise,
} from '../../contracts'
import { badRequest } from '../errors'
import type { Party } from '../seed/default-services'
import type {
  AuctionLineRecord,
  BillLineRecord,
  MarketRecord,
  OtherChargeRecord,
  TokenRecord,
  TrolleyAuctionRecord,
} from '../store/rows'
import type { Store } from '../store/store'
import { gradeNameOf } from './auction-lines'
import { dayRates } from './auction-rates'
import { marketServiceSettings } from './default-services'

/** What the patti and the invoice share on the server: charges, line snapshots and their answers. */

/**
 * The market's default charges of one side for one transport type, as a bill snapshots them: type and
 * amount from the market's settings, name and per-bill basis from the firm's service master. An
 * inactive service is not charged.
 */
export function chargesOf(
  store: Store,
  market: Readonly<MarketRecord>,
  party: Party,
  transportationType: number,
): ServiceCharge[] {
  return marketServiceSettings(store, market)[party].flatMap((setting) => {
    if (setting.transportationTypeID !== transportationType) return []
    const service = store.services.in(market.companyKeyID, setting.serviceID)
    if (!service?.isActive) return []
    return [
      {
        serviceID: setting.serviceID,
        serviceName: service.serviceName,
        serviceType: setting.dstid,
        rate: setting.amount,
        perBill: service.chargeBasis === 'PerBill',
      },
    ]
  })
}

/** A side's default charges of a market, read once per transport type while bills are built. */
export function chargesReader(store: Store, market: Readonly<MarketRecord>, party: Party) {
  const charges = new Map<number, ServiceCharge[]>()
  return (transportationType: number): ServiceCharge[] => {
    let list = charges.get(transportationType)
    if (!list) {
      list = chargesOf(store, market, party, transportationType)
      charges.set(transportationType, list)
    }
    return list
  }
}

/**
 * What bills built together share: a sale's snapshot (a patti and an invoice print the same line) and
 * the day's rates per market, day, product, grade and unit. One per request; the seed shares one.
 */
export interface SnapshotCache {
  dayRates: Map<string, BillLineRecord['dayRate']>
  lines: Map<string, BillLineRecord>
}
export const snapshotCache = (): SnapshotCache => ({ dayRates: new Map(), lines: new Map() })

function cachedDayRates(
  store: Store,
  cache: SnapshotCache['dayRates'],
  line: { marketKeyID: string; auctionDate: string; productID: number; companyKeyID: string },
  gradeID: number,
  rateUnit: number,
): BillLineRecord['dayRate'] {
  const key = `${line.marketKeyID}|${line.auctionDate}|${line.productID}|${gradeID}|${rateUnit}`
  if (!cache.has(key)) {
    const product = store.products.in(line.companyKeyID, line.productID)
    const rates = product
      ? dayRates(store, line.marketKeyID, line.auctionDate, product, gradeID, rateUnit)
      : null
    cache.set(
      key,
      rates && { minRate: rates.minRate, averageRate: rates.averageRate, maxRate: rates.maxRate },
    )
  }
  return cache.get(key) ?? null
}

function tokenFields(store: Store, token: Readonly<TokenRecord>) {
  const farmer = store.farmers.get(token.farmerKeyID)
  const product = store.products.in(token.companyKeyID, token.productID)
  return {
    tokenKeyID: token.tokenKeyID,
    tokenNo: token.tokenNo,
    tokenDate: token.tokenDate,
    vehicleNo: store.vehicleEntries.get(token.vehicleEntryKeyID)?.vehicleNo ?? '',
    farmerKeyID: token.farmerKeyID,
    farmerCode: farmer?.farmerCode ?? 0,
    farmerName: farmer?.farmerName ?? '',
    village: farmer?.village ?? '',
    gradingType: token.gradingType,
    productID: token.productID,
    productName: product?.productName ?? '',
    productNameMr: product?.productNameMr ?? '',
    crateCapacityKg: product?.crateCapacityKg ?? 0,
  }
}

function buyerFields(store: Store, buyerKeyID: string) {
  const buyer = store.buyers.get(buyerKeyID)
  return { buyerKeyID, buyerCode: buyer?.buyerCode ?? 0, buyerName: buyer?.firmName ?? '' }
}

/** A crate sale line as a bill keeps it: what the document prints, fixed when the bill is made. */
export function crateLineSnapshot(
  store: Store,
  line: Readonly<AuctionLineRecord>,
  token: Readonly<TokenRecord>,
  cache: SnapshotCache,
): BillLineRecord {
  const known = cache.lines.get(line.auctionLineKeyID)
  if (known) return known
  const snapshot: BillLineRecord = {
    lineKeyID: line.auctionLineKeyID,
    kind: 'crate',
    ...tokenFields(store, token),
    ...buyerFields(store, line.buyerKeyID),
    gradeID: line.gradeID,
    gradeName: gradeNameOf(store, line.companyKeyID, line.productID, line.gradeID),
    crates: line.crates,
    weighedKg: line.netWeightKg,
    rateUnit: line.rateUnit,
    ratePaise: line.ratePaise,
    amountPaise: line.amountPaise,
    dayRate: cachedDayRates(store, cache.dayRates, line, line.gradeID, line.rateUnit),
  }
  cache.lines.set(line.auctionLineKeyID, snapshot)
  return snapshot
}

/** A trolley lot as a bill keeps it: one line, no crates, its net weight, its rate or lump sum. */
export function trolleyLotSnapshot(
  store: Store,
  lot: Readonly<TrolleyAuctionRecord>,
  token: Readonly<TokenRecord>,
): BillLineRecord {
  const lumpSum = lot.rateType === TROLLEY_RATE_TYPE.LumpSum
  return {
    lineKeyID: lot.trolleyAuctionKeyID,
    kind: 'trolley',
    ...tokenFields(store, token),
    ...buyerFields(store, lot.buyerKeyID),
    gradeID: 0,
    gradeName: '',
    crates: 0,
    weighedKg: lot.netWeightKg,
    rateUnit: lumpSum ? RATE_UNIT.LumpSum : RATE_UNIT.PerQuintal,
    ratePaise: lumpSum ? lot.lumpSumPaise : lot.ratePaise,
    amountPaise: lot.amountPaise,
    dayRate: null,
  }
}

/** A crate line sold by weight (per kg, 10 kg, quintal) that has no net weight yet can't be billed. */
export const isUnweighedByWeight = (line: Readonly<AuctionLineRecord>) =>
  line.netWeightKg === null && rateNeedsWeight(line.rateUnit)

/** A crate line an invoice may take: Sold, and weighed when its rate needs a weight. */
export const isInvoiceableLine = (line: Readonly<AuctionLineRecord>) =>
  line.status === AUCTION_LINE_STATUS.Sold && !isUnweighedByWeight(line)

/** A trolley lot an invoice may take: weighed and not yet invoiced. */
export const isInvoiceableLot = (lot: Readonly<TrolleyAuctionRecord>) =>
  lot.status === TROLLEY_AUCTION_STATUS.Weighed

/** The order of an invoice's lines: by token (day, number), then grade, then sale. */
export const byToken = (a: BillLineRecord, b: BillLineRecord): number =>
  a.tokenDate.localeCompare(b.tokenDate) ||
  a.tokenNo - b.tokenNo ||
  a.gradeID - b.gradeID ||
  a.lineKeyID.localeCompare(b.lineKeyID)

/** The rules' view of a snapshot line. */
export const soldLineOf = (line: BillLineRecord): SoldLine => ({
  amount: line.amountPaise,
  crates: line.crates,
  netWeightKg: line.weighedKg,
  crateCapacityKg: line.crateCapacityKg,
  gradingType: line.gradingType,
})

export function toBillLine(line: BillLineRecord): BillLine {
  const {
    kind: _kind,
    gradingType: _grading,
    crateCapacityKg: _capacity,
    weighedKg,
    ratePaise,
    amountPaise,
    ...fields
  } = line
  return {
    ...fields,
    netWeightKg: lineKg(soldLineOf(line)),
    estimatedWeight: weighedKg === null,
    rate: fromPaise(ratePaise),
    amount: fromPaise(amountPaise),
  }
}

/**
 * Other charges (buyer) or deductions (farmer) as a bill keeps them: each under an active expense
 * category of the side that is visible on bills (else 400 on its row), named as the category is now.
 */
export function otherChargeRecords(
  store: Store,
  companyKeyID: string,
  partyType: number,
  rows: readonly { categoryKeyID: string; amount: number }[],
  field: string,
): OtherChargeRecord[] {
  return rows.map((row, i) => {
    const category = store.expenseCategories.in(companyKeyID, row.categoryKeyID)
    if (!category?.isActive || !category.isVisible || category.categoryType !== partyType)
      throw badRequest(`${field}.${i}.categoryKeyID`, BILLING_MESSAGES.categoryNotFound)
    const { categoryKeyID, categoryName } = category
    return { categoryKeyID, categoryName, amountPaise: toPaise(row.amount) }
  })
}

export const toServiceLine = (line: ChargeLine): ServiceLine => ({ ...line, amount: fromPaise(line.amount) })

export const totalKgOf = (hundredths: number) => hundredths / 100

/** Invoicing takes a bill's lines out of the open sales; cancelling the invoice puts them back. */
export function markLines(store: Store, lines: readonly BillLineRecord[], to: 'invoiced' | 'open') {
  for (const line of lines) {
    if (line.kind === 'crate') {
      const sale = store.auctionLines.get(line.lineKeyID)
      const [from, status] =
        to === 'invoiced'
          ? [AUCTION_LINE_STATUS.Sold, AUCTION_LINE_STATUS.Invoiced]
          : [AUCTION_LINE_STATUS.Invoiced, AUCTION_LINE_STATUS.Sold]
      if (sale?.status === from) store.auctionLines.set({ ...sale, status })
    } else {
      const lot = store.trolleyAuctions.get(line.lineKeyID)
      const [from, status] =
        to === 'invoiced'
          ? [TROLLEY_AUCTION_STATUS.Weighed, TROLLEY_AUCTION_STATUS.Invoiced]
          : [TROLLEY_AUCTION_STATUS.Invoiced, TROLLEY_AUCTION_STATUS.Weighed]
      if (lot?.status === from) store.trolleyAuctions.set({ ...lot, status })
    }
  }
}
