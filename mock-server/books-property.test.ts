import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AADAT_SERVICE_IDS,
  ACCOUNT,
  accountIDOf,
  api,
  BILL_STATUS,
  isBalanced,
  PAYMENT_MODE,
  VOUCHER_STATUS,
} from '../contracts'
import { marketJournal, periodBalances } from './handlers/books-journal'
import { buyerAccount } from './handlers/buyer-account'
import { billReversal, countIn } from './handlers/cancellation'
import { CASH_BOOK, marketMovements, UNASSIGNED_BANK_BOOK } from './handlers/cash-book'
import { farmerBalances, farmerStatement } from './handlers/report-farmer'
import { marketDocuments } from './handlers/report-index'
import { buyerInvoices, farmerBill, moneyScene, paymentBody, receiptBody } from './test/money'
import { seededServer, TODAY } from './test/support'

/**
 * The books against the rest of the app over the whole seeded history of the demo firm, with today's
 * documents added and older ones cancelled today (the seed's own cancellations fall on their day or
 * up to three days later): every voucher and every day balances, the trial balance balances on every
 * date, each party's account equals its statement and each market's cash and bank accounts its cash
 * and bank books on every date, and the Aadat income equals the Aadat lines of the bills.
 */
const server = seededServer()

/** Each case walks the whole history, far longer than a unit test while other suites load the machine. */
const WHOLE_HISTORY_MS = 180_000

async function addTodaysDocuments() {
  const scene = await moneyScene(server, 2, 3)
  await farmerBill(server, scene, 20, 250)
  await buyerInvoices(server, scene, [210, 190])
  await server.data(api.payment.add, { body: receiptBody(scene, 300) })
  const paid = await server.data(api.payment.add, {
    body: paymentBody(scene, 200, { paymentMode: 2, onlineSubMode: 'UPI', referenceNo: 'UTR-9' }),
  })
  await server.data(api.payment.cancel, { body: { paymentKeyID: paid.paymentKeyID, reason: 'Wrong farmer' } })
  // A patti and an invoice of an earlier day, found wrong today: reversed today, not on their own day.
  const store = server.app.mockStore
  const earlier = <Bill extends { billDate: string; status: number; marketKeyID: string }>(
    bills: Iterable<Bill>,
  ) =>
    [...bills].find(
      (b) =>
        b.billDate >= '2026-11-14' &&
        b.billDate < YESTERDAY &&
        b.status === BILL_STATUS.Active &&
        b.marketKeyID === scene.marketKeyID,
    )
  const patti = earlier(
    [...store.farmerBills.values()].filter((b) => b.paidPaise === 0 && !b.isLocked && b.finalPaise > 0),
  )!
  await server.data(api.farmerBill.cancel, {
    body: { farmerBillKeyID: patti.farmerBillKeyID, reason: 'Wrong farmer' },
  })
  const invoice = earlier([...store.buyerBills.values()].filter((b) => b.receivedPaise === 0))!
  await server.data(api.buyerBill.cancel, {
    body: { buyerBillKeyID: invoice.buyerBillKeyID, reason: 'Wrong buyer' },
  })
  // A receipt by UPI of an earlier day, bounced: the bank book takes it back today.
  const receipt = [...store.payments.values()].find(
    (p) =>
      p.marketKeyID === scene.marketKeyID &&
      p.paymentDate >= '2026-11-14' &&
      p.paymentDate < YESTERDAY &&
      p.paymentMode === PAYMENT_MODE.Online &&
      p.status === VOUCHER_STATUS.Active,
  )!
  await server.data(api.payment.cancel, { body: { paymentKeyID: receipt.paymentKeyID, reason: 'Bounced' } })
  return { patti, invoice }
}

const YESTERDAY = '2026-11-20'

function firmOf() {
  const store = server.app.mockStore
  const companyKeyID = server.demo.companyKeyID
  const marketKeyIDs = [...store.markets.values()]
    .filter((m) => m.companyKeyID === companyKeyID)
    .map((m) => m.marketKeyID)
  const dates = new Set<string>()
  for (const marketKeyID of marketKeyIDs) {
    for (const voucher of marketJournal(store, companyKeyID, marketKeyID)) dates.add(voucher.date)
  }
  return { store, companyKeyID, marketKeyIDs, dates: [...dates].sort() }
}

const scopeOf = (companyKeyID: string, marketKeyIDs: string[], toDate: string, fromDate = '') => ({
  companyKeyID,
  marketKeyIDs,
  wholeFirm: marketKeyIDs.length !== 1,
  fromDate,
  toDate,
})

const sumOf = (balances: ReadonlyMap<string, number>) => [...balances.values()].reduce((s, p) => s + p, 0)

describe('the books over the seeded history', () => {
  it(
    'balance in every voucher, on every day and in the trial balance of every date',
    async () => {
      await addTodaysDocuments()
      const { store, companyKeyID, marketKeyIDs, dates } = firmOf()
      expect(dates.length).toBeGreaterThan(30)
      let vouchers = 0
      for (const marketKeyID of marketKeyIDs) {
        for (const voucher of marketJournal(store, companyKeyID, marketKeyID)) {
          vouchers++
          if (!isBalanced(voucher.lines)) expect.fail(`${voucher.voucherNo} does not balance`)
        }
        for (const date of dates) {
          const day = periodBalances(store, scopeOf(companyKeyID, [marketKeyID], date, date))
          if (sumOf(day) !== 0) expect.fail(`${marketKeyID} on ${date} does not balance`)
        }
      }
      expect(vouchers).toBeGreaterThan(1000)
      // The history holds cancellations reversed on a later day than the document's own.
      const later = marketKeyIDs.flatMap((m) =>
        marketJournal(store, companyKeyID, m).filter((v) => v.voucherNo.endsWith('/C')),
      )
      const own = new Map(
        marketKeyIDs.flatMap((m) =>
          marketJournal(store, companyKeyID, m).map((v) => [v.voucherNo, v.date] as const),
        ),
      )
      expect(later.filter((v) => v.date > own.get(v.voucherNo.slice(0, -2))!).length).toBeGreaterThan(2)
      for (const date of dates) {
        expect(sumOf(periodBalances(store, scopeOf(companyKeyID, marketKeyIDs, date))), date).toBe(0)
      }
      // Through the call too, on dates drawn at random, for the firm and for each market.
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...dates),
          fc.constantFrom('', ...marketKeyIDs),
          async (asOfDate, marketKeyID) => {
            const answer = await server.call(api.books.trialBalance, { body: { marketKeyID, asOfDate } })
            const totals = answer.body.responseData!.totals!
            expect(totals.debit).toBe(totals.credit)
          },
        ),
        { numRuns: 15 },
      )
    },
    WHOLE_HISTORY_MS,
  )

  it(
    "equal each party's statement on every date: a buyer's ledger, what we owe a farmer",
    async () => {
      const { patti, invoice } = await addTodaysDocuments()
      const { store, companyKeyID, marketKeyIDs, dates } = firmOf()
      // What was cancelled today still stood on its own day: the statements show it there, and back today.
      const statement = farmerStatement(
        marketDocuments(store, patti.marketKeyID),
        patti.farmerKeyID,
        patti.billDate,
        '',
      )
      expect(
        statement.rows
          .filter((r) => r.documentKeyID === patti.farmerBillKeyID)
          .map((r) => [r.documentNo, r.date, r.net]),
      ).toEqual([
        [patti.billNo, patti.billDate, patti.finalPaise / 100],
        [`${patti.billNo}/C`, TODAY, -patti.finalPaise / 100],
      ])
      const buyer = store.buyers.get(invoice.buyerKeyID)!
      const entries = buyerAccount(store, buyer, invoice.marketKeyID).entries
      expect(
        entries
          .filter((e) => e.documentKeyID === invoice.buyerBillKeyID)
          .map((e) => [e.date, e.debit - e.credit]),
      ).toEqual([
        [invoice.billDate, invoice.finalPaise],
        [TODAY, -invoice.finalPaise],
      ])
      for (const marketKeyID of marketKeyIDs) {
        const statements = store.buyers
          .lookup('firm', companyKeyID)
          .map((buyer) => ({ buyer, entries: buyerAccount(store, buyer, marketKeyID).entries }))
        for (const date of dates) {
          const books = periodBalances(store, scopeOf(companyKeyID, [marketKeyID], date))
          const owed = farmerBalances(marketDocuments(store, marketKeyID), date)
          for (const farmer of store.farmers.lookup('firm', companyKeyID)) {
            const account = books.get(accountIDOf.farmer(farmer.farmerKeyID)) ?? 0
            if (-account !== (owed.get(farmer.farmerKeyID) ?? 0))
              expect.fail(`${farmer.farmerName} on ${date}`)
          }
          for (const { buyer, entries } of statements) {
            const due = entries.filter((e) => e.date <= date).reduce((s, e) => s + e.debit - e.credit, 0)
            const account = books.get(accountIDOf.buyer(buyer.buyerKeyID)) ?? 0
            if (account !== due) expect.fail(`${buyer.firmName} in ${marketKeyID} on ${date}`)
          }
        }
      }
      // For the whole firm the buyer's opening balance comes in too, as the buyer's ledger brings it forward.
      const firm = periodBalances(store, scopeOf(companyKeyID, marketKeyIDs, TODAY))
      for (const buyer of store.buyers.lookup('firm', companyKeyID)) {
        const statement = buyerAccount(store, buyer, null)
        const due = statement.entries.reduce((s, e) => s + e.debit - e.credit, statement.broughtForward)
        expect(firm.get(accountIDOf.buyer(buyer.buyerKeyID)) ?? 0, buyer.firmName).toBe(due)
      }
    },
    WHOLE_HISTORY_MS,
  )

  it(
    "equal each market's cash book and bank books",
    async () => {
      await addTodaysDocuments()
      const { store, companyKeyID, marketKeyIDs, dates } = firmOf()
      let checked = 0
      for (const marketKeyID of marketKeyIDs) {
        const moves = marketMovements(store, marketKeyID)
        for (const date of dates) {
          const books = periodBalances(store, scopeOf(companyKeyID, [marketKeyID], date))
          const byBook = new Map<string, number>()
          for (const m of moves) {
            if (m.date > date) continue
            byBook.set(m.bookKeyID, (byBook.get(m.bookKeyID) ?? 0) + m.inPaise - m.outPaise)
          }
          const accountOf = (book: string) =>
            book === CASH_BOOK
              ? accountIDOf.cash(marketKeyID)
              : book === UNASSIGNED_BANK_BOOK
                ? accountIDOf.unassignedBank(marketKeyID)
                : accountIDOf.bank(book)
          checked += byBook.size
          const expected = new Map([...byBook].map(([book, paise]) => [accountOf(book), paise]))
          for (const [accountID, paise] of expected) {
            expect(books.get(accountID) ?? 0, `${accountID} on ${date}`).toBe(paise)
          }
          // Nothing else moves cash or a bank account in the books.
          for (const [accountID, paise] of books) {
            if (/^(cash|bank|bank-unassigned):/.test(accountID))
              expect(paise, accountID).toBe(expected.get(accountID) ?? 0)
          }
        }
      }
      // Cash, and the bank accounts of the demo markets, in more than one market.
      expect(checked).toBeGreaterThan(6)
    },
    WHOLE_HISTORY_MS,
  )

  it(
    'count as commission income exactly the Aadat lines of the period',
    async () => {
      await addTodaysDocuments()
      const { store, companyKeyID, marketKeyIDs, dates } = firmOf()
      await fc.assert(
        fc.property(fc.constantFrom(...dates), fc.constantFrom(...dates), (a, b) => {
          const [fromDate, toDate] = a <= b ? [a, b] : [b, a]
          let aadat = 0
          for (const marketKeyID of marketKeyIDs) {
            const documents = marketDocuments(store, marketKeyID)
            // A bill counts on its day, and back out on a later day it was cancelled.
            for (const bill of [
              ...documents.pattis.between('', toDate),
              ...documents.invoices.between('', toDate),
            ]) {
              const sign = countIn(bill.billDate, billReversal(bill), fromDate, toDate)
              for (const line of bill.serviceLines)
                if (AADAT_SERVICE_IDS.includes(line.serviceID)) aadat += sign * line.amount
            }
          }
          const books = periodBalances(store, scopeOf(companyKeyID, marketKeyIDs, toDate, fromDate))
          expect(-(books.get(ACCOUNT.aadat) ?? 0)).toBe(aadat)
        }),
        { numRuns: 20 },
      )
    },
    WHOLE_HISTORY_MS,
  )
})
