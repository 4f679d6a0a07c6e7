import { fromPaise, kgPerRateUnit, lineKg, RATE_UNIT, type RateContext, rateInUnit } from '../../contracts'
import type { ServerContext } from '../context'
import type { AuctionLineRecord, ProductRecord, TokenRecord } from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { gradeNameOf } from './auction-lines'

/** How many earlier sales the clerk sees for the farmer and for the village. */
const PAST_RATES = 5

/** The newest `count` lines, without sorting them all (a village sells thousands over the season). */
function newest(lines: readonly Readonly<AuctionLineRecord>[], count: number) {
  const kept: Readonly<AuctionLineRecord>[] = []
  for (const line of lines) {
    if (kept.length === count && line.auctionDateTime <= kept[count - 1]!.auctionDateTime) continue
    kept.push(line)
    kept.sort((a, b) => b.auctionDateTime.localeCompare(a.auctionDateTime))
    if (kept.length > count) kept.pop()
  }
  return kept
}

function pastRates(store: Store, lines: readonly Readonly<AuctionLineRecord>[]) {
  return newest(lines, PAST_RATES).map((line) => {
    const farmer = store.farmers.get(line.farmerKeyID)
    return {
      date: line.auctionDate,
      farmerName: farmer?.farmerName ?? '',
      village: line.village,
      gradeID: line.gradeID,
      gradeName: gradeNameOf(store, line.companyKeyID, line.productID, line.gradeID),
      crates: line.crates,
      rateUnit: line.rateUnit,
      rate: fromPaise(line.ratePaise),
    }
  })
}

/**
 * A line's quantity in the product's default unit, weighting today's average: kg (or 10 kg, quintals)
 * of its net, estimated as crates × crate capacity while unweighed; its crates; or 1 lump sum.
 */
function quantityIn(
  unit: number,
  line: Readonly<AuctionLineRecord>,
  product: Readonly<ProductRecord>,
): number {
  const kgPerUnit = kgPerRateUnit(unit)
  if (kgPerUnit === undefined) return unit === RATE_UNIT.PerCrate ? line.crates : 1
  return lineKg({ ...line, crateCapacityKg: product.crateCapacityKg }) / kgPerUnit
}

/**
 * A day's lowest, quantity-weighted average and highest rate of a product's grade in a market, in the
 * given rate unit: what the clerk sees while selling, and what a patti prints beside each line.
 */
export function dayRates(
  store: Store,
  marketKeyID: string,
  date: string,
  product: Readonly<ProductRecord>,
  gradeID: number,
  unit: number,
): RateContext['today'] {
  let min = Number.POSITIVE_INFINITY
  let max = 0
  let weighted = 0
  let quantity = 0
  let lineCount = 0
  const key = indexKey(marketKeyID, date, String(product.productID))
  for (const line of store.auctionLines.lookup('marketDayProduct', key)) {
    if (line.gradeID !== gradeID) continue
    const rate = rateInUnit({ ...line, rate: fromPaise(line.ratePaise) }, unit)
    const q = quantityIn(unit, line, product)
    if (rate === null || q <= 0) continue
    min = Math.min(min, rate)
    max = Math.max(max, rate)
    weighted += rate * q
    quantity += q
    lineCount += 1
  }
  if (lineCount === 0) return null
  const rupees = (value: number) => Math.round(value * 100) / 100
  return { minRate: rupees(min), averageRate: rupees(weighted / quantity), maxRate: rupees(max), lineCount }
}

/** What the clerk sees beside the rate: the farmer's and the village's earlier rates, and today's. */
export function rateContext(
  ctx: ServerContext,
  token: Readonly<TokenRecord>,
  gradeID: number,
  marketKeyID: string,
): RateContext {
  const { store } = ctx
  const product = store.products.in(token.companyKeyID, token.productID)!
  const farmer = store.farmers.get(token.farmerKeyID)
  const productKey = String(token.productID)
  const earlier = (line: Readonly<AuctionLineRecord>) => line.auctionDate < ctx.today
  const farmerLines = store.auctionLines
    .lookup('farmerProduct', indexKey(token.farmerKeyID, productKey))
    .filter(earlier)
  const villageLines = store.auctionLines
    .lookup('villageProduct', indexKey(token.companyKeyID, (farmer?.village ?? '').toLowerCase(), productKey))
    .filter((line) => earlier(line) && line.farmerKeyID !== token.farmerKeyID)
  return {
    rateUnit: product.defaultRateUnit,
    farmerRates: pastRates(store, farmerLines),
    villageRates: pastRates(store, villageLines),
    today: dayRates(store, marketKeyID, ctx.today, product, gradeID, product.defaultRateUnit),
  }
}
