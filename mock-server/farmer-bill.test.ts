import { describe, expect, it } from 'vitest'
import { api, BILLING_MESSAGES, type FarmerBill, ROLE_MESSAGES, TOKEN_STATUS, tokenLabel } from '../contracts'
import { marketNamed, partiesOf, sellCrateToken, sellTrolley } from './test/market-day'
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

const POMEGRANATE = 3
const TOMATO = 1
/** Pomegranate's grades 1 No. … 4 No. */
const [POM_1, POM_2, POM_3, POM_4] = [9, 10, 11, 12]
const PER_KG = 1
const PER_CRATE = 2

/** Worked example A: 60 machine-graded pomegranate crates at Sangola (farmer Aadat 6%). */
async function exampleA(farmerIndex = 0) {
  const market = await marketNamed(server, 'Sangola')
  const { farmers, buyers } = await partiesOf(server, market.marketKeyID)
  const sale = await sellCrateToken(server, {
    marketKeyID: market.marketKeyID,
    farmerKeyID: farmers[farmerIndex]!.farmerKeyID,
    buyerKeyID: buyers[0]!.buyerKeyID,
    productID: POMEGRANATE,
    gradingType: 1,
    sales: [
      { gradeID: POM_1, crates: 18, rateUnit: PER_KG, rate: 142, netWeightKg: 352.4 },
      { gradeID: POM_2, crates: 24, rateUnit: PER_KG, rate: 96, netWeightKg: 468 },
      { gradeID: POM_3, crates: 12, rateUnit: PER_KG, rate: 61, netWeightKg: 229.8 },
      { gradeID: POM_4, crates: 6, rateUnit: PER_KG, rate: 32, netWeightKg: 110.5 },
    ],
  })
  return { marketKeyID: market.marketKeyID, farmers, buyers, ...sale }
}

/** An ungraded tomato lot sold per crate at Narayangaon. */
async function tomatoToken(
  options: { farmerIndex?: number; crates?: number; rate?: number; token?: string } = {},
) {
  const market = await marketNamed(server, 'Narayangaon')
  const { farmers, buyers } = await partiesOf(server, market.marketKeyID)
  const sale = await sellCrateToken(server, {
    marketKeyID: market.marketKeyID,
    farmerKeyID: farmers[options.farmerIndex ?? 0]!.farmerKeyID,
    buyerKeyID: buyers[0]!.buyerKeyID,
    productID: TOMATO,
    gradingType: 0,
    sales: [{ gradeID: 0, crates: options.crates ?? 40, rateUnit: PER_CRATE, rate: options.rate ?? 250 }],
  })
  return { marketKeyID: market.marketKeyID, farmers, buyers, ...sale }
}

const generate = (body: Record<string, unknown>) => server.call(api.farmerBill.generate, { body })
const tokenStatus = async (TokenKeyID: string) =>
  (await server.data(api.token.model, { query: { TokenKeyID } })).status

describe('FarmerBill/GenerateFarmerBill', () => {
  it('computes worked example A to the paisa and numbers the patti for the market and year', async () => {
    const { marketKeyID, tokenKeyID } = await exampleA()
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    expect(bill).toMatchObject({
      billDate: TODAY,
      grossAmount: 112_522.6,
      totalCrates: 60,
      totalWeightKg: 1160.7,
      totalDeductions: 7601.36,
      roundOff: -0.24,
      netPayable: 104_921,
      paidAmount: 0,
      balance: 104_921,
      paymentStatus: 1,
      status: 1,
      isLocked: false,
      estimatedWeight: false,
    })
    expect(bill.billNo).toMatch(/^F\/26-27\/\d{5}$/)
    expect(bill.serviceLines.map((s) => [s.basis, s.amount])).toEqual([
      ['Aadat 6%', 6751.36],
      ['Machine Grading ₹10 × 60', 600],
      ['Loading / Unloading ₹4 × 60', 240],
      ['Stationary ₹10 per bill', 10],
    ])
    expect(bill.lines.map((l) => [l.gradeName, l.crates, l.netWeightKg, l.rate, l.amount])).toEqual([
      ['1 No.', 18, 352.4, 142, 50_040.8],
      ['2 No.', 24, 468, 96, 44_928],
      ['3 No.', 12, 229.8, 61, 14_017.8],
      ['4 No.', 6, 110.5, 32, 3536],
    ])
    // Each line shows the day's rates of its product and grade in the market, its own sale among them.
    const { minRate, averageRate, maxRate } = bill.lines[0]!.dayRate!
    expect(minRate <= 142 && 142 <= maxRate && minRate <= averageRate && averageRate <= maxRate).toBe(true)
    expect(await tokenStatus(tokenKeyID)).toBe(TOKEN_STATUS.Billed)
    const model = await server.data(api.farmerBill.model, {
      query: { FarmerBillKeyID: bill.farmerBillKeyID },
    })
    expect(model).toEqual(bill)
  })

  it('pays worked example B’s farmer ₹64,934.00 for an onion trolley at Pimpalgaon', async () => {
    const market = await marketNamed(server, 'Pimpalgaon')
    const { farmers, buyers } = await partiesOf(server, market.marketKeyID)
    const { tokenKeyID } = await sellTrolley(server, {
      marketKeyID: market.marketKeyID,
      farmerKeyID: farmers[0]!.farmerKeyID,
      buyerKeyID: buyers[0]!.buyerKeyID,
      loadedWeightKg: 5860,
      emptyWeightKg: 2340,
      rate: 1851,
    })
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: market.marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    expect(bill.grossAmount).toBe(65_155.2)
    expect(bill.serviceLines.map((s) => s.basis)).toEqual([
      'Loading / Unloading ₹0.06 × 3,520 kg',
      'Stationary ₹10 per bill',
    ])
    expect([bill.netPayable, bill.roundOff, bill.transportationType]).toEqual([64_934, 0, 2])
  })

  it('answers in the preview exactly the patti it then saves, without key or number', async () => {
    const { marketKeyID, tokenKeyID } = await exampleA()
    const body = { marketKeyID, tokenKeyIDs: [tokenKeyID] }
    const before = server.app.mockStore.snapshot()
    const preview = await server.data(api.farmerBill.preview, { body })
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    expect([preview.farmerBillKeyID, preview.billNo]).toEqual(['', ''])
    const saved = await server.data(api.farmerBill.generate, { body })
    const strip = ({ farmerBillKeyID: _k, billNo: _n, createdDate: _c, ...rest }: FarmerBill) => rest
    expect(strip(saved)).toEqual(strip(preview))
  })

  it('combines tokens of one farmer, day and transport type, and refuses other combinations', async () => {
    const first = await tomatoToken()
    const second = await tomatoToken({ crates: 12, rate: 300 })
    const other = await tomatoToken({ farmerIndex: 1 })
    const marketKeyID = first.marketKeyID
    const refused = await generate({ marketKeyID, tokenKeyIDs: [first.tokenKeyID, other.tokenKeyID] })
    expect(refused.body.errorMessage).toBe(BILLING_MESSAGES.oneFarmer)
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [first.tokenKeyID, second.tokenKeyID] },
    })
    expect(bill.tokenKeyIDs).toEqual([first.tokenKeyID, second.tokenKeyID])
    expect(bill.grossAmount).toBe(40 * 250 + 12 * 300)
    expect(bill.vehicleNos).toHaveLength(2)
    // Ungraded tomato: no grading charge; loading per crate over both tokens.
    expect(bill.serviceLines.map((s) => s.serviceName)).toEqual([
      'Aadat',
      'Loading / Unloading',
      'Stationary',
    ])
    expect(bill.serviceLines[1]!.basis).toBe('Loading / Unloading ₹4 × 52')
    // Unweighed per-crate lines count crates × 20 kg, marked as estimated.
    expect([bill.estimatedWeight, bill.totalWeightKg, bill.lines[0]!.estimatedWeight]).toEqual([
      true,
      1040,
      true,
    ])
  })

  it('refuses a token already billed, with the patti’s number, and changes nothing', async () => {
    const { marketKeyID, tokenKeyID } = await tomatoToken()
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    const before = server.app.mockStore.snapshot()
    const again = await generate({ marketKeyID, tokenKeyIDs: [tokenKeyID] })
    expect(again.status).toBe(400)
    expect(again.body.errorMessage).toBe(
      BILLING_MESSAGES.tokenBilled(tokenLabel(bill.tokenNos[0]!), bill.billNo),
    )
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('numbers concurrent pattis of a market consecutively, without gaps or repeats', async () => {
    const tokens = []
    for (let i = 0; i < 8; i++) tokens.push(await tomatoToken({ farmerIndex: i }))
    const { marketKeyID } = tokens[0]!
    // A preview in between takes no number.
    const answers = await Promise.all(
      tokens.flatMap(({ tokenKeyID }) => [
        generate({ marketKeyID, tokenKeyIDs: [tokenKeyID] }),
        server.call(api.farmerBill.preview, { body: { marketKeyID, tokenKeyIDs: [tokenKeyID] } }),
      ]),
    )
    const numbers = answers
      .filter((a) => (a.body.responseData?.data as FarmerBill | undefined)?.billNo)
      .map((a) => Number((a.body.responseData!.data as FarmerBill).billNo.slice(-5)))
      .sort((a, b) => a - b)
    expect(numbers).toHaveLength(8)
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i))
  })

  it('refuses a token with a per-kg line not yet weighed, with a clear message', async () => {
    const market = await marketNamed(server, 'Sangola')
    const { farmers, buyers } = await partiesOf(server, market.marketKeyID)
    const { tokenKeyID, entry } = await sellCrateToken(server, {
      marketKeyID: market.marketKeyID,
      farmerKeyID: farmers[0]!.farmerKeyID,
      buyerKeyID: buyers[0]!.buyerKeyID,
      productID: POMEGRANATE,
      gradingType: 2,
      sales: [{ gradeID: POM_1, crates: 10, rateUnit: PER_KG, rate: 120, netWeightKg: null }],
    })
    const answer = await generate({ marketKeyID: market.marketKeyID, tokenKeyIDs: [tokenKeyID] })
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe(
      BILLING_MESSAGES.awaitingWeight(tokenLabel(entry.tokens[0]!.tokenNo)),
    )
  })

  it('deducts other charges under visible Farmer categories only', async () => {
    const { marketKeyID, tokenKeyID } = await tomatoToken()
    const categories = await server.data(api.expenseCategory.lookup)
    const farmerSide = categories.find((c) => c.categoryType === 1)!
    const buyerSide = categories.find((c) => c.categoryType === 2)!
    const wrong = await generate({
      marketKeyID,
      tokenKeyIDs: [tokenKeyID],
      otherDeductions: [{ categoryKeyID: buyerSide.categoryKeyID, amount: 50 }],
    })
    expect(wrong.status).toBe(400)
    const bill = await server.data(api.farmerBill.generate, {
      body: {
        marketKeyID,
        tokenKeyIDs: [tokenKeyID],
        otherDeductions: [{ categoryKeyID: farmerSide.categoryKeyID, amount: 125.5 }],
      },
    })
    expect(bill.otherDeductions).toEqual([
      { categoryKeyID: farmerSide.categoryKeyID, categoryName: farmerSide.categoryName, amount: 125.5 },
    ])
    // 10,000 − 600 Aadat − 160 loading − 10 stationary − 125.50.
    expect([bill.totalDeductions, bill.netPayable, bill.roundOff]).toEqual([895.5, 9105, 0.5])
  })

  it('keeps a patti as generated when the market’s default services change afterwards', async () => {
    const first = await tomatoToken()
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: first.marketKeyID, tokenKeyIDs: [first.tokenKeyID] },
    })
    await server.data(api.farmerMarketServices.save, {
      body: {
        marketKeyID: first.marketKeyID,
        farmerMarketServices: [{ serviceID: 1, dstid: 2, amount: 8, transportationTypeID: 1 }],
      },
    })
    const model = await server.data(api.farmerBill.model, {
      query: { FarmerBillKeyID: bill.farmerBillKeyID },
    })
    expect(model).toEqual(bill)
    const next = await tomatoToken({ farmerIndex: 1 })
    const later = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: next.marketKeyID, tokenKeyIDs: [next.tokenKeyID] },
    })
    expect(later.serviceLines[0]!.basis).toBe('Aadat 8%')
    expect(model.serviceLines[0]!.basis).toBe('Aadat 6%')
  })
})

describe('FarmerBill/CancelFarmerBill', () => {
  it('returns the tokens to Auctioned and keeps the number used', async () => {
    const { marketKeyID, tokenKeyID } = await tomatoToken()
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    const cancelled = await server.data(api.farmerBill.cancel, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Wrong farmer' },
    })
    expect([cancelled.status, cancelled.cancelReason]).toEqual([2, 'Wrong farmer'])
    expect(await tokenStatus(tokenKeyID)).toBe(TOKEN_STATUS.Auctioned)
    const again = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    expect(Number(again.billNo.slice(-5))).toBe(Number(bill.billNo.slice(-5)) + 1)
    const twice = await server.call(api.farmerBill.cancel, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Again' },
    })
    expect(twice.body.errorMessage).toBe(BILLING_MESSAGES.alreadyCancelled)
  })

  it('is refused once anything is paid', async () => {
    const { marketKeyID, tokenKeyID } = await tomatoToken()
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    const store = server.app.mockStore
    const row = store.farmerBills.get(bill.farmerBillKeyID)!
    store.write(() => store.farmerBills.set({ ...row, paidPaise: 100 }))
    const answer = await server.call(api.farmerBill.cancel, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Wrong farmer' },
    })
    expect([answer.status, answer.body.errorMessage]).toEqual([400, BILLING_MESSAGES.cancelPaid])
    expect(await tokenStatus(tokenKeyID)).toBe(TOKEN_STATUS.Billed)
  })
})

describe('FarmerBill/WaiveFarmerBillCharges', () => {
  it('brings a negative net to 0 and locks the patti, for Admin and above only', async () => {
    // 10 crates at ₹1: 10.00 − 0.60 Aadat − 40 loading − 10 stationary = −40.60.
    const { marketKeyID, tokenKeyID } = await tomatoToken({ crates: 10, rate: 1 })
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    expect([bill.netPayable, bill.roundOff]).toEqual([-41, -0.4])
    const body = { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Price crash' }
    for (const user of [USERS.accountant, USERS.sa]) {
      const { token } = await signIn(server.app, user)
      const refused = await call(server.app, api.farmerBill.waive, { token, body })
      expect([refused.status, refused.body.errorMessage]).toEqual([403, ROLE_MESSAGES.forbidden])
    }
    const admin = await signIn(server.app, USERS.admin)
    const waived = await call(server.app, api.farmerBill.waive, { token: admin.token, body })
    expect(waived.body.responseData!.data).toMatchObject({
      waivedAmount: 40.6,
      totalDeductions: 10,
      roundOff: 0,
      netPayable: 0,
      isLocked: true,
      waiveReason: 'Price crash',
      paymentStatus: 3,
    })
    const cancel = await server.call(api.farmerBill.cancel, { body })
    expect(cancel.body.errorMessage).toBe(BILLING_MESSAGES.locked)
  })

  it('is refused on a patti that pays the farmer', async () => {
    const { marketKeyID, tokenKeyID } = await tomatoToken()
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    const answer = await server.call(api.farmerBill.waive, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Not needed' },
    })
    expect(answer.body.errorMessage).toBe(BILLING_MESSAGES.waiveNotNegative)
  })
})

describe('FarmerBill lists', () => {
  it('lists the Auctioned tokens without a patti, and the pattis with totals of the active ones', async () => {
    const { marketKeyID, tokenKeyID, farmers } = await tomatoToken()
    const farmerKeyID = farmers[0]!.farmerKeyID
    const pending = await server.allRows(api.farmerBill.pendingTokens, { marketKeyID, farmerKeyID })
    expect(pending.map((t) => t.tokenKeyID)).toContain(tokenKeyID)
    expect(pending.find((t) => t.tokenKeyID === tokenKeyID)).toMatchObject({
      crates: 40,
      grossAmount: 10_000,
      awaitingWeight: false,
    })
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    const after = await server.allRows(api.farmerBill.pendingTokens, { marketKeyID, farmerKeyID })
    expect(after.map((t) => t.tokenKeyID)).not.toContain(tokenKeyID)
    const list = await server.call(api.farmerBill.list, {
      body: { pageNo: 0, pageSize: 10, marketKeyID, farmerKeyID, fromDate: TODAY },
    })
    const rows = list.body.responseData!.data as { farmerBillKeyID: string; netPayable: number }[]
    expect(rows.map((r) => r.farmerBillKeyID)).toEqual([bill.farmerBillKeyID])
    expect(list.body.responseData!.totals).toMatchObject({ netPayable: bill.netPayable, paidAmount: 0 })
    await server.data(api.farmerBill.cancel, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Redo' },
    })
    const cancelled = await server.call(api.farmerBill.list, {
      body: { pageNo: 0, pageSize: 10, marketKeyID, farmerKeyID, fromDate: TODAY },
    })
    expect(cancelled.body.responseData!.totals).toMatchObject({ netPayable: 0 })
  })
})

describe('FarmerBill access', () => {
  it('lets an Accountant generate; a Gate Clerk only reads', async () => {
    const { marketKeyID, tokenKeyID } = await tomatoToken()
    const body = { marketKeyID, tokenKeyIDs: [tokenKeyID] }
    const clerk = await signIn(server.app, USERS.gateClerk)
    const refused = await call(server.app, api.farmerBill.generate, { token: clerk.token, body })
    expect(refused.status).toBe(403)
    const list = await call(server.app, api.farmerBill.list, {
      token: clerk.token,
      body: { pageNo: 0, pageSize: 1 },
    })
    expect(list.status).toBe(200)
    const accountant = await signIn(server.app, USERS.accountant)
    await assignMarket(server, accountant.userKeyID, marketKeyID)
    const saved = await call(server.app, api.farmerBill.generate, { token: accountant.token, body })
    expect(saved.status).toBe(200)
  })

  it('answers 401 without a session and 404 for another firm’s patti or market', async () => {
    const { marketKeyID, tokenKeyID } = await tomatoToken()
    const body = { marketKeyID, tokenKeyIDs: [tokenKeyID] }
    expect((await call(server.app, api.farmerBill.generate, { body })).status).toBe(401)
    const bill = await server.data(api.farmerBill.generate, { body })
    const other = await registerFirm(server.app)
    const before = server.app.mockStore.snapshot()
    const model = await call(server.app, api.farmerBill.model, {
      token: other.token,
      query: { FarmerBillKeyID: bill.farmerBillKeyID },
    })
    expect(model.status).toBe(404)
    const cancel = await call(server.app, api.farmerBill.cancel, {
      token: other.token,
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Not ours' },
    })
    expect(cancel.status).toBe(404)
    expect((await call(server.app, api.farmerBill.generate, { token: other.token, body })).status).toBe(404)
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const { marketKeyID, tokenKeyID } = await tomatoToken()
    const before = server.app.mockStore.snapshot()
    for (const body of [
      { marketKeyID, tokenKeyIDs: [] },
      { marketKeyID, tokenKeyIDs: [tokenKeyID, tokenKeyID] },
      {
        marketKeyID,
        tokenKeyIDs: [tokenKeyID],
        otherDeductions: [{ categoryKeyID: tokenKeyID, amount: -5 }],
      },
      { marketKeyID, tokenKeyIDs: ['not-a-key'] },
    ]) {
      expect((await generate(body)).status).toBe(400)
    }
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })
})
