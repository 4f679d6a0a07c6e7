import { randomUUID } from 'node:crypto'
import {
  AUCTION_LINE_STATUS,
  api,
  BILL_STATUS,
  BILLING_MESSAGES,
  type BUYER_BILL_SORT_COLUMNS,
  type BuyerBill,
  type BuyerBillRow,
  type BuyerInvoicesRequest,
  billTotals,
  DOCUMENT_PREFIX,
  fromPaise,
  INVOICE_MODE,
  paymentStatusOf,
  type ServiceCharge,
  TRANSPORT,
  TROLLEY_AUCTION_STATUS,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import { type ServerContext, shiftDate } from '../context'
import { badRequest, notFound, refused } from '../errors'
import { handlers } from '../register'
import type { BillLineRecord, BuyerBillRecord, BuyerRecord, MarketRecord } from '../store/rows'
import type { Store } from '../store/store'
import {
  chargesOf,
  crateLineSnapshot,
  type DayRateCache,
  isUnweighedByWeight,
  soldLineOf,
  toBillLine,
  toServiceLine,
  totalKgOf,
  trolleyLotSnapshot,
} from './billing'
import { buyerBilledPaise } from './buyer-exposure'
import { takeDocumentNo } from './document-numbers'
import { columnTotals, filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'

const MESSAGES = BILLING_MESSAGES

/** An invoice of the caller's firm; another firm's key is "not found" so keys don't leak. */
function firmBuyerBill(ctx: ServerContext, session: Session, key: string): Readonly<BuyerBillRecord> {
  const bill = ctx.store.buyerBills.get(key)
  if (!bill || bill.companyKeyID !== session.companyKeyID) throw notFound(MESSAGES.buyerBillNotFound)
  return bill
}

const kgOfLine = (line: BillLineRecord) => line.weighedKg ?? line.crates * line.crateCapacityKg

/** The token sub-totals a group invoice prints, in the order of its lines. */
function tokenSubtotals(lines: readonly BillLineRecord[]) {
  const byToken = new Map<
    string,
    { line: BillLineRecord; crates: number; kgHundredths: number; paise: number }
  >()
  for (const line of lines) {
    const sum = byToken.get(line.tokenKeyID) ?? { line, crates: 0, kgHundredths: 0, paise: 0 }
    sum.crates += line.crates
    sum.kgHundredths += Math.round(kgOfLine(line) * 100)
    sum.paise += line.amountPaise
    byToken.set(line.tokenKeyID, sum)
  }
  return [...byToken.values()].map(({ line, crates, kgHundredths, paise }) => ({
    tokenKeyID: line.tokenKeyID,
    tokenNo: line.tokenNo,
    tokenDate: line.tokenDate,
    farmerCode: line.farmerCode,
    village: line.village,
    crates,
    netWeightKg: kgHundredths / 100,
    amount: fromPaise(paise),
  }))
}

function toBuyerBill(store: Store, bill: Readonly<BuyerBillRecord>): BuyerBill {
  const market = store.markets.get(bill.marketKeyID)
  return {
    buyerBillKeyID: bill.buyerBillKeyID,
    billNo: bill.billNo,
    billDate: bill.billDate,
    marketKeyID: bill.marketKeyID,
    marketPlaceName: market?.marketPlaceName ?? '',
    marketAddress: market?.marketAddress ?? '',
    marketMobileNo: market?.marketMobileNo ?? '',
    paymentQRPhotoUrl: market?.paymentQRPhotoUrl ?? '',
    buyerKeyID: bill.buyerKeyID,
    buyerCode: bill.buyerCode,
    buyerName: bill.buyerName,
    proprietorName: bill.proprietorName,
    mobileNo: bill.mobileNo,
    city: bill.city,
    gstin: bill.gstin,
    isGroup: bill.isGroup,
    transportationType: bill.transportationType,
    fromDate: bill.fromDate,
    toDate: bill.toDate,
    lines: bill.lines.map(toBillLine),
    tokenSubtotals: tokenSubtotals(bill.lines),
    totalCrates: bill.totalCrates,
    totalWeightKg: totalKgOf(bill.totalKgHundredths),
    estimatedWeight: bill.estimatedWeight,
    goodsAmount: fromPaise(bill.grossPaise),
    serviceLines: bill.serviceLines.map(toServiceLine),
    servicesAmount: fromPaise(bill.servicesPaise),
    otherCharges: bill.otherCharges.map(({ amountPaise, ...other }) => ({
      ...other,
      amount: fromPaise(amountPaise),
    })),
    roundOff: fromPaise(bill.roundOffPaise),
    totalAmount: fromPaise(bill.totalPaise),
    receivedAmount: fromPaise(bill.receivedPaise),
    balance: fromPaise(bill.totalPaise - bill.receivedPaise),
    previousOutstanding: fromPaise(bill.previousOutstandingPaise),
    creditDays: bill.creditDays,
    dueDate: bill.dueDate,
    paymentStatus: paymentStatusOf(bill.totalPaise, bill.receivedPaise),
    status: bill.status,
    cancelReason: bill.cancelReason,
    createdDate: bill.createdDate,
  }
}

/** The buyers a run covers: those named (the firm's, else 400), or every buyer of the firm. */
function runBuyers(store: Store, session: Session, buyerKeyIDs: readonly string[]): Readonly<BuyerRecord>[] {
  if (buyerKeyIDs.length === 0)
    return store.buyers.lookup('firm', session.companyKeyID).sort((a, b) => a.buyerCode - b.buyerCode)
  return buyerKeyIDs.map((key, i) => {
    const buyer = store.buyers.get(key)
    if (buyer?.companyKeyID !== session.companyKeyID)
      throw badRequest(`buyerKeyIDs.${i}`, MESSAGES.buyerNotFound)
    return buyer
  })
}

const inPeriod = (date: string, body: { fromDate: string; toDate: string }) =>
  date >= body.fromDate && date <= body.toDate

/**
 * A buyer's lines waiting for an invoice in the market and period: Sold crate lines and Weighed trolley
 * lots, ordered by token. A line sold by weight and not yet weighed waits for a later run.
 */
export function invoiceableLines(
  store: Store,
  market: Readonly<MarketRecord>,
  buyer: Readonly<BuyerRecord>,
  body: { fromDate: string; toDate: string },
  cache: DayRateCache,
): { lines: BillLineRecord[]; unweighed: number } {
  const lines: BillLineRecord[] = []
  let unweighed = 0
  for (const line of store.auctionLines.lookup('buyerOpen', buyer.buyerKeyID)) {
    if (line.marketKeyID !== market.marketKeyID || !inPeriod(line.auctionDate, body)) continue
    if (isUnweighedByWeight(line)) {
      unweighed += 1
      continue
    }
    const token = store.tokens.get(line.tokenKeyID)
    if (token) lines.push(crateLineSnapshot(store, line, token, cache))
  }
  for (const lot of store.trolleyAuctions.lookup('buyerOpen', buyer.buyerKeyID)) {
    if (lot.marketKeyID !== market.marketKeyID || !inPeriod(lot.auctionDate, body)) continue
    if (lot.status !== TROLLEY_AUCTION_STATUS.Weighed) {
      unweighed += 1
      continue
    }
    const token = store.tokens.get(lot.tokenKeyID)
    if (token) lines.push(trolleyLotSnapshot(store, lot, token))
  }
  lines.sort(
    (a, b) =>
      a.tokenDate.localeCompare(b.tokenDate) ||
      a.tokenNo - b.tokenNo ||
      a.gradeID - b.gradeID ||
      a.lineKeyID.localeCompare(b.lineKeyID),
  )
  return { lines, unweighed }
}

/** Lines of one invoice: one token's (per token), or all of one transport type (group by buyer). */
function invoiceGroups(lines: readonly BillLineRecord[], mode: number): BillLineRecord[][] {
  const groups = new Map<string, BillLineRecord[]>()
  for (const line of lines) {
    const key = mode === INVOICE_MODE.PerToken ? line.tokenKeyID : line.kind
    const group = groups.get(key)
    if (group) group.push(line)
    else groups.set(key, [line])
  }
  return [...groups.values()]
}

/** What an invoice is made of once its lines are known to be invoiceable. */
export interface InvoiceInput {
  market: Readonly<MarketRecord>
  buyer: Readonly<BuyerRecord>
  /** Its lines, ordered by token; all of one transport type. */
  lines: BillLineRecord[]
  isGroup: boolean
  fromDate: string
  toDate: string
  billDate: string
  createdDate: string
  userKeyID: string
  /** What the buyer owed on documents before this invoice. */
  previousOutstandingPaise: number
  charges: (transportationType: number) => ServiceCharge[]
}

/** An invoice without key and number: goods, the buyer's charges on them, due after the credit days. */
export function invoiceRecord(input: InvoiceInput): BuyerBillRecord {
  const { market, buyer, lines } = input
  const transportationType = lines[0]!.kind === 'trolley' ? TRANSPORT.Trolley : TRANSPORT.Crates
  const totals = billTotals(
    'buyer',
    transportationType,
    lines.map(soldLineOf),
    input.charges(transportationType),
    [],
  )
  return {
    buyerBillKeyID: '',
    billNo: '',
    billDate: input.billDate,
    companyKeyID: market.companyKeyID,
    marketKeyID: market.marketKeyID,
    buyerKeyID: buyer.buyerKeyID,
    buyerCode: buyer.buyerCode,
    buyerName: buyer.firmName,
    proprietorName: buyer.proprietorName,
    mobileNo: buyer.mobileNo,
    city: buyer.city,
    gstin: buyer.gstin,
    isGroup: input.isGroup,
    transportationType,
    fromDate: input.fromDate,
    toDate: input.toDate,
    lines,
    serviceLines: totals.serviceLines,
    otherCharges: [],
    grossPaise: totals.grossAmount,
    servicesPaise: totals.servicesAmount,
    otherPaise: totals.otherAmount,
    roundOffPaise: totals.roundOff,
    totalPaise: totals.finalAmount,
    receivedPaise: 0,
    previousOutstandingPaise: input.previousOutstandingPaise,
    creditDays: buyer.creditDays,
    dueDate: shiftDate(input.billDate, buyer.creditDays),
    totalCrates: totals.totalCrates,
    totalKgHundredths: totals.totalKgHundredths,
    estimatedWeight: totals.estimatedWeight,
    status: BILL_STATUS.Active,
    cancelReason: '',
    createdDate: input.createdDate,
    userKeyID: input.userKeyID,
  }
}

/** The buyer's default charges of a market, read once per transport type while invoices are built. */
export function chargesReader(store: Store, market: Readonly<MarketRecord>) {
  const charges = new Map<number, ServiceCharge[]>()
  return (transportationType: number): ServiceCharge[] => {
    let list = charges.get(transportationType)
    if (!list) {
      list = chargesOf(store, market, 'buyer', transportationType)
      charges.set(transportationType, list)
    }
    return list
  }
}

/**
 * The invoices a run would save now, without keys and numbers: the preview answers them, generation
 * saves them. Services are the market's buyer defaults for each invoice's transport type at this
 * moment; a buyer's previous outstanding counts the invoices before it in the same run.
 */
function draftInvoices(ctx: ServerContext, session: Session, body: BuyerInvoicesRequest): BuyerBillRecord[] {
  const { store } = ctx
  const market = companyMarket(ctx, session, body.marketKeyID)
  const buyers = runBuyers(store, session, body.buyerKeyIDs ?? [])
  const charges = chargesReader(store, market)
  const dayRates: DayRateCache = new Map()
  const createdDate = ctx.now()
  const invoices: BuyerBillRecord[] = []
  let unweighed = 0
  for (const buyer of buyers) {
    const found = invoiceableLines(store, market, buyer, body, dayRates)
    unweighed += found.unweighed
    let previousOutstandingPaise = buyerBilledPaise(store, buyer)
    for (const lines of invoiceGroups(found.lines, body.mode)) {
      const invoice = invoiceRecord({
        market,
        buyer,
        lines,
        isGroup: body.mode === INVOICE_MODE.GroupByBuyer,
        fromDate: body.fromDate,
        toDate: body.toDate,
        billDate: ctx.today,
        createdDate,
        userKeyID: session.userKeyID,
        previousOutstandingPaise,
        charges,
      })
      invoices.push(invoice)
      previousOutstandingPaise += invoice.totalPaise
    }
  }
  if (invoices.length === 0) throw refused(MESSAGES.nothingToInvoice(unweighed))
  return invoices
}

/** Saves an invoice under the market's next number for the year; its lines become Invoiced. */
export function saveBuyerBill(
  store: Store,
  invoice: BuyerBillRecord,
  buyerBillKeyID: string = randomUUID(),
): Readonly<BuyerBillRecord> {
  const saved = store.buyerBills.set({
    ...invoice,
    buyerBillKeyID,
    billNo: takeDocumentNo(store, invoice.marketKeyID, DOCUMENT_PREFIX.BuyerBill, invoice.billDate),
  })
  markLines(store, invoice.lines, 'invoiced')
  return saved
}

/** Invoicing takes a bill's lines out of the open sales; cancelling the invoice puts them back. */
function markLines(store: Store, lines: readonly BillLineRecord[], to: 'invoiced' | 'open') {
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

/** Cancels an invoice (the caller has checked it may be): its lines can be invoiced again. */
export function cancelBuyerBill(
  store: Store,
  bill: Readonly<BuyerBillRecord>,
  reason: string,
  userKeyID: string,
): Readonly<BuyerBillRecord> {
  markLines(store, bill.lines, 'open')
  return store.buyerBills.set({ ...bill, status: BILL_STATUS.Cancelled, cancelReason: reason, userKeyID })
}

const BILL_LIST: ListSpec<BuyerBillRow, (typeof BUYER_BILL_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.billNo, String(r.buyerCode), r.buyerName],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.buyerName,
  key: (r) => r.buyerBillKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

const billRow = (bill: Readonly<BuyerBillRecord>): BuyerBillRow => ({
  buyerBillKeyID: bill.buyerBillKeyID,
  billNo: bill.billNo,
  billDate: bill.billDate,
  buyerKeyID: bill.buyerKeyID,
  buyerCode: bill.buyerCode,
  buyerName: bill.buyerName,
  isGroup: bill.isGroup,
  transportationType: bill.transportationType,
  tokenCount: new Set(bill.lines.map((line) => line.tokenKeyID)).size,
  goodsAmount: fromPaise(bill.grossPaise),
  servicesAmount: fromPaise(bill.servicesPaise),
  totalAmount: fromPaise(bill.totalPaise),
  receivedAmount: fromPaise(bill.receivedPaise),
  balance: fromPaise(bill.totalPaise - bill.receivedPaise),
  dueDate: bill.dueDate,
  paymentStatus: paymentStatusOf(bill.totalPaise, bill.receivedPaise),
  status: bill.status,
  createdDate: bill.createdDate,
})

const TOTAL_COLUMNS = ['goodsAmount', 'servicesAmount', 'totalAmount', 'receivedAmount', 'balance'] as const

export const buyerBillHandlers = handlers(api.buyerBill, {
  list: ({ body, session, ctx }) => {
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['buyerBills', session.companyKeyID, filters], () => {
      const rows: BuyerBillRow[] = []
      for (const bill of ctx.store.buyerBills.values()) {
        if (bill.companyKeyID !== session.companyKeyID) continue
        if (body.marketKeyID && bill.marketKeyID !== body.marketKeyID) continue
        if (body.buyerKeyID && bill.buyerKeyID !== body.buyerKeyID) continue
        const row = billRow(bill)
        if (!pickMatches(row.paymentStatus, body.paymentStatus) || !pickMatches(row.status, body.status))
          continue
        rows.push(row)
      }
      return filterAndSort(rows, body, BILL_LIST)
    })
    // Cancelled invoices add up only when the list is filtered to them.
    const counts = (row: BuyerBillRow) => Boolean(body.status) || row.status === BILL_STATUS.Active
    return { ...pageOf(rows, body), totals: columnTotals(rows, TOTAL_COLUMNS, counts) }
  },

  preview: ({ body, session, ctx }) =>
    draftInvoices(ctx, session, body).map((invoice) => toBuyerBill(ctx.store, invoice)),

  generate: ({ body, session, ctx }) => {
    const { store } = ctx
    const saved = store.write(() =>
      draftInvoices(ctx, session, body).map((invoice) => saveBuyerBill(store, invoice)),
    )
    return saved.map((invoice) => toBuyerBill(store, invoice))
  },

  model: ({ query, session, ctx }) =>
    toBuyerBill(ctx.store, firmBuyerBill(ctx, session, query.BuyerBillKeyID)),

  /** Only while nothing is received: its lines can be invoiced again, the number stays used. */
  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const bill = firmBuyerBill(ctx, session, body.buyerBillKeyID)
    if (bill.status === BILL_STATUS.Cancelled) throw refused(MESSAGES.alreadyCancelled)
    if (bill.receivedPaise !== 0) throw refused(MESSAGES.cancelReceived)
    const saved = store.write(() => cancelBuyerBill(store, bill, body.reason, session.userKeyID))
    return toBuyerBill(store, saved)
  },
})
