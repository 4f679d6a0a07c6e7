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
  lineKgHundredths,
  PARTY_TYPE,
  paymentStatusOf,
  type ServiceCharge,
  TRANSPORT,
  TROLLEY_AUCTION_STATUS,
  tokenSubtotals,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import { type ServerContext, shiftDate } from '../context'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type {
  BillLineRecord,
  BuyerBillRecord,
  BuyerRecord,
  MarketRecord,
  OtherChargeRecord,
} from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { paymentAccounts } from './bank-account'
import { billListPage } from './bill-list'
import {
  byToken,
  chargesReader,
  crateLineSnapshot,
  isInvoiceableLine,
  isInvoiceableLot,
  markLines,
  otherChargeRecords,
  type SnapshotCache,
  snapshotCache,
  soldLineOf,
  toBillLine,
  toServiceLine,
  totalKgOf,
  trolleyLotSnapshot,
} from './billing'
import { buyerBilledPaise } from './buyer-exposure'
import { billReversal } from './cancellation'
import { cratesHeldOn } from './crate-balances'
import {
  invoiceCrateCharges,
  restoreInvoiceCrates,
  toCrateCharges,
  writeOffInvoiceCrates,
} from './crate-charge'
import { takeDocumentNo } from './document-numbers'
import { firmRow } from './firm-row'
import type { ListSpec } from './list-query'
import { companyMarket } from './market'
import { columnValue } from './master'
import { notify } from './notify'

const MESSAGES = BILLING_MESSAGES

const firmBuyerBill = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.buyerBills, session, key, MESSAGES.buyerBillNotFound)

/** The token sub-totals a group invoice prints, in the order of its lines. */
function invoiceSubtotals(lines: readonly BillLineRecord[]) {
  const figures = (line: BillLineRecord) => ({
    crates: line.crates,
    kgHundredths: lineKgHundredths(soldLineOf(line)),
    amountPaise: line.amountPaise,
  })
  return tokenSubtotals(lines, figures).map(({ first: line, crates, kgHundredths, amountPaise }) => ({
    tokenKeyID: line.tokenKeyID,
    tokenNo: line.tokenNo,
    tokenDate: line.tokenDate,
    farmerCode: line.farmerCode,
    village: line.village,
    crates,
    netWeightKg: kgHundredths / 100,
    amount: fromPaise(amountPaise),
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
    paymentAccounts: paymentAccounts(store, bill.companyKeyID, bill.marketKeyID),
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
    tokenSubtotals: invoiceSubtotals(bill.lines),
    totalCrates: bill.totalCrates,
    totalWeightKg: totalKgOf(bill.totalKgHundredths),
    estimatedWeight: bill.estimatedWeight,
    goodsAmount: fromPaise(bill.grossPaise),
    cratesHeld: cratesHeldOn(store, bill.marketKeyID, bill.buyerKeyID, bill.billDate),
    serviceLines: bill.serviceLines.map(toServiceLine),
    servicesAmount: fromPaise(bill.servicesPaise),
    otherCharges: bill.otherCharges.map(({ amountPaise, ...other }) => ({
      ...other,
      amount: fromPaise(amountPaise),
    })),
    crateCharges: toCrateCharges(bill),
    roundOff: fromPaise(bill.roundOffPaise),
    totalAmount: fromPaise(bill.finalPaise),
    receivedAmount: fromPaise(bill.receivedPaise),
    balance: fromPaise(bill.finalPaise - bill.receivedPaise),
    previousOutstanding: fromPaise(bill.previousOutstandingPaise),
    creditDays: bill.creditDays,
    dueDate: bill.dueDate,
    paymentStatus: paymentStatusOf(bill.finalPaise, bill.receivedPaise),
    status: bill.status,
    cancelReason: bill.cancelReason,
    cancelledDate: billReversal(bill),
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

/**
 * The sales waiting for an invoice in a market and period, per buyer (of `buyerKeyIDs`, or all), each
 * buyer's ordered by token: Sold crate lines, weighed where their rate needs it, and Weighed trolley
 * lots. They are found through the period's tokens, since a token is sold on its own day. Sales still
 * waiting for the scale wait for a later run; `unweighed` counts them.
 */
export function invoiceableLines(
  store: Store,
  market: Readonly<MarketRecord>,
  buyerKeyIDs: ReadonlySet<string> | null,
  period: { fromDate: string; toDate: string },
  cache: SnapshotCache,
): { byBuyer: Map<string, BillLineRecord[]>; unweighed: number } {
  const byBuyer = new Map<string, BillLineRecord[]>()
  const add = (buyerKeyID: string, line: BillLineRecord) => {
    const lines = byBuyer.get(buyerKeyID)
    if (lines) lines.push(line)
    else byBuyer.set(buyerKeyID, [line])
  }
  const wanted = (buyerKeyID: string) => buyerKeyIDs === null || buyerKeyIDs.has(buyerKeyID)
  let unweighed = 0
  for (let date = period.fromDate; date <= period.toDate; date = shiftDate(date, 1)) {
    for (const token of store.tokens.lookup('marketDay', indexKey(market.marketKeyID, date))) {
      for (const line of store.auctionLines.lookup('liveToken', token.tokenKeyID)) {
        if (line.status !== AUCTION_LINE_STATUS.Sold || !wanted(line.buyerKeyID)) continue
        if (isInvoiceableLine(line)) add(line.buyerKeyID, crateLineSnapshot(store, line, token, cache))
        else unweighed += 1
      }
      for (const lot of store.trolleyAuctions.lookup('liveToken', token.tokenKeyID)) {
        if (lot.status === TROLLEY_AUCTION_STATUS.Invoiced || !wanted(lot.buyerKeyID)) continue
        if (isInvoiceableLot(lot)) add(lot.buyerKeyID, trolleyLotSnapshot(store, lot, token))
        else unweighed += 1
      }
    }
  }
  for (const lines of byBuyer.values()) lines.sort(byToken)
  return { byBuyer, unweighed }
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
  /** Charges added at generation under the buyer's expense categories (freight, crate rent). */
  otherCharges: readonly OtherChargeRecord[]
  /** The buyer's crates kept past the firm's days: on his first invoice of a run only. */
  crateCharges?: BuyerBillRecord['crateCharges']
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
    [...input.otherCharges, ...(input.crateCharges ?? [])].map((charge) => charge.amountPaise),
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
    otherCharges: input.otherCharges,
    crateCharges: input.crateCharges ?? [],
    grossPaise: totals.grossPaise,
    servicesPaise: totals.servicesPaise,
    otherPaise: totals.otherPaise,
    roundOffPaise: totals.roundOffPaise,
    finalPaise: totals.finalPaise,
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

/**
 * The invoices a run would save now, without keys and numbers: the preview answers them, generation
 * saves them. Services are the market's buyer defaults for each invoice's transport type at this
 * moment; a buyer's previous outstanding counts the invoices before it in the same run.
 */
function draftInvoices(ctx: ServerContext, session: Session, body: BuyerInvoicesRequest): BuyerBillRecord[] {
  const { store } = ctx
  const market = companyMarket(ctx, session, body.marketKeyID)
  const buyers = runBuyers(store, session, body.buyerKeyIDs ?? [])
  const charges = chargesReader(store, market, 'buyer')
  const otherCharges = otherChargeRecords(
    store,
    session.companyKeyID,
    PARTY_TYPE.Buyer,
    body.otherCharges ?? [],
    'otherCharges',
  )
  const wanted = body.buyerKeyIDs?.length ? new Set(buyers.map((b) => b.buyerKeyID)) : null
  const { byBuyer, unweighed } = invoiceableLines(store, market, wanted, body, snapshotCache())
  const createdDate = ctx.now()
  const invoices: BuyerBillRecord[] = []
  for (const buyer of buyers) {
    const lines = byBuyer.get(buyer.buyerKeyID) ?? []
    let previousOutstandingPaise = buyerBilledPaise(store, buyer)
    let crateCharges = lines.length ? invoiceCrateCharges(ctx, market, buyer, body.chargeOverdueCrates) : []
    for (const group of invoiceGroups(lines, body.mode)) {
      const invoice = invoiceRecord({
        market,
        buyer,
        lines: group,
        isGroup: body.mode === INVOICE_MODE.GroupByBuyer,
        fromDate: body.fromDate,
        toDate: body.toDate,
        billDate: ctx.today,
        createdDate,
        userKeyID: session.userKeyID,
        previousOutstandingPaise,
        charges,
        otherCharges,
        crateCharges,
      })
      crateCharges = []
      invoices.push(invoice)
      previousOutstandingPaise += invoice.finalPaise
    }
  }
  if (invoices.length === 0) throw refused(MESSAGES.nothingToInvoice(unweighed))
  return invoices
}

/** An invoice with its key and the market's next number for the year; inside the write that saves it. */
export const numberedInvoice = (
  store: Store,
  invoice: BuyerBillRecord,
  buyerBillKeyID: string = randomUUID(),
): BuyerBillRecord => ({
  ...invoice,
  buyerBillKeyID,
  billNo: takeDocumentNo(store, invoice.marketKeyID, DOCUMENT_PREFIX.BuyerBill, invoice.billDate),
})

/** Saves an invoice under the market's next number for the year; its lines become Invoiced. */
function saveBuyerBill(store: Store, invoice: BuyerBillRecord): Readonly<BuyerBillRecord> {
  const saved = store.buyerBills.set(numberedInvoice(store, invoice))
  markLines(store, invoice.lines, 'invoiced')
  return saved
}

/** An invoice as cancelled (numbers stay used); its lines can be invoiced again. */
export const cancelledInvoice = (
  bill: Readonly<BuyerBillRecord>,
  reason: string,
  userKeyID: string,
  cancelledDate: string,
): BuyerBillRecord => ({
  ...bill,
  status: BILL_STATUS.Cancelled,
  cancelReason: reason,
  cancelledDate,
  userKeyID,
})

/**
 * Newest bill first by its number: numbers run in the order bills were generated within a market's
 * financial year, which the time of day of seeded documents cannot promise.
 */
const BILL_LIST: ListSpec<BuyerBillRow, (typeof BUYER_BILL_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.billNo, String(r.buyerCode), r.buyerName],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.buyerName,
  key: (r) => r.buyerBillKeyID,
  defaultSort: { column: 'billNo', direction: 'desc' },
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
  totalAmount: fromPaise(bill.finalPaise),
  receivedAmount: fromPaise(bill.receivedPaise),
  balance: fromPaise(bill.finalPaise - bill.receivedPaise),
  dueDate: bill.dueDate,
  paymentStatus: paymentStatusOf(bill.finalPaise, bill.receivedPaise),
  status: bill.status,
  createdDate: bill.createdDate,
})

const TOTAL_COLUMNS = ['goodsAmount', 'servicesAmount', 'totalAmount', 'receivedAmount', 'balance'] as const

export const buyerBillHandlers = handlers(api.buyerBill, {
  list: ({ body, session, ctx }) =>
    billListPage(ctx, session, body, {
      name: 'buyerBills',
      bills: ctx.store.buyerBills.values(),
      party: (bill) => !body.buyerKeyID || bill.buyerKeyID === body.buyerKeyID,
      row: billRow,
      spec: BILL_LIST,
      totals: TOTAL_COLUMNS,
    }),

  preview: ({ body, session, ctx }) =>
    draftInvoices(ctx, session, body).map((invoice) => toBuyerBill(ctx.store, invoice)),

  generate: ({ body, session, ctx }) => {
    const { store } = ctx
    const saved = store.write(() =>
      draftInvoices(ctx, session, body).map((invoice) =>
        writeOffInvoiceCrates(ctx, session, saveBuyerBill(store, invoice)),
      ),
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
    const saved = store.write(() => {
      markLines(store, bill.lines, 'open')
      restoreInvoiceCrates(store, session, bill, body.reason)
      const cancelled = store.buyerBills.set(
        cancelledInvoice(bill, body.reason, session.userKeyID, ctx.today),
      )
      notify(ctx, { kind: 'invoiceCancelled', bill: cancelled })
      return cancelled
    })
    return toBuyerBill(store, saved)
  },
})
