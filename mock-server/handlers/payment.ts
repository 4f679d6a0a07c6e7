import { randomUUID } from 'node:crypto'
import {
  allocate,
  amountInWords,
  api,
  cashLimitProblem,
  DOCUMENT_PREFIX,
  denominationProblem,
  fromPaise,
  MONEY_MESSAGES,
  openPeriodProblem,
  PARTY_TYPE,
  PAYMENT_MESSAGES,
  PAYMENT_MODE,
  type PAYMENT_SORT_COLUMNS,
  type Payment,
  type PaymentRow,
  TRANSACTION_TYPE,
  toPaise,
  VOUCHER_STATUS,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { PaymentRecord } from '../store/money-rows'
import type { MarketRecord } from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { mainBankAccount } from './bank-account'
import { openBillsOf, settleBill } from './bill-settlement'
import { paymentReversal } from './cancellation'
import { assertCashDay, assertDenominations } from './cash-book'
import { takeDocumentNo } from './document-numbers'
import { firmRow } from './firm-row'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'
import { notify } from './notify'
import { openBillRows } from './open-bills'

const firmPayment = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.payments, session, key, PAYMENT_MESSAGES.notFound)

/** A voucher's or crate movement's party, a farmer or a buyer by its party type. */
interface PartyInfo {
  partyCode: number
  partyName: string
  partyPlace: string
  partyMobileNo: string
}

export function partyOf(
  store: Store,
  partyType: number,
  key: string,
): (PartyInfo & { marketKeyIDs: readonly string[]; companyKeyID: string }) | null {
  if (partyType === PARTY_TYPE.Farmer) {
    const f = store.farmers.get(key)
    return f
      ? {
          partyCode: f.farmerCode,
          partyName: f.farmerName,
          partyPlace: f.village,
          partyMobileNo: f.mobileNo,
          marketKeyIDs: f.marketKeyIDs,
          companyKeyID: f.companyKeyID,
        }
      : null
  }
  const b = store.buyers.get(key)
  return b
    ? {
        partyCode: b.buyerCode,
        partyName: b.firmName,
        partyPlace: b.city,
        partyMobileNo: b.mobileNo,
        marketKeyIDs: b.marketKeyIDs,
        companyKeyID: b.companyKeyID,
      }
    : null
}

const allocatedOf = (p: Readonly<PaymentRecord>) => p.allocations.reduce((sum, a) => sum + a.amountPaise, 0)

function toPayment(store: Store, p: Readonly<PaymentRecord>): Payment {
  const party = partyOf(store, p.partyType, p.partyKeyID)
  const allocated = allocatedOf(p)
  return {
    paymentKeyID: p.paymentKeyID,
    voucherNo: p.voucherNo,
    paymentDate: p.paymentDate,
    marketKeyID: p.marketKeyID,
    marketPlaceName: store.markets.get(p.marketKeyID)?.marketPlaceName ?? '',
    partyType: p.partyType,
    partyKeyID: p.partyKeyID,
    partyCode: party?.partyCode ?? 0,
    partyName: party?.partyName ?? '',
    partyPlace: party?.partyPlace ?? '',
    partyMobileNo: party?.partyMobileNo ?? '',
    transactionType: p.transactionType,
    paymentMode: p.paymentMode,
    onlineSubMode: p.onlineSubMode,
    referenceNo: p.referenceNo,
    amount: fromPaise(p.amountPaise),
    amountInWords: amountInWords(p.amountPaise, 'en'),
    purpose: p.purpose,
    allocations: p.allocations.map(({ amountPaise, ...a }) => ({ ...a, amount: fromPaise(amountPaise) })),
    allocatedAmount: fromPaise(allocated),
    advanceAmount: fromPaise(p.amountPaise - allocated),
    denominations: p.denominations.map(({ denomination, count }) => ({ denomination, count })),
    narration: p.narration,
    status: p.status,
    cancelReason: p.cancelReason,
    cancelledDate: paymentReversal(p),
    createdDate: p.createdDate,
  }
}

const PAYMENT_LIST: ListSpec<PaymentRow, (typeof PAYMENT_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.voucherNo, r.partyName, String(r.partyCode), r.partyMobileNo, r.referenceNo],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.voucherNo,
  key: (r) => r.paymentKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

/** Cash to or from the party on the day in live vouchers, paise (Income-tax Act s.269ST counts both ways). */
const partyCashOn = (store: Store, partyKeyID: string, date: string) =>
  store.payments
    .lookup('partyDay', indexKey(partyKeyID, date))
    .filter((p) => p.status === VOUCHER_STATUS.Active && p.paymentMode === PAYMENT_MODE.Cash)
    .reduce((sum, p) => sum + p.amountPaise, 0)

/** Cash a voucher takes out of the drawer (a payment), or puts in (a receipt) as a negative. */
const cashOut = (p: Pick<PaymentRecord, 'paymentMode' | 'transactionType' | 'amountPaise'>) =>
  p.paymentMode !== PAYMENT_MODE.Cash
    ? 0
    : p.transactionType === TRANSACTION_TYPE.Debit
      ? p.amountPaise
      : -p.amountPaise

function assertParty(
  store: Store,
  session: Session,
  market: Readonly<MarketRecord>,
  partyType: number,
  key: string,
) {
  const party = partyOf(store, partyType, key)
  if (party?.companyKeyID !== session.companyKeyID || !party.marketKeyIDs.includes(market.marketKeyID))
    throw badRequest('partyKeyID', PAYMENT_MESSAGES.partyNotFound)
}

export const paymentHandlers = handlers(api.payment, {
  list: ({ body, session, ctx }) => {
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { store } = ctx
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(store, ['payments', shown.key, filters], () => {
      const source = body.marketKeyID
        ? store.payments.lookup('market', body.marketKeyID)
        : store.payments.values()
      const rows: PaymentRow[] = []
      for (const p of source) {
        if (!shown.shows(p)) continue
        if (body.partyKeyID && p.partyKeyID !== body.partyKeyID) continue
        if (
          !pickMatches(p.partyType, body.partyType) ||
          !pickMatches(p.transactionType, body.transactionType)
        )
          continue
        if (!pickMatches(p.paymentMode, body.paymentMode) || !pickMatches(p.status, body.status)) continue
        const party = partyOf(store, p.partyType, p.partyKeyID)
        const allocated = allocatedOf(p)
        rows.push({
          paymentKeyID: p.paymentKeyID,
          voucherNo: p.voucherNo,
          paymentDate: p.paymentDate,
          partyType: p.partyType,
          partyKeyID: p.partyKeyID,
          partyCode: party?.partyCode ?? 0,
          partyName: party?.partyName ?? '',
          partyMobileNo: party?.partyMobileNo ?? '',
          transactionType: p.transactionType,
          paymentMode: p.paymentMode,
          onlineSubMode: p.onlineSubMode,
          referenceNo: p.referenceNo,
          amount: fromPaise(p.amountPaise),
          allocatedAmount: fromPaise(allocated),
          advanceAmount: fromPaise(p.amountPaise - allocated),
          purpose: p.purpose,
          status: p.status,
          createdDate: p.createdDate,
        })
      }
      return filterAndSort(rows, body, PAYMENT_LIST)
    })
    // Cancelled vouchers count only in a list of the cancelled.
    let inPaise = 0
    let outPaise = 0
    for (const r of rows) {
      if (body.status !== VOUCHER_STATUS.Cancelled && r.status !== VOUCHER_STATUS.Active) continue
      if (r.transactionType === TRANSACTION_TYPE.Credit) inPaise += toPaise(r.amount)
      else outPaise += toPaise(r.amount)
    }
    return { ...pageOf(rows, body), totals: { amountIn: fromPaise(inPaise), amountOut: fromPaise(outPaise) } }
  },

  openBills: ({ body, session, ctx }) => {
    const market = companyMarket(ctx, session, body.marketKeyID)
    assertParty(ctx.store, session, market, body.partyType, body.partyKeyID)
    return openBillRows(ctx.store, body.partyType, body.partyKeyID, market.marketKeyID, ctx.today)
  },

  model: ({ query, session, ctx }) => toPayment(ctx.store, firmPayment(ctx, session, query.PaymentKeyID)),

  /**
   * A voucher settles the party's open bills (the chosen amounts, or the oldest first) and keeps the
   * rest as an advance. Cash obeys the s.269ST limit per party and day, moves through that day's open
   * wallet and never takes its book below zero. Allocation and numbering happen inside one write, so
   * concurrent vouchers never settle more than a bill's balance.
   */
  add: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    if (!market.isActive) throw refused(MONEY_MESSAGES.marketInactive)
    const outside = openPeriodProblem(body.paymentDate, ctx.today)
    if (outside) throw badRequest('paymentDate', outside)
    assertParty(store, session, market, body.partyType, body.partyKeyID)
    const expected = body.partyType === PARTY_TYPE.Farmer ? TRANSACTION_TYPE.Debit : TRANSACTION_TYPE.Credit
    if (body.transactionType !== expected)
      throw badRequest('transactionType', PAYMENT_MESSAGES.wrongDirection)
    const purpose = body.purpose ?? 'Against Bill'
    const manual = (body.allocations ?? []).map((a) => ({
      billKeyID: a.billKeyID,
      amount: toPaise(a.amount),
    }))
    if (purpose === 'Advance' && manual.length > 0)
      throw badRequest('allocations', PAYMENT_MESSAGES.advanceNoAllocations)
    if (purpose === 'On Account' && manual.length > 0)
      throw badRequest('allocations', PAYMENT_MESSAGES.onAccountNoAllocations)
    const amountPaise = toPaise(body.amount)
    const cash = body.paymentMode === PAYMENT_MODE.Cash
    const denominations = body.denominations ?? []
    if (denominations.length > 0) {
      if (!cash) throw badRequest('denominations', MONEY_MESSAGES.cashOnlyCount)
      assertDenominations(store, session.companyKeyID, 'denominations', denominations)
      const problem = denominationProblem(amountPaise, denominations)
      if (problem) throw badRequest('denominations', problem)
    }
    if (cash) {
      const limit = cashLimitProblem(partyCashOn(store, body.partyKeyID, body.paymentDate), amountPaise)
      if (limit) {
        const { companyKeyID, marketKeyID } = market
        const { partyType, partyKeyID, paymentDate: date } = body
        notify(ctx, {
          kind: 'cashLimit',
          companyKeyID,
          marketKeyID,
          partyType,
          partyKeyID,
          date,
          message: limit,
        })
        throw refused(limit)
      }
      const draft = { paymentMode: body.paymentMode, transactionType: body.transactionType, amountPaise }
      assertCashDay(store, market, body.paymentDate, Math.max(cashOut(draft), 0))
    }

    const saved = store.write(() => {
      const open =
        purpose === 'Advance' ? [] : openBillsOf(store, body.partyType, body.partyKeyID, market.marketKeyID)
      const outcome = allocate(amountPaise, open, manual)
      if (!outcome.ok) throw badRequest(outcome.field, outcome.message)
      const bills = new Map(open.map((bill) => [bill.billKeyID, bill]))
      for (const allocation of outcome.allocations)
        settleBill(store, body.partyType, allocation.billKeyID, allocation.amount)
      const prefix = expected === TRANSACTION_TYPE.Debit ? DOCUMENT_PREFIX.Payment : DOCUMENT_PREFIX.Receipt
      return store.payments.set({
        paymentKeyID: randomUUID(),
        companyKeyID: session.companyKeyID,
        marketKeyID: market.marketKeyID,
        voucherNo: takeDocumentNo(store, market.marketKeyID, prefix, body.paymentDate),
        paymentDate: body.paymentDate,
        partyType: body.partyType,
        partyKeyID: body.partyKeyID,
        transactionType: body.transactionType,
        paymentMode: body.paymentMode,
        onlineSubMode: cash ? '' : (body.onlineSubMode ?? ''),
        referenceNo: body.referenceNo ?? '',
        bankAccountKeyID: cash ? '' : mainBankAccount(store, session.companyKeyID, market.marketKeyID),
        amountPaise,
        purpose,
        allocations: outcome.allocations.map((a) => {
          const bill = bills.get(a.billKeyID)!
          return {
            billKeyID: a.billKeyID,
            billNo: bill.billNo,
            billDate: bill.billDate,
            amountPaise: a.amount,
          }
        }),
        denominations: denominations.filter((line) => line.count > 0),
        narration: body.narration ?? '',
        status: VOUCHER_STATUS.Active,
        cancelReason: '',
        createdDate: ctx.now(),
        userKeyID: session.userKeyID,
      })
    })
    return toPayment(store, saved)
  },

  /** Reverses every allocation; the number stays used. A receipt in cash leaves the drawer again. */
  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const payment = firmPayment(ctx, session, body.paymentKeyID)
    if (payment.status === VOUCHER_STATUS.Cancelled) throw refused(MONEY_MESSAGES.alreadyCancelled)
    if (payment.paymentMode === PAYMENT_MODE.Cash) {
      const market = companyMarket(ctx, session, payment.marketKeyID)
      assertCashDay(store, market, payment.paymentDate, Math.max(-cashOut(payment), 0))
    }
    const saved = store.write(() => {
      for (const allocation of payment.allocations)
        settleBill(store, payment.partyType, allocation.billKeyID, -allocation.amountPaise)
      return store.payments.set({
        ...payment,
        status: VOUCHER_STATUS.Cancelled,
        cancelReason: body.reason,
        cancelledDate: ctx.today,
        userKeyID: session.userKeyID,
      })
    })
    return toPayment(store, saved)
  },
})
