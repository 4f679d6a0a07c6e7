import { describe, expect, it } from 'vitest'
import {
  api,
  countTotal,
  EXPENSE_MESSAGES,
  MONEY_MESSAGES,
  VOUCHER_STATUS,
  WALLET_MESSAGES,
} from '../contracts'
import { shiftDate } from './context'
import { displayDate } from './handlers/cash-book'
import { marketNamed } from './test/market-day'
import { moneyScene, paymentBody, receiptBody } from './test/money'
import { data, seededServer, signIn, TODAY, USERS } from './test/support'
import { uploadImage } from './test/uploads'

const server = seededServer()
const YESTERDAY = shiftDate(TODAY, -1)

const walletDay = (MarketKeyID: string, WalletDate = TODAY) =>
  server.data(api.wallet.day, { query: { MarketKeyID, WalletDate } })

const rupees = (lines: readonly { denomination: number; count: number }[]) => countTotal(lines) / 100

describe('the market wallet', () => {
  it("opens today with yesterday's closing count, and its book is opening + in − out", async () => {
    const { marketKeyID } = await moneyScene(server)
    const yesterday = await walletDay(marketKeyID, YESTERDAY)
    const today = await walletDay(marketKeyID)
    expect([yesterday.status, today.status]).toEqual([2, 1])
    expect(today.openingCount).toEqual(yesterday.closingCount)
    expect(today.previousClosingCount).toEqual(yesterday.closingCount)
    const cashIn = today.movements.reduce((sum, m) => sum + m.cashIn * 100, 0) / 100
    const cashOut = today.movements.reduce((sum, m) => sum + m.cashOut * 100, 0) / 100
    expect([today.cashIn, today.cashOut]).toEqual([cashIn, cashOut])
    expect(today.bookClosing).toBeCloseTo(today.openingAmount + cashIn - cashOut, 2)
    expect(today.movements.at(-1)?.balance ?? today.openingAmount).toBeCloseTo(today.bookClosing, 2)
    expect(yesterday.variance).toBeCloseTo(yesterday.closingAmount - yesterday.bookClosing, 2)
  })

  it('refuses a cash payment that would take the book below zero, and takes one that empties it', async () => {
    const scene = await moneyScene(server)
    const { bookClosing } = await walletDay(scene.marketKeyID)
    const over = await server.call(api.payment.add, {
      body: paymentBody(scene, bookClosing + 1, { purpose: 'Advance' }),
    })
    expect(over.status).toBe(400)
    expect(over.body.errorMessage).toContain('cannot take it below zero')
    const expense = await server.call(api.expense.addUpdate, {
      body: await expenseBody(scene.marketKeyID, { amount: bookClosing + 1 }),
    })
    expect(expense.status).toBe(400)
    await server.data(api.payment.add, { body: paymentBody(scene, bookClosing, { purpose: 'Advance' }) })
    expect((await walletDay(scene.marketKeyID)).bookClosing).toBe(0)
  })

  it('closes with a count; a variance needs its reason; a closed day takes no cash but still takes online money', async () => {
    const scene = await moneyScene(server)
    const day = await walletDay(scene.marketKeyID)
    const short = [{ denomination: 1, count: Math.round(day.bookClosing) - 50 }]
    const body = { marketKeyID: scene.marketKeyID, walletDate: TODAY, closingCount: short }
    const noReason = await server.call(api.wallet.close, { body })
    expect(noReason.body.errorMessage).toBe(`varianceReason: ${WALLET_MESSAGES.reasonRequired}`)
    const closed = await server.data(api.wallet.close, { body: { ...body, varianceReason: 'Change short' } })
    expect([closed.status, closed.closingAmount]).toEqual([2, rupees(short)])
    expect(closed.variance).toBeCloseTo(rupees(short) - day.bookClosing, 2)

    const cash = await server.call(api.payment.add, {
      body: receiptBody(scene, 100, { paymentMode: 1, onlineSubMode: '', referenceNo: '' }),
    })
    expect(cash.body.errorMessage).toBe(MONEY_MESSAGES.walletClosed('21-11-2026'))
    const fee = await server.call(api.vehicleEntry.addUpdate, {
      body: {
        marketKeyID: scene.marketKeyID,
        vehicleNo: 'MH14ZZ4321',
        vehicleTypeID: 2,
        transportationType: 1,
        entryFeeMode: 1,
        tokens: [{ farmerKeyID: scene.farmerKeyID, productID: 1, declaredCrates: 10, gradingType: 0 }],
      },
    })
    expect(fee.body.errorMessage).toBe(MONEY_MESSAGES.walletClosed('21-11-2026'))
    await server.data(api.payment.add, { body: receiptBody(scene, 100) })
    const again = await server.call(api.wallet.close, { body: { ...body, varianceReason: 'Again' } })
    expect(again.body.errorMessage).toBe(WALLET_MESSAGES.closed)
  })

  it('opens a day only after the last one closed, with the count it closed with', async () => {
    const scene = await moneyScene(server)
    const day = await walletDay(scene.marketKeyID)
    const tomorrow = shiftDate(TODAY, 1)
    const future = await server.call(api.wallet.open, {
      body: { marketKeyID: scene.marketKeyID, walletDate: tomorrow, openingCount: day.openingCount },
    })
    expect(future.body.errorMessage).toBe(`walletDate: ${WALLET_MESSAGES.futureDay}`)
    const twice = await server.call(api.wallet.open, {
      body: { marketKeyID: scene.marketKeyID, walletDate: TODAY, openingCount: day.openingCount },
    })
    expect(twice.body.errorMessage).toBe(WALLET_MESSAGES.alreadyOpen)

    // A market without wallet days opens its first day with any count.
    const [fresh] = (await server.allRows(api.market.list, { isActive: true })).filter(
      (m) => !['Pimpalgaon Baswant', 'Lasalgaon', 'Sangola', 'Narayangaon'].includes(m.marketPlaceName),
    )
    const first = await server.data(api.wallet.open, {
      body: {
        marketKeyID: fresh!.marketKeyID,
        walletDate: YESTERDAY,
        openingCount: [{ denomination: 500, count: 4 }],
      },
    })
    expect([first.status, first.openingAmount]).toEqual([1, 2000])
    const blocked = await server.call(api.wallet.open, {
      body: { marketKeyID: fresh!.marketKeyID, walletDate: TODAY, openingCount: [] },
    })
    expect(blocked.body.errorMessage).toBe(WALLET_MESSAGES.previousNotClosed('20-11-2026'))
    await server.data(api.wallet.close, {
      body: {
        marketKeyID: fresh!.marketKeyID,
        walletDate: YESTERDAY,
        closingCount: [{ denomination: 500, count: 4 }],
      },
    })
    const mismatch = await server.call(api.wallet.open, {
      body: {
        marketKeyID: fresh!.marketKeyID,
        walletDate: TODAY,
        openingCount: [{ denomination: 200, count: 5 }],
      },
    })
    expect(mismatch.body.errorMessage).toBe(
      `openingCount: ${WALLET_MESSAGES.openingMismatch('₹1,000.00', '₹2,000.00')}`,
    )
    const notes = [{ denomination: 200, count: 10 }]
    const today = await server.data(api.wallet.open, {
      body: { marketKeyID: fresh!.marketKeyID, walletDate: TODAY, openingCount: notes },
    })
    expect(today.openingAmount).toBe(2000)
    const inactive = await server.call(api.wallet.close, {
      body: {
        marketKeyID: fresh!.marketKeyID,
        walletDate: TODAY,
        closingCount: [{ denomination: 3, count: 1 }],
      },
    })
    expect(inactive.body.errorMessage).toBe(
      `closingCount.0.denomination: ${WALLET_MESSAGES.denominationNotActive}`,
    )
  })
})

describe('Wallet/GetWalletDayList', () => {
  it('lists the days newest first with their book, count, variance and who closed them', async () => {
    const { marketKeyID } = await marketNamed(server, 'Pimpalgaon Baswant')
    const cashier = await signIn(server.app, USERS.cashier)
    await data(server.app, api.wallet.close, {
      token: cashier.token,
      body: {
        marketKeyID,
        walletDate: TODAY,
        closingCount: [{ denomination: 500, count: 1 }],
        varianceReason: 'Counted in a hurry',
      },
    })
    const rows = (await server.call(api.wallet.list, { body: { pageNo: 0, pageSize: 10, marketKeyID } })).body
      .responseData!.data
    expect(rows.map((r) => r.walletDate).slice(0, 3)).toEqual([TODAY, YESTERDAY, shiftDate(TODAY, -2)])
    expect(rows[0]).toMatchObject({
      status: 2,
      closingAmount: 500,
      varianceReason: 'Counted in a hurry',
      closedBy: 'Santosh Aher',
    })
    for (const row of rows) {
      const day = await walletDay(marketKeyID, row.walletDate)
      expect([row.openingAmount, row.cashIn, row.cashOut, row.bookClosing, row.closingAmount]).toEqual([
        day.openingAmount,
        day.cashIn,
        day.cashOut,
        day.bookClosing,
        day.closingAmount,
      ])
      expect([row.variance, row.closedBy]).toEqual([day.variance, day.closedBy])
      expect(row.closedBy).not.toBe('')
    }
    const yesterday = await server.allRows(api.wallet.list, {
      marketKeyID,
      fromDate: YESTERDAY,
      toDate: YESTERDAY,
    })
    expect(yesterday.map((r) => r.walletDate)).toEqual([YESTERDAY])
  })

  it('names nobody as the closer of a day still open', async () => {
    const { marketKeyID } = await moneyScene(server)
    const [today] = await server.allRows(api.wallet.list, { marketKeyID, status: 1 })
    expect([today?.walletDate, today?.closedBy]).toEqual([TODAY, ''])
  })
})

async function expenseBody(marketKeyID: string, over: Record<string, unknown> = {}) {
  const categories = await server.data(api.expenseCategory.lookup)
  return {
    marketKeyID,
    expenseDate: TODAY,
    categoryKeyID: categories.find((c) => c.categoryName === 'Labour')!.categoryKeyID,
    serviceOption: 1,
    amount: 1200,
    paymentMode: 1,
    paidTo: 'Hamal toli',
    ...over,
  }
}

describe('expenses', () => {
  it('numbers an expense, moves the wallet, totals the list and cancels with a reason', async () => {
    const { marketKeyID } = await moneyScene(server)
    const before = await walletDay(marketKeyID)
    const attachment = await uploadImage(server.app, server.demo.token)
    const expense = await server.data(api.expense.addUpdate, {
      body: await expenseBody(marketKeyID, { attachment }),
    })
    expect(expense.expenseNo).toMatch(/^EX\/26-27\/\d{5}$/)
    expect(expense.attachment).toBe(attachment)
    const after = await walletDay(marketKeyID)
    expect(after.cashOut).toBeCloseTo(before.cashOut + 1200, 2)
    expect(after.movements.at(-1)).toMatchObject({ voucherNo: expense.expenseNo, cashOut: 1200 })

    const edited = await server.data(api.expense.addUpdate, {
      body: { ...(await expenseBody(marketKeyID)), expenseKeyID: expense.expenseKeyID, amount: 1500 },
    })
    expect([edited.expenseNo, edited.amount]).toEqual([expense.expenseNo, 1500])

    const list = await server.call(api.expense.list, { body: { pageNo: 0, pageSize: 10, marketKeyID } })
    const all = await server.allRows(api.expense.list, { marketKeyID })
    const total =
      Math.round(
        all.filter((r) => r.status === VOUCHER_STATUS.Active).reduce((s, r) => s + r.amount * 100, 0),
      ) / 100
    expect(list.body.responseData!.totals).toEqual({ amount: total })

    const cancelled = await server.data(api.expense.cancel, {
      body: { expenseKeyID: expense.expenseKeyID, reason: 'Paid twice' },
    })
    expect(cancelled.status).toBe(2)
    expect((await walletDay(marketKeyID)).cashOut).toBeCloseTo(before.cashOut, 2)
  })

  it("corrects an expense while its wallet day is open, never a closed day's or a cancelled one", async () => {
    const { marketKeyID } = await moneyScene(server)
    const before = await walletDay(marketKeyID)
    const body = await expenseBody(marketKeyID)
    const expense = await server.data(api.expense.addUpdate, { body })
    const edited = await server.data(api.expense.addUpdate, {
      body: { ...body, expenseKeyID: expense.expenseKeyID, amount: 1500, paidTo: 'Sorting gang' },
    })
    expect([edited.expenseNo, edited.amount, edited.paidTo]).toEqual([
      expense.expenseNo,
      1500,
      'Sorting gang',
    ])
    expect((await walletDay(marketKeyID)).cashOut).toBeCloseTo(before.cashOut + 1500, 2)

    const [past] = await server.allRows(api.expense.list, {
      marketKeyID,
      paymentMode: 1,
      status: 1,
      fromDate: YESTERDAY,
      toDate: YESTERDAY,
    })
    const model = await server.data(api.expense.model, { query: { ExpenseKeyID: past!.expenseKeyID } })
    // The model carries the form's fields; the rest (number, names, status) is not read from a body.
    const closed = await server.call(api.expense.addUpdate, { body: { ...model, amount: model.amount + 1 } })
    expect([closed.status, closed.body.errorMessage]).toEqual([
      400,
      MONEY_MESSAGES.walletClosed(displayDate(YESTERDAY)),
    ])

    await server.data(api.expense.cancel, {
      body: { expenseKeyID: expense.expenseKeyID, reason: 'Paid twice' },
    })
    const cancelled = await server.call(api.expense.addUpdate, {
      body: { ...body, expenseKeyID: expense.expenseKeyID },
    })
    expect([cancelled.status, cancelled.body.errorMessage]).toEqual([400, EXPENSE_MESSAGES.editCancelled])
  })

  it('needs a category of the firm and a reference for online money', async () => {
    const { marketKeyID } = await moneyScene(server)
    const missing = await server.call(api.expense.addUpdate, {
      body: await expenseBody(marketKeyID, { categoryKeyID: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
    })
    expect(missing.status).toBe(400)
    const online = await server.call(api.expense.addUpdate, {
      body: await expenseBody(marketKeyID, { paymentMode: 2, onlineSubMode: 'UPI', referenceNo: '' }),
    })
    expect(online.body.errorMessage).toBe(`referenceNo: ${MONEY_MESSAGES.referenceRequired}`)
  })
})
