import { describe, expect, it } from 'vitest'
import { api, type EndpointDef, tokenLabel, toPaise } from '../contracts'
import { shiftDate } from './context'
import { marketNamed, partiesOf, sellCrateToken } from './test/market-day'
import { buyerInvoices, farmerBill, moneyScene, paymentBody, receiptBody } from './test/money'
import { call, registerFirm, seededServer, signIn, TODAY, USERS } from './test/support'

/** The reports and the dashboard against documents made here through the API: what each one adds. */
const server = seededServer()

const today = { fromDate: TODAY, toDate: TODAY }
const paise = (rupees: number) => toPaise(rupees)

async function reportOf<E extends EndpointDef>(endpoint: E, body: Record<string, unknown>) {
  const answer = await server.call(endpoint, { body: { pageNo: 0, pageSize: 100, ...body } })
  expect(answer.status, answer.body.errorMessage ?? '').toBe(200)
  const { data, totalCount, totals } = answer.body.responseData!
  return { rows: data as unknown as Record<string, unknown>[], totalCount: totalCount!, totals: totals! }
}

const rowOf = (rows: Record<string, unknown>[], field: string, key: string) =>
  rows.find((row) => row[field] === key)

/** A row's numbers, 0 for a party the report did not list yet. */
const numbers = (row: Record<string, unknown> | undefined, columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, paise(Number(row?.[c] ?? 0))]))

describe('Report/GetFarmerReport', () => {
  const columns = ['tokens', 'crates', 'gross', 'net', 'paid', 'balance'] as const

  it("adds a patti's token, crates and money and a payment to the farmer's row, and to the totals", async () => {
    const scene = await moneyScene(server)
    const body = { marketKeyID: scene.marketKeyID, ...today }
    const before = await reportOf(api.report.farmer, body)
    const patti = await farmerBill(server, scene, 20, 250)
    await server.data(api.payment.add, { body: paymentBody(scene, 1000) })
    const after = await reportOf(api.report.farmer, body)

    const was = numbers(rowOf(before.rows, 'farmerKeyID', scene.farmerKeyID), columns)
    const row = rowOf(after.rows, 'farmerKeyID', scene.farmerKeyID)!
    const now = numbers(row, columns)
    const net = paise(patti.netPayable)
    expect({
      tokens: now.tokens! - was.tokens!,
      crates: now.crates! - was.crates!,
      gross: now.gross! - was.gross!,
      net: now.net! - was.net!,
      paid: now.paid! - was.paid!,
      balance: now.balance! - was.balance!,
    }).toEqual({ tokens: 100, crates: 2000, gross: 500_000, net, paid: 100_000, balance: net - 100_000 })
    expect(paise(Number(row.deductions))).toBe(paise(Number(row.gross)) - paise(Number(row.net)))
    // A day's row: what was owed before it, plus the day's net, less the day's payment.
    expect(paise(Number(row.balance))).toBe(
      paise(Number(row.opening)) + paise(Number(row.net)) - paise(Number(row.paid)),
    )
    const upToYesterday = await reportOf(api.report.farmer, {
      marketKeyID: scene.marketKeyID,
      fromDate: '',
      toDate: shiftDate(TODAY, -1),
    })
    const owedBefore = rowOf(upToYesterday.rows, 'farmerKeyID', scene.farmerKeyID)?.balance ?? 0
    expect(paise(Number(row.opening))).toBe(paise(Number(owedBefore)))
    for (const column of columns) {
      const sum = after.rows.reduce((s, r) => s + paise(Number(r[column])), 0)
      expect(paise(after.totals[column]!), column).toBe(sum)
    }
  })

  it('lists only farmers we still owe when asked for those with a balance', async () => {
    const scene = await moneyScene(server)
    const patti = await farmerBill(server, scene, 10, 100)
    await server.data(api.payment.add, { body: paymentBody(scene, patti.netPayable) })
    const body = { marketKeyID: scene.marketKeyID, ...today, withBalance: true }
    const { rows } = await reportOf(api.report.farmer, body)
    expect(rows.every((r) => r.balance !== 0)).toBe(true)
  })
})

describe('Report/GetFarmerDetailReport', () => {
  it("lists the farmer's patti with its lines and the payment, the balance running to the closing", async () => {
    const scene = await moneyScene(server, 1)
    const patti = await farmerBill(server, scene, 20, 250)
    await server.data(api.payment.add, { body: paymentBody(scene, 1500) })
    const { rows, totals } = await reportOf(api.report.farmerDetail, {
      marketKeyID: scene.marketKeyID,
      farmerKeyID: scene.farmerKeyID,
      ...today,
    })
    const pattiRow = rows.find((r) => r.documentNo === patti.billNo)!
    expect(pattiRow).toMatchObject({ kind: 'Patti', gross: 5000, net: patti.netPayable, crates: 20 })
    expect(pattiRow.lines).toEqual([expect.objectContaining({ crates: 20, rate: 250, amount: 5000 })])
    expect(rows.filter((r) => r.kind === 'Payment').map((r) => r.payment)).toContain(1500)
    let balance = paise(totals.opening!)
    for (const row of rows) {
      balance += paise(Number(row.net)) - paise(Number(row.payment))
      expect(paise(Number(row.balance))).toBe(balance)
    }
    expect(paise(totals.closing!)).toBe(balance)
  })

  it("answers 404 for a farmer of another firm's, and 400 without a farmer", async () => {
    const scene = await moneyScene(server)
    const other = await registerFirm(server.app)
    const [market] = await server.allRows(api.market.list, {})
    const foreign = await call(server.app, api.report.farmerDetail, {
      token: other.token,
      body: { pageNo: 0, pageSize: 10, marketKeyID: market!.marketKeyID, farmerKeyID: scene.farmerKeyID },
    })
    expect(foreign.status).toBe(404)
    const missing = await server.call(api.report.farmerDetail, {
      body: { pageNo: 0, pageSize: 10, marketKeyID: scene.marketKeyID },
    })
    expect(missing.status).toBe(400)
  })
})

describe('Report/GetBuyerReport and GetBuyerDetailReport', () => {
  const columns = ['invoiced', 'received', 'outstanding'] as const

  it('adds the invoices and the receipt to the buyer, the outstanding being invoices less receipts', async () => {
    const scene = await moneyScene(server, 0, 2)
    const body = { marketKeyID: scene.marketKeyID, ...today }
    const before = await reportOf(api.report.buyer, body)
    const invoices = await buyerInvoices(server, scene, [200, 300])
    await server.data(api.payment.add, { body: receiptBody(scene, 500) })
    const after = await reportOf(api.report.buyer, body)
    const was = numbers(rowOf(before.rows, 'buyerKeyID', scene.buyerKeyID), columns)
    const now = numbers(rowOf(after.rows, 'buyerKeyID', scene.buyerKeyID), columns)
    // The run invoiced the buyer's other sales of the day too: the report has every invoice of the day.
    const todays = await server.allRows(api.buyerBill.list, {
      ...body,
      buyerKeyID: scene.buyerKeyID,
      status: 1,
    })
    expect(todays.map((r) => r.billNo)).toEqual(expect.arrayContaining(invoices.map((i) => i.billNo)))
    expect(now.invoiced).toBe(todays.reduce((sum, invoice) => sum + paise(invoice.totalAmount), 0))
    expect(now.received! - was.received!).toBe(50_000)
    // The outstanding is the buyer's whole account in the market, history included: its ledger's closing.
    const ledger = await server.data(api.ledger.buyerLedger, {
      body: { marketKeyID: scene.marketKeyID, buyerKeyID: scene.buyerKeyID },
    })
    expect(now.outstanding).toBe(paise(ledger.closingBalance))

    const detail = await reportOf(api.report.buyerDetail, { ...body, buyerKeyID: scene.buyerKeyID })
    const invoiceRow = detail.rows.find((r) => r.documentNo === invoices[0]!.billNo)!
    expect(invoiceRow).toMatchObject({ kind: 'Invoice', invoiced: invoices[0]!.totalAmount })
    expect(invoiceRow.lines).toEqual([expect.objectContaining({ crates: 10, rate: 200, amount: 2000 })])
    expect(detail.rows).toContainEqual(
      expect.objectContaining({ kind: 'Receipt', received: 500, mode: 'UPI' }),
    )
    expect(paise(detail.totals.closing!)).toBe(paise(Number(detail.rows.at(-1)!.balance)))
  })
})

const TOMATO = 1
const [TOMATO_1, TOMATO_2] = [1, 2]

describe('Report/GetTokenReport and GetGradingReport', () => {
  it('shows a sold, billed token with its buyer, amount and patti; grading adds its grades', async () => {
    const market = await marketNamed(server, 'Narayangaon')
    const { farmers, buyers } = await partiesOf(server, market.marketKeyID)
    const body = { marketKeyID: market.marketKeyID, ...today, productID: TOMATO }
    const gradesBefore = await reportOf(api.report.grading, body)
    const sold = await sellCrateToken(server, {
      marketKeyID: market.marketKeyID,
      farmerKeyID: farmers[3]!.farmerKeyID,
      buyerKeyID: buyers[1]!.buyerKeyID,
      productID: TOMATO,
      gradingType: 2,
      sales: [
        { gradeID: TOMATO_1, crates: 20, rateUnit: 2, rate: 300, netWeightKg: 487.5 },
        { gradeID: TOMATO_2, crates: 10, rateUnit: 2, rate: 200 },
      ],
    })
    const patti = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: market.marketKeyID, tokenKeyIDs: [sold.tokenKeyID] },
    })
    const tokens = await reportOf(api.report.token, body)
    expect(rowOf(tokens.rows, 'tokenKeyID', sold.tokenKeyID)).toMatchObject({
      crates: 30,
      gross: 8000,
      buyers: buyers[1]!.firmName,
      billNo: patti.billNo,
      status: 4,
    })
    expect(tokens.totals.tokens).toBe(tokens.totalCount)
    const label = tokenLabel(Number(rowOf(tokens.rows, 'tokenKeyID', sold.tokenKeyID)!.tokenNo))
    const found = await reportOf(api.report.token, { ...body, searchKeyword: label })
    expect(found.rows.map((r) => r.tokenKeyID)).toContain(sold.tokenKeyID)
    const statement = await reportOf(api.report.farmerDetail, {
      marketKeyID: market.marketKeyID,
      farmerKeyID: farmers[3]!.farmerKeyID,
      ...today,
      searchKeyword: label,
    })
    expect(statement.rows.map((r) => r.tokenNos)).toEqual([label])

    const gradesAfter = await reportOf(api.report.grading, body)
    const crates = (rows: Record<string, unknown>[], gradeID: number) =>
      Number(rows.find((r) => r.gradeID === gradeID)?.crates ?? 0)
    expect(crates(gradesAfter.rows, TOMATO_1) - crates(gradesBefore.rows, TOMATO_1)).toBe(20)
    expect(crates(gradesAfter.rows, TOMATO_2) - crates(gradesBefore.rows, TOMATO_2)).toBe(10)
    // Kg as weighed; the line never weighed counts apart, at its crates full.
    const kgOf = (rows: Record<string, unknown>[], gradeID: number, column: 'kg' | 'estimatedKg') =>
      Number(rows.find((r) => r.gradeID === gradeID)?.[column] ?? 0)
    const change = (gradeID: number, column: 'kg' | 'estimatedKg') =>
      Math.round((kgOf(gradesAfter.rows, gradeID, column) - kgOf(gradesBefore.rows, gradeID, column)) * 100)
    const capacity = server.app.mockStore.products.in(server.demo.companyKeyID, TOMATO)!.crateCapacityKg
    expect([change(TOMATO_1, 'kg'), change(TOMATO_1, 'estimatedKg')]).toEqual([48_750, 0])
    expect([change(TOMATO_2, 'kg'), change(TOMATO_2, 'estimatedKg')]).toEqual([0, 10 * capacity * 100])
    const shares = gradesAfter.rows.reduce((sum, r) => sum + Number(r.sharePercent), 0)
    expect(shares).toBeCloseTo(100, 1)
  })
})

describe('Report/GetEmployeeReport and GetAccountantReport', () => {
  it("credits the owner's vehicle entry, token, sale and patti, and the cash paid", async () => {
    const scene = await moneyScene(server)
    const body = { marketKeyID: scene.marketKeyID, ...today, employeeKeyID: server.demo.userKeyID }
    const staffBefore = await reportOf(api.report.employee, body)
    const moneyBefore = await reportOf(api.report.accountant, body)
    await farmerBill(server, scene, 5, 100)
    await server.data(api.payment.add, { body: paymentBody(scene, 200) })
    const staff = await reportOf(api.report.employee, body)
    const money = await reportOf(api.report.accountant, body)
    const delta = (after: typeof staff, before: typeof staff, column: string) =>
      Number(after.totals[column]) - Number(before.totals[column] ?? 0)
    expect(
      ['vehicleEntries', 'tokens', 'auctionLines', 'bills'].map((c) => delta(staff, staffBefore, c)),
    ).toEqual([1, 1, 1, 1])
    expect(delta(money, moneyBefore, 'cashPayments')).toBe(200)
    expect(delta(money, moneyBefore, 'bills')).toBe(1)
    expect(staff.rows.map((r) => r.employeeKeyID)).toEqual([server.demo.userKeyID])
  })
})

describe('Dashboard/GetDashboard', () => {
  it("adds today's sale to the turnover and the patti less its payment to the payables", async () => {
    const scene = await moneyScene(server)
    const query = { MarketKeyID: scene.marketKeyID }
    const before = await server.data(api.dashboard.get, { query })
    const patti = await farmerBill(server, scene, 20, 250)
    await server.data(api.payment.add, { body: paymentBody(scene, 1000) })
    const after = await server.data(api.dashboard.get, { query })
    expect(paise(after.cards.turnoverToday) - paise(before.cards.turnoverToday)).toBe(500_000)
    expect(paise(after.cards.farmerPayables) - paise(before.cards.farmerPayables)).toBe(
      paise(patti.netPayable) - 100_000,
    )
    expect(after.cards.auctionsDone + after.cards.auctionsPending).toBe(
      before.cards.auctionsDone + before.cards.auctionsPending + 1,
    )
    const book = await reportOf(api.ledger.cashBankLedger, { marketKeyID: scene.marketKeyID })
    expect(after.cards.cashInHand).toBe(book.totals.cashClosing)
  })

  it('shows the farmer payables, receivables, overdue and ageing that the lists behind its cards total', async () => {
    for (const name of ['Pimpalgaon', 'Sangola']) {
      const { marketKeyID } = await marketNamed(server, name)
      const { cards, charts } = await server.data(api.dashboard.get, { query: { MarketKeyID: marketKeyID } })
      const farmers = await reportOf(api.report.farmer, { marketKeyID, fromDate: '', toDate: '' })
      const todays = await reportOf(api.farmerBill.list, { marketKeyID, status: 1, ...today })
      const register = (await reportOf(api.ledger.collectionRegister, { marketKeyID })).totals
      const overdue = (await reportOf(api.ledger.collectionRegister, { marketKeyID, overdueOnly: true }))
        .totals
      expect(paise(cards.farmerPayables), name).toBe(paise(farmers.totals.balance!))
      expect(paise(cards.todayUnpaidPattis.amount), name).toBe(paise(todays.totals.balance!))
      expect(paise(cards.buyerReceivables), name).toBe(paise(register.outstanding!))
      expect(paise(cards.buyerOverdue), name).toBe(paise(overdue.overdue!))
      expect(cards.buyerOverdue, name).toBeGreaterThan(0)
      const { days0to7, days8to15, days16to30, over30 } = register
      expect(charts.receivablesAgeing, name).toEqual({ days0to7, days8to15, days16to30, over30 })
    }
  })

  it("answers 404 for another firm's market", async () => {
    const other = await registerFirm(server.app)
    const scene = await moneyScene(server)
    const answer = await call(server.app, api.dashboard.get, {
      token: other.token,
      query: { MarketKeyID: scene.marketKeyID },
    })
    expect(answer.status).toBe(404)
  })
})

describe('access to the reports', () => {
  it('refuses a role without Reports view (403), a call without a token (401), a bad body (400)', async () => {
    const scene = await moneyScene(server)
    const body = { pageNo: 0, pageSize: 10, marketKeyID: scene.marketKeyID }
    const clerk = await signIn(server.app, USERS.gateClerk)
    expect((await call(server.app, api.report.farmer, { token: clerk.token, body })).status).toBe(403)
    expect((await call(server.app, api.report.farmer, { body })).status).toBe(401)
    const bad = await server.call(api.report.token, { body: { ...body, status: 9 } })
    expect(bad.status).toBe(400)
    const otherFirm = await registerFirm(server.app)
    const foreign = await call(server.app, api.report.buyer, { token: otherFirm.token, body })
    expect(foreign.status).toBe(404)
  })
})
