import { describe, expect, it } from 'vitest'
import { ACCOUNT, ACCOUNT_GROUPS, accountIDOf, api, BILL_STATUS, BOOKS_MESSAGES } from '../contracts'
import { buyerInvoices, farmerBill, moneyScene, paymentBody, receiptBody } from './test/money'
import { call, registerFirm, seededServer, signIn, TODAY, USERS } from './test/support'

/** The Books calls over the seeded firm, with today's documents made through the API. */
const server = seededServer()

/** Rupees on the wire to paise, to compare sums exactly. */
const paise = (n: number | undefined) => Math.round((n ?? 0) * 100)

const trialBalance = (marketKeyID: string, asOfDate = TODAY) =>
  server.call(api.books.trialBalance, { body: { marketKeyID, asOfDate } })

async function balanceOf(marketKeyID: string, accountID: string, asOfDate = TODAY): Promise<number> {
  const answer = await trialBalance(marketKeyID, asOfDate)
  const row = answer.body.responseData!.data.find((r) => r.accountID === accountID)
  return Math.round(((row?.debit ?? 0) - (row?.credit ?? 0)) * 100)
}

const ledgerBody = (marketKeyID: string, accountID: string, over: Record<string, unknown> = {}) => ({
  pageNo: 0,
  pageSize: 100,
  marketKeyID,
  accountID,
  fromDate: TODAY,
  toDate: TODAY,
  ...over,
})

describe('the chart of accounts', () => {
  it('has the default accounts, one per farmer and buyer, each under a Tally group, names unique', async () => {
    const chart = await server.data(api.books.accountLookup, {})
    const ids = chart.map((a) => a.accountID)
    expect(ids).toEqual(expect.arrayContaining([ACCOUNT.aadat, ACCOUNT.goodsOnCommission, ACCOUNT.roundOff]))
    expect(new Set(chart.map((a) => a.accountName)).size).toBe(chart.length)
    expect(chart.every((a) => ACCOUNT_GROUPS.includes(a.groupName))).toBe(true)
    const scene = await moneyScene(server)
    expect(chart.find((a) => a.accountID === accountIDOf.farmer(scene.farmerKeyID))).toMatchObject({
      groupName: 'Sundry Creditors',
      partyType: 1,
      partyKeyID: scene.farmerKeyID,
    })
    expect(chart.find((a) => a.accountID === accountIDOf.buyer(scene.buyerKeyID))).toMatchObject({
      groupName: 'Sundry Debtors',
      partyType: 2,
    })
    expect(chart.find((a) => a.accountID === accountIDOf.cash(scene.marketKeyID))?.groupName).toBe(
      'Cash-in-Hand',
    )
    // Asked again after a change elsewhere, the same masters name the same accounts.
    await farmerBill(server, scene)
    expect((await server.data(api.books.accountLookup, {})).map((a) => a.accountID)).toEqual(ids)
  })
})

describe('the trial balance', () => {
  it('balances for the firm and for one market, each row on one side', async () => {
    const scene = await moneyScene(server)
    for (const marketKeyID of ['', scene.marketKeyID]) {
      const answer = await trialBalance(marketKeyID)
      expect(answer.status).toBe(200)
      const { data, totals } = answer.body.responseData!
      expect(totals!.debit).toBe(totals!.credit)
      expect(data.length).toBeGreaterThan(5)
      expect(data.every((r) => (r.debit === 0) !== (r.credit === 0))).toBe(true)
    }
  })

  it("posts today's patti: the farmer is owed its net, the goods come in at gross", async () => {
    const scene = await moneyScene(server)
    const farmer = accountIDOf.farmer(scene.farmerKeyID)
    const before = await balanceOf(scene.marketKeyID, farmer)
    const goodsBefore = await balanceOf(scene.marketKeyID, ACCOUNT.goodsOnCommission)
    const patti = await farmerBill(server, scene, 20, 250)
    expect(await balanceOf(scene.marketKeyID, farmer)).toBe(before - Math.round(patti.netPayable * 100))
    expect(await balanceOf(scene.marketKeyID, ACCOUNT.goodsOnCommission)).toBe(
      goodsBefore + Math.round(patti.grossAmount * 100),
    )
    // As of yesterday the patti is not in the books yet.
    expect(await balanceOf(scene.marketKeyID, farmer, '2026-11-20')).toBe(before)
  })
})

describe('an account ledger', () => {
  it('lists the invoice and the receipt with a running balance and totals that add up', async () => {
    const scene = await moneyScene(server, 1, 2)
    const [invoice] = await buyerInvoices(server, scene, [200])
    await server.data(api.payment.add, { body: receiptBody(scene, 500) })
    const buyer = accountIDOf.buyer(scene.buyerKeyID)
    const answer = await server.call(api.books.accountLedger, { body: ledgerBody(scene.marketKeyID, buyer) })
    expect(answer.status).toBe(200)
    const { data, totals } = answer.body.responseData!
    const invoiceRow = data.find((r) => r.voucherNo === invoice!.billNo)
    expect(invoiceRow).toMatchObject({ documentType: 'Invoice', debit: invoice!.totalAmount, credit: 0 })
    expect(data.find((r) => r.documentType === 'Receipt')).toMatchObject({ debit: 0, credit: 500 })
    expect(paise(totals!.closing)).toBe(paise(totals!.opening) + paise(totals!.debit) - paise(totals!.credit))
    expect(paise(data.at(-1)!.balance)).toBe(paise(totals!.closing))
    let running = paise(totals!.opening)
    for (const row of data) {
      running += paise(row.debit) - paise(row.credit)
      expect(paise(row.balance)).toBe(running)
    }
  })

  it('reverses a cancelled payment on the day it was cancelled', async () => {
    const scene = await moneyScene(server)
    await farmerBill(server, scene)
    const payment = await server.data(api.payment.add, {
      body: paymentBody(scene, 300, { paymentMode: 2, onlineSubMode: 'UPI', referenceNo: 'UTR-1' }),
    })
    const farmer = accountIDOf.farmer(scene.farmerKeyID)
    const paid = await balanceOf(scene.marketKeyID, farmer)
    await server.data(api.payment.cancel, {
      body: { paymentKeyID: payment.paymentKeyID, reason: 'Entered twice' },
    })
    expect(await balanceOf(scene.marketKeyID, farmer)).toBe(paid - 30_000)
    const rows = (
      await server.data(api.books.accountLedger, { body: ledgerBody(scene.marketKeyID, farmer) })
    ).filter((r) => r.voucherNo.startsWith(payment.voucherNo))
    expect(rows.map((r) => [r.voucherNo, r.debit, r.credit])).toEqual([
      [payment.voucherNo, 300, 0],
      [`${payment.voucherNo}/C`, 0, 300],
    ])
  })

  it('reverses a patti of an earlier day on the day it was cancelled, leaving its own day as it stood', async () => {
    const { marketKeyID } = await moneyScene(server)
    const bill = [...server.app.mockStore.farmerBills.values()].find(
      (b) =>
        b.marketKeyID === marketKeyID &&
        b.billDate >= '2026-11-14' &&
        b.billDate < '2026-11-18' &&
        b.finalPaise > 0 &&
        b.status === BILL_STATUS.Active &&
        b.paidPaise === 0 &&
        !b.isLocked,
    )!
    const farmer = accountIDOf.farmer(bill.farmerKeyID)
    const before = await balanceOf(marketKeyID, farmer, bill.billDate)
    const cancelled = await server.data(api.farmerBill.cancel, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Wrong farmer' },
    })
    expect(cancelled.cancelledDate).toBe(TODAY)
    expect(await balanceOf(marketKeyID, farmer, bill.billDate)).toBe(before)
    const rows = (
      await server.data(api.books.accountLedger, {
        body: ledgerBody(marketKeyID, farmer, { fromDate: bill.billDate }),
      })
    ).filter((r) => r.voucherNo.startsWith(bill.billNo))
    const net = bill.finalPaise / 100
    expect(rows.map((r) => [r.voucherNo, r.date, r.debit, r.credit])).toEqual([
      [bill.billNo, bill.billDate, 0, net],
      [`${bill.billNo}/C`, TODAY, net, 0],
    ])
  })

  it('answers 404 for an account the firm does not have', async () => {
    const answer = await server.call(api.books.accountLedger, { body: ledgerBody('', 'farmer:nobody') })
    expect(answer.body).toMatchObject({ statusCode: 404, errorMessage: BOOKS_MESSAGES.accountNotFound })
  })
})

describe('profit and loss', () => {
  it('income less expenses is the net profit, and an expense shows under its head', async () => {
    const answer = await server.call(api.books.profitAndLoss, {
      body: { marketKeyID: '', fromDate: '2026-11-01', toDate: TODAY },
    })
    expect(answer.status).toBe(200)
    const pl = answer.body.responseData!.data
    const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + paise(l.amount), 0)
    expect(sum(pl.income)).toBe(paise(pl.totalIncome))
    expect(sum(pl.expenses)).toBe(paise(pl.totalExpenses))
    expect(paise(pl.netProfit)).toBe(paise(pl.totalIncome) - paise(pl.totalExpenses))
    expect(pl.income.map((l) => l.accountID)).toContain(ACCOUNT.aadat)
  })
})

describe('a levy', () => {
  it('is owed to the committee, listed per document, and an expense in its category pays it over', async () => {
    const hamali = await server.data(api.service.model, { query: { ServiceID: 8 } })
    await server.data(api.service.addUpdate, { body: { ...hamali, isLevy: true } })
    const chart = await server.data(api.books.accountLookup, {})
    expect(chart.find((a) => a.accountID === accountIDOf.service(8))?.groupName).toBe('Duties & Taxes')
    const scene = await moneyScene(server, 0, 3)
    const [invoice] = await buyerInvoices(server, scene, [300])
    const line = invoice!.serviceLines.find((l) => l.serviceID === 8)!
    expect(line.amount).toBeGreaterThan(0)
    const category = await server.data(api.expenseCategory.addUpdate, {
      body: { categoryName: 'Hamali', categoryType: 2, isVisible: true, charges: 0 },
    })
    await server.data(api.expense.addUpdate, {
      body: {
        marketKeyID: scene.marketKeyID,
        expenseDate: TODAY,
        categoryKeyID: category.categoryKeyID,
        serviceOption: 4,
        amount: 100,
        paymentMode: 2,
        onlineSubMode: 'UPI',
        referenceNo: 'UTR-77',
        paidTo: 'Market committee',
      },
    })
    const body = {
      pageNo: 0,
      pageSize: 100,
      marketKeyID: scene.marketKeyID,
      serviceID: 8,
      fromDate: TODAY,
      toDate: TODAY,
    }
    const answer = await server.call(api.books.levyRegister, { body })
    expect(answer.status).toBe(200)
    const { data, totals } = answer.body.responseData!
    expect(data.find((r) => r.documentNo === invoice!.billNo)).toMatchObject({
      base: invoice!.goodsAmount,
      amount: line.amount,
      paid: 0,
    })
    expect(data.find((r) => r.paid > 0)).toMatchObject({ paid: 100, amount: 0 })
    expect(paise(totals!.paid)).toBe(10_000)
    expect(paise(totals!.amount)).toBe(data.reduce((s, r) => s + paise(r.amount), 0))
    // The register's balance is what the levy account stands at in the books.
    expect(await balanceOf(scene.marketKeyID, accountIDOf.service(8))).toBe(-paise(totals!.balance))
  })

  it('refuses a service that is not a levy (400) and one the firm does not have (404)', async () => {
    const body = { pageNo: 0, pageSize: 10, marketKeyID: '', serviceID: 7 }
    const notLevy = await server.call(api.books.levyRegister, { body })
    expect(notLevy.body).toMatchObject({
      statusCode: 400,
      errorMessage: `serviceID: ${BOOKS_MESSAGES.notALevy}`,
    })
    const missing = await server.call(api.books.levyRegister, { body: { ...body, serviceID: 999 } })
    expect(missing.status).toBe(404)
  })
})

describe('access to the books', () => {
  it('refuses a role without Reports view (403), no token (401), bad input (400), another firm (404)', async () => {
    const scene = await moneyScene(server)
    const body = { marketKeyID: scene.marketKeyID, asOfDate: TODAY }
    const clerk = await signIn(server.app, USERS.gateClerk)
    expect((await call(server.app, api.books.trialBalance, { token: clerk.token, body })).status).toBe(403)
    expect((await call(server.app, api.books.accountLookup, { token: clerk.token })).status).toBe(403)
    expect((await call(server.app, api.books.trialBalance, { body })).status).toBe(401)
    for (const bad of [{ ...body, asOfDate: '2026-02-30' }, { marketKeyID: scene.marketKeyID }]) {
      expect((await server.call(api.books.trialBalance, { body: bad })).status).toBe(400)
    }
    const backwards = { marketKeyID: '', fromDate: TODAY, toDate: '2026-11-01' }
    expect((await server.call(api.books.profitAndLoss, { body: backwards })).status).toBe(400)
    // Staff assigned to one market are refused another market's books, and see only theirs as the firm.
    const admin = await signIn(server.app, USERS.admin)
    await server.data(api.employee.assignMarkets, {
      body: { employeeKeyID: admin.userKeyID, marketKeyIDs: [scene.marketKeyID] },
    })
    const markets = await server.data(api.market.lookup, { query: { CompanyKeyID: admin.companyKeyID } })
    const elsewhere = markets.find((m) => m.marketKeyID !== scene.marketKeyID)!.marketKeyID
    const notAssigned = await call(server.app, api.books.trialBalance, {
      token: admin.token,
      body: { marketKeyID: elsewhere, asOfDate: TODAY },
    })
    expect(notAssigned.status).toBe(403)
    const asFirm = await call(server.app, api.books.trialBalance, {
      token: admin.token,
      body: { marketKeyID: '', asOfDate: TODAY },
    })
    expect(asFirm.body.responseData!.data.some((r) => r.accountID === accountIDOf.cash(elsewhere))).toBe(
      false,
    )
    const other = await registerFirm(server.app)
    const foreign = await call(server.app, api.books.trialBalance, { token: other.token, body })
    expect(foreign.status).toBe(404)
    // The other firm's own books are empty and still balance.
    const own = await call(server.app, api.books.trialBalance, {
      token: other.token,
      body: { marketKeyID: '', asOfDate: TODAY },
    })
    expect(own.body.responseData).toMatchObject({ data: [], totals: { debit: 0, credit: 0 } })
  })
})
