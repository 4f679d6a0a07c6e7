import {
  AUCTION_LINE_STATUS,
  PARTY_TYPE,
  TOKEN_STATUS,
  TROLLEY_AUCTION_STATUS,
  toPaise,
} from '../../contracts'
import { istDateTime, shiftDate } from '../context'
import {
  byToken,
  chargesReader,
  crateLineSnapshot,
  isInvoiceableLine,
  isInvoiceableLot,
  isUnweighedByWeight,
  snapshotCache,
  trolleyLotSnapshot,
} from '../handlers/billing'
import { cancelledInvoice, invoiceRecord, numberedInvoice } from '../handlers/buyer-bill'
import { cancelledPatti, numberedPatti, pattiRecord, waivedPatti } from '../handlers/farmer-bill'
import { transportOf } from '../handlers/sale-checks'
import type {
  AuctionLineRecord,
  BuyerBillRecord,
  BuyerRecord,
  ExpenseCategoryRecord,
  FarmerBillRecord,
  MarketRecord,
  OtherChargeRecord,
  TokenRecord,
  TrolleyAuctionRecord,
} from '../store/rows'
import type { Store } from '../store/store'
import type { Prng } from './prng'

export interface BillingSeedOptions {
  store: Store
  today: string
  companyKeyID: string
  /** Who generated the bills: the firm's accountant. */
  userKeyID: string
  demoMarketKeyIDs: readonly string[]
  prng: Prng
}

/** Of the pattis and invoices, how many were cancelled and made again, and who is invoiced weekly. */
const CANCELLED = 0.01
/** How buyers are invoiced: a share per token, the rest one group invoice a day or a week. */
const PER_TOKEN_BUYERS = 0.3
const WEEKLY_BUYERS = 0.25
const PATTI_NEXT_DAY = 0.25
const INVOICE_NEXT_DAY = 0.3
/** Of today's sold tokens, how many still wait on the Pending tab. */
const PENDING_TODAY = 0.33
const CRATE_RENT = 0.08
/** Small lots whose labour advance exceeded what they fetched: pattis with a negative net. */
const PRICE_CRASHES_PER_MARKET = 2
const PATTI_CANCEL_REASONS = ['Wrong farmer selected', 'Deduction entered twice', 'Tokens to be combined']
const INVOICE_CANCEL_REASONS = ['Wrong buyer', 'Buyer asked for one invoice for the week']

/**
 * When a seeded bill was found wrong: on its own day or up to three days later (never after today),
 * taken from its number so the rest of the seed draws the same numbers as before.
 */
const cancelledOn = (bill: { billNo: string; billDate: string }, today: string) => {
  const later = shiftDate(bill.billDate, Number(bill.billNo.replace(/\D/g, '')) % 4)
  return later < today ? later : today
}

interface PattiPlan {
  market: Readonly<MarketRecord>
  tokenKeyIDs: string[]
  otherDeductions: OtherChargeRecord[]
  billDate: string
  createdDate: string
  cancelled: boolean
  waived: boolean
}

interface InvoicePlan {
  market: Readonly<MarketRecord>
  buyer: Readonly<BuyerRecord>
  lines: (Readonly<AuctionLineRecord> | Readonly<TrolleyAuctionRecord>)[]
  isGroup: boolean
  fromDate: string
  toDate: string
  billDate: string
  createdDate: string
  cancelled: boolean
}

/** The rows the auction left, as the bills leave them: tokens Billed, lines and lots Invoiced. */
export interface SettledRows {
  tokens: TokenRecord[]
  lines: AuctionLineRecord[]
  lots: TrolleyAuctionRecord[]
}

const deduction = (category: Readonly<ExpenseCategoryRecord>, amountPaise: number): OtherChargeRecord => ({
  categoryKeyID: category.categoryKeyID,
  categoryName: category.categoryName,
  amountPaise,
})

/** Monday of the week (Monday–Sunday) holding a date. */
function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return shiftDate(date, -((day + 6) % 7))
}

const isLot = (
  sale: Readonly<AuctionLineRecord> | Readonly<TrolleyAuctionRecord>,
): sale is Readonly<TrolleyAuctionRecord> => 'trolleyAuctionKeyID' in sale

/** Files an item under a key: lists kept in a map, grown in place. */
function fileUnder<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key)
  if (list) list.push(item)
  else map.set(key, [item])
}

/**
 * Pattis and invoices for the seeded history, made with the handlers' own functions. Most tokens are
 * billed the day they were sold, some the next day; a farmer's tokens of a day are sometimes combined;
 * a few pattis carry crate rent; a few small lots came out negative, and every other one of those was
 * waived. Buyers are invoiced the day of the sale or the next, some per token and most with one group
 * invoice a day, a quarter of them once a week; today's sales and the running week's group lines wait
 * for the accountant.
 * About 1% of bills were cancelled and made again.
 *
 * Two steps keep start-up short: `settle` decides every bill on the auction's rows before they are
 * loaded, so each table is loaded once with its final statuses; `bills` then builds the bills from the
 * loaded store and loads them.
 */
export class BillingSeeder {
  readonly #pattis: PattiPlan[] = []
  readonly #invoices: InvoicePlan[] = []

  constructor(private readonly options: BillingSeedOptions) {}

  #time(date: string, fromHour: number, toHour: number): string {
    const { prng } = this.options
    return istDateTime(date, prng.int(fromHour, toHour), prng.int(0, 59))
  }

  /** Decides the history's bills; call with the vehicle entries already in the store. */
  settle(
    tokens: readonly TokenRecord[],
    lines: readonly AuctionLineRecord[],
    lots: readonly TrolleyAuctionRecord[],
  ) {
    const linesOfToken = new Map<string, AuctionLineRecord[]>()
    for (const line of lines) {
      if (line.status === AUCTION_LINE_STATUS.Cancelled) continue
      fileUnder(linesOfToken, line.tokenKeyID, line)
    }
    for (const marketKeyID of this.options.demoMarketKeyIDs) {
      const market = this.options.store.markets.get(marketKeyID)
      if (!market) continue
      this.#planPattis(
        market,
        tokens.filter((t) => t.marketKeyID === marketKeyID && t.status === TOKEN_STATUS.Auctioned),
        linesOfToken,
      )
      this.#planInvoices(
        market,
        lines.filter((l) => l.marketKeyID === marketKeyID && isInvoiceableLine(l)),
        lots.filter((l) => l.marketKeyID === marketKeyID && isInvoiceableLot(l)),
      )
    }
    const billed = new Set(this.#pattis.flatMap((plan) => plan.tokenKeyIDs))
    const invoiced = new Set(this.#invoices.flatMap((plan) => plan.lines))
    return {
      tokens: tokens.map((t) => (billed.has(t.tokenKeyID) ? { ...t, status: TOKEN_STATUS.Billed } : t)),
      lines: lines.map((l) => (invoiced.has(l) ? { ...l, status: AUCTION_LINE_STATUS.Invoiced } : l)),
      lots: lots.map((l) => (invoiced.has(l) ? { ...l, status: TROLLEY_AUCTION_STATUS.Invoiced } : l)),
    } satisfies SettledRows
  }

  #planPattis(
    market: Readonly<MarketRecord>,
    auctioned: readonly TokenRecord[],
    linesOfToken: ReadonlyMap<string, readonly AuctionLineRecord[]>,
  ): void {
    const { store, prng, today, companyKeyID } = this.options
    const categories = [...store.expenseCategories.of(companyKeyID)]
    const farmerCategory = (name: string) =>
      categories.find((c) => c.categoryName === name && c.categoryType === PARTY_TYPE.Farmer)
    const crateRent = farmerCategory('Crate Rent')
    const labour = farmerCategory('Labour')
    const byFarmerDay = new Map<string, TokenRecord[]>()
    for (const token of [...auctioned].sort(
      (a, b) => a.tokenDate.localeCompare(b.tokenDate) || a.tokenNo - b.tokenNo,
    )) {
      if ((linesOfToken.get(token.tokenKeyID) ?? []).some(isUnweighedByWeight)) continue
      const key = `${token.farmerKeyID}|${token.tokenDate}|${transportOf(store, token)}`
      fileUnder(byFarmerDay, key, token)
    }
    let crashes = 0
    for (const tokens of byFarmerDay.values()) {
      const groups = tokens.length > 1 && prng.next() < 0.5 ? [tokens] : tokens.map((t) => [t])
      for (const group of groups) {
        const saleDay = group[0]!.tokenDate
        const billDate = prng.next() < PATTI_NEXT_DAY ? shiftDate(saleDay, 1) : saleDay
        if (billDate > today || (saleDay === today && prng.next() < PENDING_TODAY)) continue
        const crates = group.reduce((sum, t) => sum + t.declaredCrates, 0)
        const gross = group.reduce(
          (sum, t) => sum + (linesOfToken.get(t.tokenKeyID) ?? []).reduce((s, l) => s + l.amountPaise, 0),
          0,
        )
        const plan: PattiPlan = {
          market,
          tokenKeyIDs: group.map((t) => t.tokenKeyID),
          otherDeductions: [],
          billDate,
          createdDate: this.#time(billDate, 13, 20),
          cancelled: prng.next() < CANCELLED,
          waived: false,
        }
        if (labour && crashes < PRICE_CRASHES_PER_MARKET && crates > 0 && crates <= 15 && saleDay < today) {
          crashes += 1
          plan.otherDeductions.push(deduction(labour, gross + 25_000))
          plan.cancelled = false
          plan.waived = crashes % 2 === 0
        } else if (crateRent && crates > 0 && prng.next() < CRATE_RENT) {
          plan.otherDeductions.push(deduction(crateRent, toPaise(crateRent.charges) * crates))
        }
        this.#pattis.push(plan)
      }
    }
  }

  #planInvoices(
    market: Readonly<MarketRecord>,
    lines: readonly AuctionLineRecord[],
    lots: readonly TrolleyAuctionRecord[],
  ): void {
    const { store, prng, today, companyKeyID } = this.options
    const salesOf = new Map<string, (AuctionLineRecord | TrolleyAuctionRecord)[]>()
    const sales = [...lines, ...lots].sort(
      (a, b) =>
        a.auctionDateTime.localeCompare(b.auctionDateTime) || a.tokenKeyID.localeCompare(b.tokenKeyID),
    )
    for (const sale of sales) fileUnder(salesOf, sale.buyerKeyID, sale)
    const buyers = store.buyers
      .lookup('firm', companyKeyID)
      .filter((b) => b.marketKeyIDs.includes(market.marketKeyID))
      .sort((a, b) => a.buyerCode - b.buyerCode)
    for (const buyer of buyers) {
      const draw = prng.next()
      const perToken = draw < PER_TOKEN_BUYERS
      const weekly = draw >= 1 - WEEKLY_BUYERS
      const plans = new Map<string, InvoicePlan>()
      const billDates = new Map<string, string>()
      for (const sale of salesOf.get(buyer.buyerKeyID) ?? []) {
        const saleDay = sale.auctionDate
        // Today's sales wait for today's invoice run.
        if (saleDay === today) continue
        const kind = isLot(sale) ? 'trolley' : 'crate'
        let key: string
        let fromDate = saleDay
        let toDate = saleDay
        let billDate: string
        if (weekly) {
          fromDate = weekStart(saleDay)
          toDate = shiftDate(fromDate, 6)
          billDate = shiftDate(toDate, 1)
          key = `${fromDate}|${kind}`
        } else {
          key = perToken ? sale.tokenKeyID : `${saleDay}|${kind}`
          billDate = billDates.get(key) ?? (prng.next() < INVOICE_NEXT_DAY ? shiftDate(saleDay, 1) : saleDay)
          billDates.set(key, billDate)
        }
        if (billDate > today) continue
        let plan = plans.get(key)
        if (!plan) {
          plan = {
            market,
            buyer,
            lines: [],
            isGroup: !perToken,
            fromDate,
            toDate,
            billDate,
            createdDate: this.#time(billDate, 18, 21),
            cancelled: prng.next() < CANCELLED,
          }
          plans.set(key, plan)
        }
        plan.lines.push(sale)
      }
      this.#invoices.push(...plans.values())
    }
  }

  /** Builds the decided bills from the loaded store, in the order they were made, and loads them. */
  bills(): void {
    const { store, prng, today, userKeyID } = this.options
    const snapshots = snapshotCache()
    const readers = new Map<string, ReturnType<typeof chargesReader>>()
    const chargesFor = (market: Readonly<MarketRecord>, party: 'farmer' | 'buyer') => {
      const key = `${market.marketKeyID}|${party}`
      let reader = readers.get(key)
      if (!reader) {
        reader = chargesReader(store, market, party)
        readers.set(key, reader)
      }
      return reader
    }
    const pattis: FarmerBillRecord[] = []
    for (const plan of this.#pattis.sort((a, b) => a.createdDate.localeCompare(b.createdDate))) {
      const bill = pattiRecord(store, {
        market: plan.market,
        tokens: plan.tokenKeyIDs.map((key) => store.tokens.get(key)!),
        otherDeductions: plan.otherDeductions,
        billDate: plan.billDate,
        createdDate: plan.createdDate,
        userKeyID,
        charges: chargesFor(plan.market, 'farmer'),
        snapshots,
      })
      const first = numberedPatti(store, bill, prng.uuid())
      if (plan.cancelled) {
        pattis.push(
          cancelledPatti(first, prng.pick(PATTI_CANCEL_REASONS), userKeyID, cancelledOn(first, today)),
        )
        pattis.push(numberedPatti(store, bill, prng.uuid()))
      } else pattis.push(plan.waived ? waivedPatti(first, 'Price crash', userKeyID) : first)
    }
    const invoices: BuyerBillRecord[] = []
    const owed = new Map<string, number>()
    for (const plan of this.#invoices.sort((a, b) => a.createdDate.localeCompare(b.createdDate))) {
      const { market, buyer } = plan
      if (!owed.has(buyer.buyerKeyID)) {
        const opening = toPaise(buyer.openingBalance)
        owed.set(buyer.buyerKeyID, buyer.openingBalanceType === 'Receivable' ? opening : -opening)
      }
      const lines = plan.lines
        .map((sale) => {
          const token = store.tokens.get(sale.tokenKeyID)!
          return isLot(sale)
            ? trolleyLotSnapshot(store, sale, token)
            : crateLineSnapshot(store, sale, token, snapshots)
        })
        .sort(byToken)
      const invoice = invoiceRecord({
        market,
        buyer,
        lines,
        isGroup: plan.isGroup,
        fromDate: plan.fromDate,
        toDate: plan.toDate,
        billDate: plan.billDate,
        createdDate: plan.createdDate,
        userKeyID,
        previousOutstandingPaise: owed.get(buyer.buyerKeyID)!,
        charges: chargesFor(market, 'buyer'),
        otherCharges: [],
      })
      const first = numberedInvoice(store, invoice, prng.uuid())
      if (plan.cancelled) {
        invoices.push(
          cancelledInvoice(first, prng.pick(INVOICE_CANCEL_REASONS), userKeyID, cancelledOn(first, today)),
        )
        invoices.push(numberedInvoice(store, invoice, prng.uuid()))
      } else invoices.push(first)
      owed.set(buyer.buyerKeyID, invoice.previousOutstandingPaise + invoice.finalPaise)
    }
    store.farmerBills.load(pattis)
    store.buyerBills.load(invoices)
  }
}
