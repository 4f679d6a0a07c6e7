import {
  AUCTION_LINE_STATUS,
  GRADING_TYPE,
  linePaise,
  lineWeight,
  RATE_UNIT,
  TOKEN_STATUS,
  TRANSPORT,
  TROLLEY_AUCTION_STATUS,
  TROLLEY_RATE_TYPE,
  toPaise,
  trolleyNetKg,
  trolleyPaise,
  UNGRADED_LOT,
} from '../../contracts'
import { istDateTime } from '../context'
import { lineExposurePaise, lotExposurePaise } from '../handlers/buyer-exposure'
import type {
  AuctionLineRecord,
  BuyerRecord,
  FarmerRecord,
  ProductRecord,
  TokenRecord,
  TrolleyAuctionRecord,
  VehicleEntryRecord,
} from '../store/rows'
import type { Prng } from './prng'

export interface AuctionSeedOptions {
  today: string
  userKeyID: string
  farmers: readonly FarmerRecord[]
  buyers: readonly BuyerRecord[]
  productOf: (productID: number) => Readonly<ProductRecord>
  prng: Prng
}

/** Rates are called in round steps: ₹5 a crate or 10 kg, ₹1 a kg, ₹10 a quintal. */
const RATE_STEP: Record<number, number> = {
  [RATE_UNIT.PerKg]: 1,
  [RATE_UNIT.PerCrate]: 5,
  [RATE_UNIT.PerQuintal]: 10,
  [RATE_UNIT.PerTenKg]: 5,
  [RATE_UNIT.LumpSum]: 100,
}
/** Of the lines, how many break the alert band (the clerk confirmed them) and how many were resold. */
const OUTSIDE_BAND = 0.02
const RESOLD = 0.01
const RESALE_REASONS = ['Buyer backed out', 'Wrong buyer entered', 'Rate called again']

const minutesAfter = (isoDateTime: string, minutes: number) =>
  new Date(Date.parse(isoDateTime) + minutes * 60_000).toISOString()

/**
 * Sells the gate's tokens as the auction did: every historic token that was not cancelled, grade by
 * grade (a grade now and then split between buyers), trolleys by the quintal or for a lump sum, at
 * rates inside each product's band but for a few the clerk confirmed. A few big buyers take most of a
 * market. Today is live: the early tokens are sold, some partly, the rest wait in the queue; some of
 * today's per-kg lines still wait for the scale.
 */
export class AuctionSeeder {
  readonly lines: AuctionLineRecord[] = []
  readonly lots: TrolleyAuctionRecord[] = []
  /** Tokens whose status or sold crates the sales changed. */
  readonly tokens: TokenRecord[] = []
  readonly #farmers: Map<string, Readonly<FarmerRecord>>
  /** Each market's buyers, each repeated by its weight: the first few of a market buy most. */
  readonly #buyerDraw = new Map<string, Readonly<BuyerRecord>[]>()
  /** A market's price level of a day, so one day's rates move together. */
  readonly #dayLevel = new Map<string, number>()

  constructor(private readonly options: AuctionSeedOptions) {
    this.#farmers = new Map(options.farmers.map((f) => [f.farmerKeyID, f]))
  }

  #buyersOf(marketKeyID: string): Readonly<BuyerRecord>[] {
    let draw = this.#buyerDraw.get(marketKeyID)
    if (!draw) {
      const active = this.options.buyers.filter((b) => b.isActive && b.marketKeyIDs.includes(marketKeyID))
      draw = active.flatMap((buyer, i) => Array<Readonly<BuyerRecord>>(i < 3 ? 6 - i : 1).fill(buyer))
      this.#buyerDraw.set(marketKeyID, draw)
    }
    return draw
  }

  #level(marketKeyID: string, date: string): number {
    const key = `${marketKeyID}|${date}`
    let level = this.#dayLevel.get(key)
    if (level === undefined) {
      level = (this.options.prng.next() - 0.5) * 0.3
      this.#dayLevel.set(key, level)
    }
    return level
  }

  /** A rate in the product's band, lower for the lesser grades, now and then just outside it. */
  #rate(product: Readonly<ProductRecord>, marketKeyID: string, date: string, gradeRank: number): number {
    const { prng } = this.options
    const step = RATE_STEP[product.defaultRateUnit]!
    const { minRateAlert: min, maxRateAlert: max } = product
    const roll = prng.next()
    let rate: number
    if (roll < OUTSIDE_BAND / 2) rate = min * (0.8 + prng.next() * 0.15)
    else if (roll < OUTSIDE_BAND) rate = max * (1.03 + prng.next() * 0.1)
    else {
      const position = 0.75 - 0.2 * gradeRank + this.#level(marketKeyID, date) + (prng.next() - 0.5) * 0.2
      rate = min + Math.min(0.98, Math.max(0.02, position)) * (max - min)
    }
    return Math.max(step, Math.round(rate / step) * step)
  }

  #buyer(marketKeyID: string): Readonly<BuyerRecord> {
    return this.options.prng.pick(this.#buyersOf(marketKeyID))
  }

  /** The lines of one grade: one buyer, or split between two or three. */
  #sellLot(
    token: Readonly<TokenRecord>,
    gradeID: number,
    gradeRank: number,
    crates: number,
    time: string,
    weigh: boolean,
  ): number {
    const { prng, userKeyID } = this.options
    const product = this.options.productOf(token.productID)
    const parts = crates >= 10 && prng.next() < 0.08 ? prng.int(2, 3) : 1
    let left = crates
    let sold = 0
    for (let part = 0; part < parts && left > 0; part++) {
      const take = part === parts - 1 ? left : Math.max(1, Math.round(left * (0.4 + prng.next() * 0.3)))
      left -= take
      const rate = this.#rate(product, token.marketKeyID, token.tokenDate, gradeRank)
      const perKg = product.defaultRateUnit !== RATE_UNIT.PerCrate
      // The scale reads the crates' gross: the capacity give or take a kilo, plus the empty crates.
      const grossWeightKg =
        perKg && weigh
          ? Math.round(
              take * (product.crateCapacityKg + product.crateTareKg + (prng.next() - 0.5) * 2) * 100,
            ) / 100
          : null
      const input = { crates: take, rateUnit: product.defaultRateUnit, rate }
      const weight = lineWeight({
        crates: take,
        crateTareKg: product.crateTareKg,
        allowanceKgPerCrate: product.allowanceKgPerCrate,
        grossWeightKg,
        netWeightKg: null,
      })
      const amountPaise = linePaise({ ...input, netWeightKg: weight.netWeightKg })
      const farmer = this.#farmers.get(token.farmerKeyID)
      const auctionDateTime = part === 0 ? time : minutesAfter(time, part)
      const line: AuctionLineRecord = {
        auctionLineKeyID: prng.uuid(),
        companyKeyID: token.companyKeyID,
        marketKeyID: token.marketKeyID,
        tokenKeyID: token.tokenKeyID,
        farmerKeyID: token.farmerKeyID,
        village: farmer?.village ?? '',
        productID: token.productID,
        gradeID,
        buyerKeyID: this.#buyer(token.marketKeyID).buyerKeyID,
        crates: take,
        rateUnit: product.defaultRateUnit as AuctionLineRecord['rateUnit'],
        // Seeded rates are whole rupees.
        ratePaise: rate * 100,
        grossWeightKg,
        tareKg: weight.tareKg,
        allowanceKg: weight.allowanceKg,
        netWeightKg: weight.netWeightKg,
        amountPaise: amountPaise ?? 0,
        exposurePaise:
          amountPaise ?? lineExposurePaise({ ...input, netWeightKg: null }, product.crateCapacityKg),
        auctionDateTime,
        auctionDate: token.tokenDate,
        status: AUCTION_LINE_STATUS.Sold,
        cancelReason: '',
        userKeyID,
      }
      if (prng.next() < RESOLD) {
        this.lines.push({
          ...line,
          auctionLineKeyID: prng.uuid(),
          buyerKeyID: this.#buyer(token.marketKeyID).buyerKeyID,
          auctionDateTime: minutesAfter(auctionDateTime, -1),
          status: AUCTION_LINE_STATUS.Cancelled,
          cancelReason: prng.pick(RESALE_REASONS),
        })
      }
      this.lines.push(line)
      sold += take
    }
    return sold
  }

  /**
   * A crate token's sale: every grade (or its ungraded lot), or with `share` < 1 only the first part of
   * it, as a token the auction is still busy with.
   */
  #sellCrates(token: Readonly<TokenRecord>, time: string, share: number, weigh: () => boolean): void {
    const lots =
      token.grades.length > 0
        ? token.grades.map((g, rank) => ({ gradeID: g.gradeID, rank, crates: g.crates }))
        : [{ gradeID: UNGRADED_LOT.gradeID, rank: 1, crates: token.declaredCrates }]
    const sold = new Map<number, number>()
    lots.forEach((lot, i) => {
      if (lot.crates <= 0 || (share < 1 && i > 0)) return
      const crates = share < 1 ? Math.max(1, Math.floor(lot.crates * share)) : lot.crates
      sold.set(
        lot.gradeID,
        this.#sellLot(token, lot.gradeID, lot.rank, crates, minutesAfter(time, i * 2), weigh()),
      )
    })
    if (sold.size === 0) return
    const allSold = lots.every((lot) => (sold.get(lot.gradeID) ?? 0) >= lot.crates)
    this.tokens.push({
      ...token,
      grades: token.grades.map((g) => ({ ...g, soldCrates: sold.get(g.gradeID) ?? 0 })),
      status: allSold ? TOKEN_STATUS.Auctioned : token.status,
    })
  }

  /** A trolley's lot: by the quintal mostly, now and then a lump sum; weighed once the trolley left. */
  #sellTrolley(token: Readonly<TokenRecord>, entry: Readonly<VehicleEntryRecord>, time: string): void {
    const { prng, userKeyID } = this.options
    const product = this.options.productOf(token.productID)
    const rate = this.#rate(product, token.marketKeyID, token.tokenDate, 0)
    const netWeightKg = trolleyNetKg(entry.loadedWeightKg, entry.emptyWeightKg)
    const lumpSum = netWeightKg !== null && prng.next() < 0.15
    const lumpSumAmount = lumpSum ? Math.round((netWeightKg * rate) / 100 / 100) * 100 : 0
    const priced = lumpSum
      ? { rateType: TROLLEY_RATE_TYPE.LumpSum, rate: 0, lumpSumAmount }
      : { rateType: TROLLEY_RATE_TYPE.PerQuintal, rate, lumpSumAmount: 0 }
    const farmer = this.#farmers.get(token.farmerKeyID)
    this.lots.push({
      trolleyAuctionKeyID: prng.uuid(),
      companyKeyID: token.companyKeyID,
      marketKeyID: token.marketKeyID,
      tokenKeyID: token.tokenKeyID,
      farmerKeyID: token.farmerKeyID,
      village: farmer?.village ?? '',
      productID: token.productID,
      buyerKeyID: this.#buyer(token.marketKeyID).buyerKeyID,
      rateType: priced.rateType,
      ratePaise: toPaise(priced.rate),
      lumpSumPaise: toPaise(priced.lumpSumAmount),
      loadedWeightKg: entry.loadedWeightKg,
      emptyWeightKg: entry.emptyWeightKg,
      netWeightKg,
      amountPaise: trolleyPaise({ ...priced, netWeightKg }) ?? 0,
      exposurePaise: lotExposurePaise({ ...priced, netWeightKg }, entry.loadedWeightKg),
      auctionDateTime: time,
      auctionDate: token.tokenDate,
      status: netWeightKg === null ? TROLLEY_AUCTION_STATUS.RateFixed : TROLLEY_AUCTION_STATUS.Weighed,
      cancelReason: '',
      userKeyID,
    })
    if (netWeightKg !== null) this.tokens.push({ ...token, status: TOKEN_STATUS.Auctioned })
  }

  /**
   * Sells the tokens of the gate's records. Tokens come in the order the gate issued them, so today's
   * first tokens are the ones already sold.
   */
  sell(tokens: readonly Readonly<TokenRecord>[], entries: readonly Readonly<VehicleEntryRecord>[]): void {
    const { prng, today } = this.options
    const entryOf = new Map(entries.map((e) => [e.vehicleEntryKeyID, e]))
    const todayCount = new Map<string, number>()
    const todayTotal = new Map<string, number>()
    for (const token of tokens)
      if (token.tokenDate === today)
        todayTotal.set(token.marketKeyID, (todayTotal.get(token.marketKeyID) ?? 0) + 1)
    for (const token of tokens) {
      if (token.status === TOKEN_STATUS.Cancelled) continue
      const entry = entryOf.get(token.vehicleEntryKeyID)
      if (!entry) continue
      // Each token is sold within a couple of hours of its arrival, on its own day.
      const dayEnd = istDateTime(token.tokenDate, 23, 0)
      const sellAt = minutesAfter(token.createdDate, prng.int(20, 120))
      const time = sellAt > dayEnd ? dayEnd : sellAt
      const trolley = entry.transportationType === TRANSPORT.Trolley
      if (token.tokenDate !== today) {
        if (trolley) this.#sellTrolley(token, entry, time)
        else this.#sellCrates(token, time, 1, () => true)
        continue
      }
      // Today: the first half of the tokens is sold, a few of them partly; the rest wait in the queue.
      const position = (todayCount.get(token.marketKeyID) ?? 0) / todayTotal.get(token.marketKeyID)!
      todayCount.set(token.marketKeyID, (todayCount.get(token.marketKeyID) ?? 0) + 1)
      if (position >= 0.5) continue
      if (trolley) this.#sellTrolley(token, entry, time)
      // A token still to be graded waits for its grading; only graded tokens are left partly sold, so
      // every Open token of today is still free for the gate and the grader.
      else if (token.grades.length > 0 || token.gradingType === GRADING_TYPE.None)
        this.#sellCrates(
          token,
          time,
          position > 0.4 && token.grades.length > 0 ? 0.5 : 1,
          () => prng.next() < 0.6,
        )
    }
  }
}
