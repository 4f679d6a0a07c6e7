import { describe, expect, it } from 'vitest'
import {
  AUCTION_LINE_STATUS,
  api,
  BILLING_MESSAGES,
  type BuyerBill,
  PARTY_MESSAGES,
  TROLLEY_AUCTION_STATUS,
  toPaise,
} from '../contracts'
import { shiftDate } from './context'
import { buyerOutstandingPaise } from './handlers/buyer-exposure'
import { clearedBuyer, marketNamed, partiesOf, sellCrateToken, sellTrolley } from './test/market-day'
import {
  assignMarket,
  call,
  registerFirm,
  sameRows,
  seededServer,
  signIn,
  TODAY,
  USERS,
} from './test/support'

const server = seededServer()

const TOMATO = 1
const POMEGRANATE = 3
const [TOMATO_1, TOMATO_2, POM_1] = [1, 2, 9]
const PER_KG = 1
const PER_CRATE = 2

/** Tomato tokens at Narayangaon, graded by hand, every grade sold to one buyer per crate. */
async function tomatoSales(count: number) {
  const market = await marketNamed(server, 'Narayangaon')
  const { farmers } = await partiesOf(server, market.marketKeyID)
  const buyer = await clearedBuyer(server, market.marketKeyID)
  const tokens = []
  for (let i = 0; i < count; i++) {
    tokens.push(
      await sellCrateToken(server, {
        marketKeyID: market.marketKeyID,
        farmerKeyID: farmers[i]!.farmerKeyID,
        buyerKeyID: buyer.buyerKeyID,
        productID: TOMATO,
        gradingType: 2,
        sales: [
          { gradeID: TOMATO_1, crates: 20, rateUnit: PER_CRATE, rate: 300.05 },
          { gradeID: TOMATO_2, crates: 10, rateUnit: PER_CRATE, rate: 200 },
        ],
      }),
    )
  }
  return { marketKeyID: market.marketKeyID, buyerKeyID: buyer.buyerKeyID, tokens }
}

const run = (marketKeyID: string, buyerKeyID: string, mode: 1 | 2) => ({
  marketKeyID,
  fromDate: TODAY,
  toDate: TODAY,
  buyerKeyIDs: [buyerKeyID],
  mode,
})

const lineStatus = async (AuctionLineKeyID: string) =>
  (await server.data(api.auction.model, { query: { AuctionLineKeyID } })).status

describe('BuyerBill/GenerateBuyerInvoices', () => {
  it('charges worked example B’s buyer ₹69,251.00 for the trolley, due after the credit days', async () => {
    const market = await marketNamed(server, 'Pimpalgaon')
    const { farmers } = await partiesOf(server, market.marketKeyID)
    const { buyerKeyID } = await clearedBuyer(server, market.marketKeyID)
    const { lot } = await sellTrolley(server, {
      marketKeyID: market.marketKeyID,
      farmerKeyID: farmers[0]!.farmerKeyID,
      buyerKeyID,
      loadedWeightKg: 5860,
      emptyWeightKg: 2340,
      rate: 1851,
    })
    const [invoice] = await server.data(api.buyerBill.generate, {
      body: run(market.marketKeyID, buyerKeyID, 1),
    })
    expect(invoice!.billNo).toMatch(/^B\/26-27\/\d{5}$/)
    expect(invoice!.serviceLines.map((s) => [s.basis, s.amount])).toEqual([
      ['Aadat 6%', 3909.31],
      ['Hamali ₹0.05 × 3,520 kg', 176],
      ['Stationary ₹10 per bill', 10],
    ])
    const buyer = await server.data(api.buyer.model, { query: { BuyerKeyID: buyerKeyID } })
    expect(invoice).toMatchObject({
      goodsAmount: 65_155.2,
      roundOff: 0.49,
      totalAmount: 69_251,
      balance: 69_251,
      transportationType: 2,
      isGroup: false,
      dueDate: shiftDate(TODAY, buyer.creditDays),
      paymentStatus: 1,
      status: 1,
    })
    const model = await server.data(api.trolleyAuction.model, {
      query: { TrolleyAuctionKeyID: lot.trolleyAuctionKeyID },
    })
    expect(model.status).toBe(TROLLEY_AUCTION_STATUS.Invoiced)
  })

  it('groups a buyer’s tokens into one invoice with a sub-total per token, charged on the group', async () => {
    const { marketKeyID, buyerKeyID, tokens } = await tomatoSales(2)
    const perToken = await server.data(api.buyerBill.preview, { body: run(marketKeyID, buyerKeyID, 1) })
    expect(perToken).toHaveLength(2)
    const [group] = await server.data(api.buyerBill.preview, { body: run(marketKeyID, buyerKeyID, 2) })
    expect(group!.isGroup).toBe(true)
    expect(group!.tokenSubtotals.map((t) => [t.tokenKeyID, t.crates, t.amount])).toEqual(
      tokens.map((t) => [t.tokenKeyID, 30, 8001]),
    )
    expect(group!.lines.map((l) => l.tokenKeyID)).toEqual(tokens.flatMap((t) => [t.tokenKeyID, t.tokenKeyID]))
    expect(group!.goodsAmount).toBe(16_002)
    // Hamali per crate over the group's 60 crates, stationary once.
    expect(group!.serviceLines.map((s) => s.basis)).toEqual(
      expect.arrayContaining(['Hamali ₹5 × 60', 'Stationary ₹10 per bill']),
    )
    const single = perToken.reduce((sum, invoice) => sum + invoice.servicesAmount, 0)
    expect(group!.servicesAmount).toBeLessThan(single)
  })

  it('saves what it previewed, marks the lines Invoiced, and never invoices a line twice', async () => {
    const { marketKeyID, buyerKeyID, tokens } = await tomatoSales(1)
    const body = run(marketKeyID, buyerKeyID, 2)
    const [preview] = await server.data(api.buyerBill.preview, { body })
    const [saved] = await server.data(api.buyerBill.generate, { body })
    const strip = ({ buyerBillKeyID: _k, billNo: _n, createdDate: _c, ...rest }: BuyerBill) => rest
    expect(strip(saved!)).toEqual(strip(preview!))
    for (const line of tokens[0]!.lines)
      expect(await lineStatus(line.auctionLineKeyID)).toBe(AUCTION_LINE_STATUS.Invoiced)
    const before = server.app.mockStore.snapshot()
    const again = await server.call(api.buyerBill.generate, { body })
    expect([again.status, again.body.errorMessage]).toEqual([400, BILLING_MESSAGES.nothingToInvoice(0)])
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('counts the opening balance and the buyer’s open invoices, earlier ones of the run too, as previous outstanding', async () => {
    const { marketKeyID, buyerKeyID } = await tomatoSales(2)
    // What the buyer owes on documents: the opening balance, earlier invoices, less receipts.
    const ledger = await server.data(api.ledger.buyerLedger, { body: { buyerKeyID } })
    const owed = ledger.closingBalance
    const invoices = await server.data(api.buyerBill.generate, { body: run(marketKeyID, buyerKeyID, 1) })
    expect(invoices.map((i) => i.previousOutstanding)).toEqual([owed, owed + invoices[0]!.totalAmount])
  })

  it('moves what the buyer owes from open sales to the invoice, services and round off added', async () => {
    const { marketKeyID, buyerKeyID } = await tomatoSales(1)
    const store = server.app.mockStore
    const owed = () => buyerOutstandingPaise(store, store.buyers.get(buyerKeyID)!)
    const before = owed()
    const [invoice] = await server.data(api.buyerBill.generate, { body: run(marketKeyID, buyerKeyID, 2) })
    const added = toPaise(invoice!.servicesAmount + invoice!.roundOff)
    expect(owed()).toBe(before + added)
    await server.data(api.buyerBill.cancel, {
      body: { buyerBillKeyID: invoice!.buyerBillKeyID, reason: 'Redo' },
    })
    expect(owed()).toBe(before)
  })

  it('leaves per-kg lines without weight for a later run, and says so when nothing else is ready', async () => {
    const market = await marketNamed(server, 'Sangola')
    const { farmers } = await partiesOf(server, market.marketKeyID)
    const { buyerKeyID } = await clearedBuyer(server, market.marketKeyID)
    // Seeded sales of today still waiting for the scale, if any.
    const before = await server.call(api.buyerBill.preview, { body: run(market.marketKeyID, buyerKeyID, 2) })
    const waiting = Number(/(\d+) sales? waits?/.exec(before.body.errorMessage ?? '')?.[1] ?? 0)
    await sellCrateToken(server, {
      marketKeyID: market.marketKeyID,
      farmerKeyID: farmers[0]!.farmerKeyID,
      buyerKeyID,
      productID: POMEGRANATE,
      gradingType: 1,
      sales: [{ gradeID: POM_1, crates: 10, rateUnit: PER_KG, rate: 120, netWeightKg: null }],
    })
    const answer = await server.call(api.buyerBill.preview, { body: run(market.marketKeyID, buyerKeyID, 2) })
    expect([answer.status, answer.body.errorMessage]).toEqual([
      400,
      BILLING_MESSAGES.nothingToInvoice(waiting + 1),
    ])
  })
})

describe('how the buyer pays', () => {
  it('shows the market’s active bank accounts, main first, with UPI IDs checked when saved', async () => {
    const { marketKeyID, buyerKeyID } = await tomatoSales(1)
    const [invoice] = await server.data(api.buyerBill.generate, { body: run(marketKeyID, buyerKeyID, 2) })
    const model = () =>
      server.data(api.buyerBill.model, { query: { BuyerBillKeyID: invoice!.buyerBillKeyID } })
    const [main] = (await model()).paymentAccounts
    expect(main!.upiId).toMatch(/^[a-z]+\.adat@sbi$/)
    const account = {
      bankAccountKeyID: '',
      marketKeyID,
      accountName: 'Collections A/c',
      bankName: 'Bank of Maharashtra',
      accountNo: '60123456789',
      ifsc: 'MAHB0000123',
    }
    const before = server.app.mockStore.snapshot()
    const bad = await server.call(api.bankAccount.addUpdate, {
      body: { ...account, upiId: 'narayangaon adat' },
    })
    expect([bad.status, bad.body.errorMessage]).toEqual([400, `upiId: ${PARTY_MESSAGES.upi}`])
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    await server.data(api.bankAccount.addUpdate, { body: { ...account, upiId: ' collect.adat@mahb ' } })
    expect((await model()).paymentAccounts).toEqual([
      main,
      {
        accountName: 'Collections A/c',
        bankName: 'Bank of Maharashtra',
        accountNo: '60123456789',
        ifsc: 'MAHB0000123',
        upiId: 'collect.adat@mahb',
      },
    ])
  })
})

describe('other charges on invoices', () => {
  it('adds charges under visible Buyer categories to each invoice of one buyer, and prints them', async () => {
    const { marketKeyID, buyerKeyID } = await tomatoSales(2)
    const categories = await server.data(api.expenseCategory.lookup)
    const freight = categories.find((c) => c.categoryType === 2 && c.categoryName === 'Freight')!
    const farmerSide = categories.find((c) => c.categoryType === 1)!
    const body = {
      ...run(marketKeyID, buyerKeyID, 1),
      otherCharges: [{ categoryKeyID: freight.categoryKeyID, amount: 250.4 }],
    }
    const before = server.app.mockStore.snapshot()
    const wrongSide = await server.call(api.buyerBill.generate, {
      body: { ...body, otherCharges: [{ categoryKeyID: farmerSide.categoryKeyID, amount: 50 }] },
    })
    expect([wrongSide.status, wrongSide.body.errorMessage]).toEqual([
      400,
      `otherCharges.0.categoryKeyID: ${BILLING_MESSAGES.categoryNotFound}`,
    ])
    const everyBuyer = await server.call(api.buyerBill.generate, { body: { ...body, buyerKeyIDs: [] } })
    expect([everyBuyer.status, everyBuyer.body.errorMessage]).toEqual([
      400,
      `buyerKeyIDs: ${BILLING_MESSAGES.otherChargesOneBuyer}`,
    ])
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)

    const plain = await server.data(api.buyerBill.preview, { body: run(marketKeyID, buyerKeyID, 1) })
    const invoices = await server.data(api.buyerBill.generate, { body })
    expect(invoices).toHaveLength(2)
    invoices.forEach((invoice, i) => {
      expect(invoice.otherCharges).toEqual([
        { categoryKeyID: freight.categoryKeyID, categoryName: 'Freight', amount: 250.4 },
      ])
      const unrounded = toPaise(plain[i]!.goodsAmount) + toPaise(plain[i]!.servicesAmount) + 25_040
      expect(toPaise(invoice.totalAmount)).toBe(Math.round(unrounded / 100) * 100)
      expect(toPaise(invoice.totalAmount) - unrounded).toBe(toPaise(invoice.roundOff))
    })
    const saved = await server.data(api.buyerBill.model, {
      query: { BuyerBillKeyID: invoices[0]!.buyerBillKeyID },
    })
    expect(saved.otherCharges).toEqual(invoices[0]!.otherCharges)
  })
})

describe('BuyerBill/CancelBuyerBill', () => {
  it('makes the lines invoiceable again; the number stays used', async () => {
    const { marketKeyID, buyerKeyID, tokens } = await tomatoSales(1)
    const body = run(marketKeyID, buyerKeyID, 2)
    const [invoice] = await server.data(api.buyerBill.generate, { body })
    const cancelled = await server.data(api.buyerBill.cancel, {
      body: { buyerBillKeyID: invoice!.buyerBillKeyID, reason: 'Wrong buyer' },
    })
    expect(cancelled.status).toBe(2)
    for (const line of tokens[0]!.lines)
      expect(await lineStatus(line.auctionLineKeyID)).toBe(AUCTION_LINE_STATUS.Sold)
    const [again] = await server.data(api.buyerBill.generate, { body })
    expect(Number(again!.billNo.slice(-5))).toBe(Number(invoice!.billNo.slice(-5)) + 1)
  })

  it('is refused once anything is received', async () => {
    const { marketKeyID, buyerKeyID } = await tomatoSales(1)
    const [invoice] = await server.data(api.buyerBill.generate, { body: run(marketKeyID, buyerKeyID, 2) })
    const store = server.app.mockStore
    const row = store.buyerBills.get(invoice!.buyerBillKeyID)!
    store.write(() => store.buyerBills.set({ ...row, receivedPaise: 500 }))
    const answer = await server.call(api.buyerBill.cancel, {
      body: { buyerBillKeyID: invoice!.buyerBillKeyID, reason: 'Wrong buyer' },
    })
    expect([answer.status, answer.body.errorMessage]).toEqual([400, BILLING_MESSAGES.cancelReceived])
  })
})

describe('BuyerBill lists and access', () => {
  it('lists invoices with totals of the active ones', async () => {
    const { marketKeyID, buyerKeyID } = await tomatoSales(2)
    const list = async () =>
      (
        await server.call(api.buyerBill.list, {
          body: { pageNo: 0, pageSize: 10, marketKeyID, buyerKeyID, fromDate: TODAY },
        })
      ).body.responseData!
    const before = await list()
    const invoices = await server.data(api.buyerBill.generate, { body: run(marketKeyID, buyerKeyID, 1) })
    const after = await list()
    expect(after.totalCount! - before.totalCount!).toBe(2)
    const total = invoices.reduce((sum, i) => sum + toPaise(i.totalAmount), 0)
    expect(toPaise(after.totals!.totalAmount!) - toPaise(before.totals!.totalAmount!)).toBe(total)
    expect(after.totals!.receivedAmount).toBe(0)
  })

  it('lets an Accountant generate and an Auction Clerk only read; another firm gets 404', async () => {
    const { marketKeyID, buyerKeyID } = await tomatoSales(1)
    const body = run(marketKeyID, buyerKeyID, 2)
    const clerk = await signIn(server.app, USERS.gateClerk)
    expect((await call(server.app, api.buyerBill.generate, { token: clerk.token, body })).status).toBe(403)
    const accountant = await signIn(server.app, USERS.accountant)
    await assignMarket(server, accountant.userKeyID, marketKeyID)
    const saved = await call(server.app, api.buyerBill.generate, { token: accountant.token, body })
    expect(saved.status).toBe(200)
    const [invoice] = saved.body.responseData!.data as BuyerBill[]
    const other = await registerFirm(server.app)
    const before = server.app.mockStore.snapshot()
    const model = await call(server.app, api.buyerBill.model, {
      token: other.token,
      query: { BuyerBillKeyID: invoice!.buyerBillKeyID },
    })
    expect(model.status).toBe(404)
    expect((await call(server.app, api.buyerBill.preview, { token: other.token, body })).status).toBe(404)
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('refuses bad periods and modes with 400 and changes nothing', async () => {
    const { marketKeyID, buyerKeyID } = await tomatoSales(1)
    const before = server.app.mockStore.snapshot()
    for (const body of [
      { ...run(marketKeyID, buyerKeyID, 2), fromDate: TODAY, toDate: shiftDate(TODAY, -1) },
      { ...run(marketKeyID, buyerKeyID, 2), fromDate: shiftDate(TODAY, -400) },
      { ...run(marketKeyID, buyerKeyID, 2), mode: 3 },
      { ...run(marketKeyID, buyerKeyID, 2), buyerKeyIDs: [buyerKeyID, buyerKeyID] },
    ]) {
      expect((await server.call(api.buyerBill.generate, { body })).status).toBe(400)
    }
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })
})
