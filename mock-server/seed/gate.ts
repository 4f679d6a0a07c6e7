import {
  GRADING_TYPE,
  PAYMENT_MODE,
  TOKEN_STATUS,
  TRANSPORT,
  toPaise,
  VEHICLE_ENTRY_STATUS,
} from '../../contracts'
import { istDateTime, shiftDate } from '../context'
import type { FarmerRecord, TokenGradeRecord, TokenRecord, VehicleEntryRecord } from '../store/rows'
import { FIRST_FARMER_CODE, FIRST_NAMES, SURNAMES } from './parties'
import type { Prng } from './prng'

/** The days of history before "today" the demo markets have gate records for. */
export const GATE_HISTORY_DAYS = 60

const TOMATO = 1
const ONION = 2
const POMEGRANATE = 3

/** A bullock cart (a trolley type) carries far less than a tractor-trolley. */
const BULLOCK_CART = 6
/** Seeded vehicle types by ID: crate carriers, then the two trolleys, with their entry fees in rupees. */
const CRATE_VEHICLES = [2, 3, 4, 5] as const
const TROLLEY_VEHICLES = [1, 1, 1, BULLOCK_CART] as const
const ENTRY_FEES: Record<number, number> = { 1: 10, 2: 10, 3: 10, 4: 5, 5: 10, 6: 5 }

/** What each demo market receives: the share of trolley loads and the product of each kind. */
const MARKET_TRADE: readonly { trolleyShare: number; crateProduct: number; registration: string[] }[] = [
  { trolleyShare: 0.4, crateProduct: TOMATO, registration: ['MH15', 'MH41'] }, // Pimpalgaon Baswant
  { trolleyShare: 1, crateProduct: TOMATO, registration: ['MH15', 'MH41'] }, // Lasalgaon
  { trolleyShare: 0, crateProduct: POMEGRANATE, registration: ['MH13', 'MH45'] }, // Sangola
  { trolleyShare: 0, crateProduct: TOMATO, registration: ['MH12', 'MH14'] }, // Narayangaon
]

const SHORTAGE_REASONS = ['Crates damaged in transit', 'Short count at unloading', 'Rotten crates removed']
const CANCEL_REASONS = ['Entered twice by mistake', 'Farmer took the lot to another market', 'Wrong vehicle']

export interface GateSeedOptions {
  today: string
  companyKeyID: string
  userKeyID: string
  demoMarketKeyIDs: readonly string[]
  farmers: readonly FarmerRecord[]
  /** Grade IDs of each product, in sort order. */
  gradesOf: (productID: number) => readonly number[]
  prng: Prng
  /** Market days before today (default GATE_HISTORY_DAYS). */
  historyDays?: number
}

const minutesAfter = (isoDateTime: string, minutes: number) =>
  new Date(Date.parse(isoDateTime) + minutes * 60_000).toISOString()

/** Splits `total` crates over the grades, most in the better grades. */
function splitCrates(prng: Prng, total: number, gradeIDs: readonly number[]): TokenGradeRecord[] {
  let left = total
  return gradeIDs.flatMap((gradeID, i) => {
    const crates =
      i === gradeIDs.length - 1 ? left : Math.min(left, Math.round(left * (0.3 + prng.next() * 0.4)))
    left -= crates
    return crates > 0 ? [{ gradeID, crates, weightKg: 0, soldCrates: 0 }] : []
  })
}

/**
 * Builds the gate's records of the four demo markets: vehicles and their farmers' tokens day by day,
 * numbered per market per day as the gate numbers them. Past vehicles have all left (a few entries and
 * tokens were cancelled); "today" is live: the early vehicles have left, the rest are In with their
 * tokens Open or already Graded.
 */
export class GateSeeder {
  readonly vehicleEntries: VehicleEntryRecord[] = []
  readonly tokens: TokenRecord[] = []
  readonly #farmersOf: FarmerRecord[][]

  constructor(private readonly options: GateSeedOptions) {
    // Farmer 1001 has no gate records, so the demo can still show a farmer being deleted.
    this.#farmersOf = options.demoMarketKeyIDs.map((key) =>
      options.farmers.filter(
        (f) => f.isActive && f.marketKeyIDs.includes(key) && f.farmerCode !== FIRST_FARMER_CODE,
      ),
    )
  }

  /** One market's day: `tokenCount` tokens on as many vehicles as they need. */
  day(market: number, daysAgo: number, tokenCount: number): void {
    const { prng, companyKeyID, userKeyID, demoMarketKeyIDs, gradesOf } = this.options
    const marketKeyID = demoMarketKeyIDs[market]!
    const trade = MARKET_TRADE[market]!
    const farmers = this.#farmersOf[market]!
    const date = shiftDate(this.options.today, -daysAgo)
    const live = daysAgo === 0
    const vehicleNos = new Set<string>()
    let time = istDateTime(date, 5, prng.int(0, 30))
    let entryNo = 0
    let tokenNo = 0
    while (tokenNo < tokenCount) {
      const trolley = prng.next() < trade.trolleyShare
      const lots = trolley ? 1 : Math.min(tokenCount - tokenNo, prng.int(1, 4))
      const vehicleTypeID = prng.pick(trolley ? TROLLEY_VEHICLES : CRATE_VEHICLES)
      let vehicleNo = ''
      do {
        const series = String.fromCharCode(65 + prng.int(0, 25), 65 + prng.int(0, 25))
        vehicleNo = `${prng.pick(trade.registration)}${series}${String(prng.int(1, 9999)).padStart(4, '0')}`
      } while (vehicleNos.has(vehicleNo))
      vehicleNos.add(vehicleNo)
      const vehicleEntryKeyID = prng.uuid()
      const cancelled = prng.next() < 0.015
      // Today the first vehicles have already left; the later ones wait in the yard.
      const gone = !live || prng.next() < 0.3 * (1 - tokenNo / tokenCount)
      const loadedWeightKg = trolley
        ? vehicleTypeID === BULLOCK_CART
          ? prng.int(1500, 2500)
          : prng.int(4500, 9000)
        : 0
      const tokenKeyIDs: string[] = []
      const lotFarmers = new Set<FarmerRecord>()
      for (let lot = 0; lot < lots; lot++) {
        let farmer = prng.pick(farmers)
        while (lotFarmers.has(farmer) && lotFarmers.size < farmers.length) farmer = prng.pick(farmers)
        lotFarmers.add(farmer)
        const productID = trolley ? ONION : trade.crateProduct
        const declaredCrates = trolley ? 0 : prng.int(10, 120)
        const gradingType = (
          trolley
            ? prng.next() < 0.2
              ? 2
              : 0
            : prng.pick(productID === POMEGRANATE ? [1, 1, 1, 2] : [0, 1, 2, 2, 3])
        ) as TokenRecord['gradingType']
        const graded = gradingType !== GRADING_TYPE.None && (!live || prng.next() < 0.5)
        const short = graded && !trolley && prng.next() < 0.05 ? prng.int(1, 3) : 0
        const grades = graded
          ? trolley
            ? gradesOf(productID)
                .slice(0, 3)
                .map((gradeID) => ({ gradeID, crates: 0, weightKg: prng.int(800, 2000), soldCrates: 0 }))
            : splitCrates(prng, declaredCrates - short, gradesOf(productID))
          : []
        const tokenCancelled = cancelled || prng.next() < 0.01
        const status = tokenCancelled
          ? TOKEN_STATUS.Cancelled
          : graded
            ? TOKEN_STATUS.Graded
            : TOKEN_STATUS.Open
        const token: TokenRecord = {
          tokenKeyID: prng.uuid(),
          companyKeyID,
          marketKeyID,
          vehicleEntryKeyID,
          tokenNo: ++tokenNo,
          tokenDate: date,
          farmerKeyID: farmer.farmerKeyID,
          productID,
          declaredCrates,
          gradingType,
          status,
          remarks: '',
          grades: tokenCancelled ? [] : grades,
          shortageReason: short && !tokenCancelled ? prng.pick(SHORTAGE_REASONS) : '',
          cancelReason: tokenCancelled ? prng.pick(CANCEL_REASONS) : '',
          createdDate: time,
          userKeyID,
        }
        this.tokens.push(token)
        tokenKeyIDs.push(token.tokenKeyID)
      }
      const first = [...lotFarmers][0]!
      this.vehicleEntries.push({
        vehicleEntryKeyID,
        companyKeyID,
        marketKeyID,
        entryNo: ++entryNo,
        entryDate: date,
        entryDateTime: time,
        vehicleNo,
        isUnregistered: false,
        vehicleTypeID,
        transportationType: trolley ? TRANSPORT.Trolley : TRANSPORT.Crates,
        driverName: `${prng.pick(FIRST_NAMES)} ${prng.pick(SURNAMES)}`,
        driverMobile: `9${String(prng.int(100_000_000, 999_999_999))}`,
        fromVillage: first.village,
        loadedWeightKg,
        emptyWeightKg:
          trolley && gone && !cancelled ? Math.round(loadedWeightKg * (0.3 + prng.next() * 0.1)) : null,
        exitDateTime: gone && !cancelled ? minutesAfter(time, prng.int(90, 360)) : '',
        entryFeePaise: toPaise(ENTRY_FEES[vehicleTypeID]!),
        entryFeeMode: prng.next() < 0.8 ? PAYMENT_MODE.Cash : PAYMENT_MODE.Online,
        remarks: '',
        status: cancelled
          ? VEHICLE_ENTRY_STATUS.Cancelled
          : gone
            ? VEHICLE_ENTRY_STATUS.Out
            : VEHICLE_ENTRY_STATUS.In,
        cancelReason: cancelled ? prng.pick(CANCEL_REASONS) : '',
        // The gate corrects an entry made by mistake the same day, before the drawer closes.
        ...(cancelled && { cancelledDate: date }),
        tokenKeyIDs,
        userKeyID,
      })
      time = minutesAfter(time, prng.int(1, live ? 4 : 8))
    }
  }

  /** The history of every demo market, and a live today. */
  history(): void {
    const { prng, historyDays = GATE_HISTORY_DAYS } = this.options
    for (let daysAgo = historyDays; daysAgo >= 0; daysAgo--) {
      for (let market = 0; market < MARKET_TRADE.length; market++) {
        this.day(market, daysAgo, daysAgo === 0 ? prng.int(20, 40) : prng.int(40, 120))
      }
    }
  }

  /** At least `count` more historic tokens, on days before the history, for load tests. */
  extra(count: number): void {
    const { prng, historyDays = GATE_HISTORY_DAYS } = this.options
    const target = this.tokens.length + count
    for (let daysAgo = historyDays + 1; this.tokens.length < target; daysAgo++) {
      for (let market = 0; market < MARKET_TRADE.length && this.tokens.length < target; market++) {
        this.day(market, daysAgo, Math.min(target - this.tokens.length, prng.int(40, 120)))
      }
    }
  }
}
