import { describe, expect, it } from 'vitest'
import {
  AUCTION_LINE_STATUS,
  AUCTION_MESSAGES,
  api,
  BILLING_MESSAGES,
  CONFIRM_PREFIX,
  REASON_MESSAGE,
  TOKEN_MESSAGES,
  TOKEN_STATUS,
  tokenLabel,
} from '../contracts'
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
/** Tomato's grades 1 No., 2 No., 3 No. */
const [TOMATO_1, TOMATO_2] = [1, 2]
/** Grades are numbered across products: Tomato 1–3, Onion 4–8, Pomegranate 9–12. */
const POMEGRANATE_1 = 9
const PER_KG = 1
const PER_CRATE = 2
const PER_QUINTAL = 3

type Body = Record<string, unknown>

async function marketKey(name: string) {
  const [market] = await server.allRows(api.market.list, { searchKeyword: name })
  return market!.marketKeyID
}

let vehicleNo = 1000
/**
 * A new crate vehicle at Narayangaon with one token of today, graded into the given grades
 * (`[gradeID, crates]`), or left Open and ungraded without them.
 */
async function crateToken(
  options: { crates?: number; productID?: number; grades?: [number, number][] } = {},
) {
  const { crates = 50, productID = TOMATO, grades } = options
  const marketKeyID = await marketKey('Narayangaon')
  const farmers = await server.data(api.farmer.lookup, { query: { MarketKeyID: marketKeyID } })
  const farmer = farmers[farmers.length - 1]!
  vehicleNo += 1
  const entry = await server.data(api.vehicleEntry.addUpdate, {
    body: {
      marketKeyID,
      vehicleNo: `MH14ZZ${vehicleNo}`,
      vehicleTypeID: 2,
      transportationType: 1,
      tokens: [
        { farmerKeyID: farmer.farmerKeyID, productID, declaredCrates: crates, gradingType: grades ? 1 : 0 },
      ],
    },
  })
  const token = entry.tokens[0]!
  if (grades) {
    await server.data(api.token.saveGrading, {
      body: {
        tokenKeyID: token.tokenKeyID,
        gradingType: 1,
        grades: grades.map(([gradeID, n]) => ({ gradeID, crates: n, weightKg: 0 })),
        shortageReason: grades.reduce((sum, [, n]) => sum + n, 0) === crates ? '' : 'Some crates rotten',
      },
    })
  }
  return { marketKeyID, tokenKeyID: token.tokenKeyID, label: tokenLabel(token.tokenNo), farmer }
}

/** A buyer of Narayangaon by name (Shivneri Vegetable Co. and Junnar Tomato Agency buy there). */
async function buyer(name: string) {
  const [row] = await server.allRows(api.buyer.list, { searchKeyword: name })
  return row!
}
/** Shivneri Vegetable Co.: no credit limit, so no credit warning. */
const unlimited = () => buyer('Shivneri')

const sell = (body: Body, token?: string) => server.call(api.auction.save, token ? { body, token } : { body })
const line = (tokenKeyID: string, buyerKeyID: string, change: Body = {}): Body => ({
  auctionLineKeyID: '',
  tokenKeyID,
  gradeID: TOMATO_1,
  buyerKeyID,
  crates: 10,
  rateUnit: PER_CRATE,
  rate: 250,
  ...change,
})
const tokenModel = (TokenKeyID: string) => server.data(api.token.model, { query: { TokenKeyID } })
const queue = (marketKeyID: string) => server.data(api.auction.queue, { body: { marketKeyID } })

describe('Auction/AddUpdateAuctionLine', () => {
  it('sells a graded token grade by grade; the last crates make it Auctioned and take it off the queue', async () => {
    const { marketKeyID, tokenKeyID } = await crateToken({
      grades: [
        [TOMATO_1, 30],
        [TOMATO_2, 20],
      ],
    })
    const { buyerKeyID } = await unlimited()
    const first = await sell(line(tokenKeyID, buyerKeyID, { crates: 30, rate: 245.5 }))
    expect(first.status).toBe(200)
    expect(first.body.responseData!.data).toMatchObject({
      crates: 30,
      amount: 7365,
      gradeName: '1 No.',
      awaitingWeight: false,
      status: AUCTION_LINE_STATUS.Sold,
      tokenStatus: TOKEN_STATUS.Graded,
    })
    const queued = (await queue(marketKeyID)).find((t) => t.tokenKeyID === tokenKeyID)!
    expect(queued.grades.map((g) => [g.gradeName, g.crates, g.soldCrates, g.leftCrates])).toEqual([
      ['1 No.', 30, 30, 0],
      ['2 No.', 20, 0, 20],
    ])
    expect(queued).toMatchObject({ leftCrates: 20, defaultRateUnit: PER_CRATE, crateTareKg: 1.8 })
    expect((await tokenModel(tokenKeyID)).grades.map((g) => g.soldCrates)).toEqual([30, 0])

    const last = await sell(line(tokenKeyID, buyerKeyID, { gradeID: TOMATO_2, crates: 20, rate: 180 }))
    expect(last.body.responseData!.data.tokenStatus).toBe(TOKEN_STATUS.Auctioned)
    expect((await tokenModel(tokenKeyID)).status).toBe(TOKEN_STATUS.Auctioned)
    expect((await queue(marketKeyID)).some((t) => t.tokenKeyID === tokenKeyID)).toBe(false)
    const lines = await server.data(api.auction.tokenLines, { body: { tokenKeyID } })
    expect(lines.map((l) => [l.gradeID, l.crates, l.amount])).toEqual([
      [TOMATO_1, 30, 7365],
      [TOMATO_2, 20, 3600],
    ])
  })

  it('splits a grade across buyers and refuses more than is left, naming what is left', async () => {
    const { tokenKeyID, label } = await crateToken({ grades: [[TOMATO_1, 30]], crates: 30 })
    const shivneri = await unlimited()
    const swami = await buyer('Junnar Tomato')
    expect(
      (await sell(line(tokenKeyID, shivneri.buyerKeyID, { crates: 26, confirmWarnings: true }))).status,
    ).toBe(200)
    const before = server.app.mockStore.snapshot()
    const over = await sell(line(tokenKeyID, swami.buyerKeyID, { crates: 5, confirmWarnings: true }))
    expect(over.body).toMatchObject({
      statusCode: 400,
      errorMessage: `Only 4 crates of 1 No. are left on ${label}.`,
    })
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    const rest = await sell(line(tokenKeyID, swami.buyerKeyID, { crates: 4, confirmWarnings: true }))
    expect(rest.body.responseData!.data.tokenStatus).toBe(TOKEN_STATUS.Auctioned)
    const none = await sell(line(tokenKeyID, swami.buyerKeyID, { crates: 1, confirmWarnings: true }))
    expect(none.body.errorMessage).toBe(AUCTION_MESSAGES.tokenNotOpen(label))
  })

  it('never sells more than was graded when clerks save the same grade at the same moment', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 30]], crates: 30 })
    const { buyerKeyID } = await unlimited()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sell(line(tokenKeyID, buyerKeyID, { crates: 4 }))),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(7)
    expect(statuses.filter((s) => s === 400)).toHaveLength(13)
    const lines = await server.data(api.auction.tokenLines, { body: { tokenKeyID } })
    expect(lines.reduce((sum, l) => sum + l.crates, 0)).toBe(28)
    expect((await tokenModel(tokenKeyID)).grades[0]!.soldCrates).toBe(28)
  })

  it('sells an ungraded token as one lot of its declared crates, and locks it against grading and cancelling', async () => {
    const { tokenKeyID, label, marketKeyID } = await crateToken({ crates: 12 })
    const { buyerKeyID } = await unlimited()
    const [queued] = (await queue(marketKeyID)).filter((t) => t.tokenKeyID === tokenKeyID)
    expect(queued!.grades).toEqual([
      { gradeID: 0, gradeName: 'Ungraded', crates: 12, soldCrates: 0, leftCrates: 12 },
    ])
    const graded = await sell(line(tokenKeyID, buyerKeyID, { gradeID: TOMATO_1 }))
    expect(graded.body).toMatchObject({
      statusCode: 400,
      errorMessage: `gradeID: ${AUCTION_MESSAGES.gradeNotOfToken(label)}`,
    })
    const sold = await sell(line(tokenKeyID, buyerKeyID, { gradeID: 0, crates: 5 }))
    expect(sold.body.responseData!.data).toMatchObject({
      gradeName: 'Ungraded',
      tokenStatus: TOKEN_STATUS.Open,
    })
    const grading = await server.call(api.token.saveGrading, {
      body: { tokenKeyID, gradingType: 1, grades: [{ gradeID: TOMATO_1, crates: 12, weightKg: 0 }] },
    })
    expect(grading.body.errorMessage).toBe(TOKEN_MESSAGES.hasSales(label))
    const cancel = await server.call(api.token.cancel, {
      body: { tokenKeyID, reason: 'Farmer took it back' },
    })
    expect(cancel.body.errorMessage).toBe(TOKEN_MESSAGES.hasSales(label))
    const rest = await sell(line(tokenKeyID, buyerKeyID, { gradeID: 0, crates: 7 }))
    expect(rest.body.responseData!.data.tokenStatus).toBe(TOKEN_STATUS.Auctioned)
  })

  it('weighs a per-kg line later: awaiting weight with amount 0, then net = gross − tare − allowance', async () => {
    const { tokenKeyID } = await crateToken({
      productID: POMEGRANATE,
      grades: [[POMEGRANATE_1, 10]],
      crates: 10,
    })
    const { buyerKeyID } = await unlimited()
    const saved = await sell(
      line(tokenKeyID, buyerKeyID, { gradeID: POMEGRANATE_1, rateUnit: PER_KG, rate: 120.5 }),
    )
    const unweighed = saved.body.responseData!.data
    expect(unweighed).toMatchObject({ awaitingWeight: true, netWeightKg: 0, amount: 0, tareKg: 18 })
    const waiting = await server.allRows(api.auction.list, { awaitingWeight: true, tokenKeyID })
    expect(waiting.map((r) => r.auctionLineKeyID)).toEqual([unweighed.auctionLineKeyID])

    const weighed = await server.data(api.auction.saveWeight, {
      body: { auctionLineKeyID: unweighed.auctionLineKeyID, grossWeightKg: 201.35 },
    })
    expect(weighed).toMatchObject({
      grossWeightKg: 201.35,
      netWeightKg: 183.35,
      amount: 22093.68,
      awaitingWeight: false,
    })
    expect(await server.allRows(api.auction.list, { awaitingWeight: true, tokenKeyID })).toEqual([])

    const entered = await server.data(api.auction.saveWeight, {
      body: { auctionLineKeyID: unweighed.auctionLineKeyID, grossWeightKg: 201.35, netWeightKg: 180 },
    })
    expect(entered).toMatchObject({ netWeightKg: 180, amount: 21690 })
    const tooLight = await server.call(api.auction.saveWeight, {
      body: { auctionLineKeyID: unweighed.auctionLineKeyID, grossWeightKg: 18 },
    })
    expect(tooLight.body.errorMessage).toBe(`grossWeightKg: ${AUCTION_MESSAGES.netNotPositive}`)
  })

  it('prices per quintal and per 10 kg by the net weight, half-up to the paisa', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 20]], crates: 20 })
    const { buyerKeyID } = await unlimited()
    const quintal = await sell(
      line(tokenKeyID, buyerKeyID, { rateUnit: PER_QUINTAL, rate: 1000.5, netWeightKg: 333.33, crates: 10 }),
    )
    expect(quintal.body.responseData!.data.amount).toBe(3334.97)
    const tenKg = await sell(
      line(tokenKeyID, buyerKeyID, { rateUnit: 5, rate: 125.5, grossWeightKg: 218.05, crates: 10 }),
    )
    expect(tenKg.body.responseData!.data).toMatchObject({ netWeightKg: 200.05, amount: 2510.63 })
  })

  it('asks to confirm a rate outside the band in the product’s unit; the confirmed retry goes through', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 20]], crates: 20 })
    const { buyerKeyID } = await unlimited()
    const before = server.app.mockStore.snapshot()
    const high = await sell(line(tokenKeyID, buyerKeyID, { rate: 450 }))
    expect(high.status).toBe(409)
    expect(high.body.errorMessage).toBe(
      `${CONFIRM_PREFIX} The rate ₹450.00 per crate is outside Tomato’s alert band (₹100.00–₹400.00 per crate).`,
    )
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    expect((await sell(line(tokenKeyID, buyerKeyID, { rate: 450, confirmWarnings: true }))).status).toBe(200)
    // ₹5 a kg can't be judged against a per-crate band until weighed; weighed it is ₹90 a crate.
    expect((await sell(line(tokenKeyID, buyerKeyID, { rate: 5, rateUnit: PER_KG, crates: 2 }))).status).toBe(
      200,
    )
    const weighed = await sell(
      line(tokenKeyID, buyerKeyID, { rate: 5, rateUnit: PER_KG, crates: 2, netWeightKg: 36 }),
    )
    expect(weighed.body.errorMessage).toMatch(
      /^Confirm: The rate ₹5.00 per kg is outside Tomato’s alert band/,
    )
  })

  it('asks to confirm a sale that takes a buyer over the credit limit, both warnings in one message', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 40]], crates: 40 })
    const narayangaon = await marketKey('Narayangaon')
    const created = await server.data(api.buyer.addUpdate, {
      body: {
        firmName: 'Otur Tomato Traders',
        mobileNo: '9422000003',
        buyerType: 'Local',
        creditLimit: 10_000,
        creditDays: 7,
        openingBalance: 2_000,
        openingBalanceType: 'Receivable',
        marketKeyIDs: [narayangaon],
      },
    })
    const within = await sell(line(tokenKeyID, created.buyerKeyID, { crates: 20, rate: 400 }))
    expect(within.status).toBe(200)
    const over = await sell(line(tokenKeyID, created.buyerKeyID, { crates: 10, rate: 450 }))
    expect(over.body).toMatchObject({
      statusCode: 409,
      errorMessage:
        `${CONFIRM_PREFIX} The rate ₹450.00 per crate is outside Tomato’s alert band (₹100.00–₹400.00 per crate). ` +
        'Otur Tomato Traders would owe ₹14,500.00 with this sale, above the credit limit of ₹10,000.00.',
    })
    expect(
      (await sell(line(tokenKeyID, created.buyerKeyID, { crates: 10, rate: 450, confirmWarnings: true })))
        .status,
    ).toBe(200)
    // A change that does not add to what the buyer owes asks nothing.
    const lineKey = within.body.responseData!.data.auctionLineKeyID
    const cheaper = await sell(
      line(tokenKeyID, created.buyerKeyID, { auctionLineKeyID: lineKey, crates: 20, rate: 300 }),
    )
    expect(cheaper.status).toBe(200)
  })

  it('changes a Sold line with the same checks, and re-opens an Auctioned token when crates come back', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 20]], crates: 20 })
    const shivneri = await unlimited()
    const junnar = await buyer('Junnar Tomato')
    const saved = (await sell(line(tokenKeyID, shivneri.buyerKeyID, { crates: 20 }))).body.responseData!.data
    expect(saved.tokenStatus).toBe(TOKEN_STATUS.Auctioned)
    const key = saved.auctionLineKeyID
    const edited = await sell(
      line(tokenKeyID, junnar.buyerKeyID, {
        auctionLineKeyID: key,
        crates: 15,
        rate: 260,
        confirmWarnings: true,
      }),
    )
    expect(edited.body.responseData!.data).toMatchObject({
      auctionLineKeyID: key,
      buyerName: 'Junnar Tomato Agency',
      crates: 15,
      amount: 3900,
      tokenStatus: TOKEN_STATUS.Graded,
    })
    const tooMany = await sell(line(tokenKeyID, junnar.buyerKeyID, { auctionLineKeyID: key, crates: 21 }))
    expect(tooMany.status).toBe(400)
    const otherToken = await crateToken({ grades: [[TOMATO_1, 20]], crates: 20 })
    const moved = await sell(line(otherToken.tokenKeyID, junnar.buyerKeyID, { auctionLineKeyID: key }))
    expect(moved.body.errorMessage).toBe(`tokenKeyID: ${AUCTION_MESSAGES.tokenOtherToken}`)
  })

  it('refuses what breaks a rule with 400 and changes nothing', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 20]], crates: 20 })
    const { buyerKeyID } = await unlimited()
    const pimpalgaonOnly = await buyer('Swami Samarth')
    const [inactive] = await server.allRows(api.buyer.list, { isActive: false })
    const cases: [Body, string][] = [
      [{ crates: 0 }, 'crates: Crates must be at least 1.'],
      [{ rate: 0 }, `rate: ${AUCTION_MESSAGES.rateRequired}`],
      [{ rate: 12.345 }, 'rate: Rate can have at most 2 decimals.'],
      [{ rateUnit: 9 }, 'rateUnit: Choose a rate unit.'],
      [{ gradeID: 3 }, 'gradeID: is not a grade of'],
      [{ buyerKeyID: pimpalgaonOnly.buyerKeyID }, 'buyerKeyID: Swami Samarth Traders'],
      [{ buyerKeyID: inactive!.buyerKeyID }, 'is Inactive.'],
      [{ tokenKeyID: 'not-a-key' }, 'tokenKeyID: must be a key ID'],
    ]
    const before = server.app.mockStore.snapshot()
    for (const [change, message] of cases) {
      const answer = await sell(line(tokenKeyID, buyerKeyID, change))
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(answer.body.errorMessage).toContain(message)
    }
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('sells only today’s Open or Graded crate tokens', async () => {
    const { buyerKeyID } = await unlimited()
    const narayangaon = await marketKey('Narayangaon')
    const [old] = await server.allRows(api.token.list, {
      marketKeyID: narayangaon,
      toDate: '2026-11-10',
      status: 4,
    })
    const oldAnswer = await sell(line(old!.tokenKeyID, buyerKeyID))
    expect(oldAnswer.body.errorMessage).toBe(AUCTION_MESSAGES.tokenNotToday)
    const lasalgaon = await marketKey('Lasalgaon')
    const [trolley] = await server.allRows(api.token.list, {
      marketKeyID: lasalgaon,
      fromDate: '2026-11-21',
      transportationType: 2,
      status: 1,
    })
    const trolleyAnswer = await sell(line(trolley!.tokenKeyID, buyerKeyID, { gradeID: 0 }))
    expect(trolleyAnswer.body.errorMessage).toBe(
      AUCTION_MESSAGES.tokenNotCrates(tokenLabel(trolley!.tokenNo)),
    )
    const { tokenKeyID, label } = await crateToken({ crates: 10 })
    await server.data(api.token.cancel, { body: { tokenKeyID, reason: 'Entered twice' } })
    const cancelled = await sell(line(tokenKeyID, buyerKeyID, { gradeID: 0 }))
    expect(cancelled.body.errorMessage).toBe(AUCTION_MESSAGES.tokenNotOpen(label))
  })
})

describe('Auction/CancelAuctionLine', () => {
  it('cancels a Sold line with its reason and puts its crates back on sale', async () => {
    const { tokenKeyID, marketKeyID } = await crateToken({ grades: [[TOMATO_1, 10]], crates: 10 })
    const { buyerKeyID } = await unlimited()
    const sold = (await sell(line(tokenKeyID, buyerKeyID))).body.responseData!.data
    expect(sold.tokenStatus).toBe(TOKEN_STATUS.Auctioned)
    const short = await server.call(api.auction.cancel, {
      body: { auctionLineKeyID: sold.auctionLineKeyID, reason: 'x' },
    })
    expect(short.body.errorMessage).toBe(`reason: ${REASON_MESSAGE}`)
    const cancelled = await server.data(api.auction.cancel, {
      body: { auctionLineKeyID: sold.auctionLineKeyID, reason: 'Buyer walked away' },
    })
    expect(cancelled).toMatchObject({
      status: AUCTION_LINE_STATUS.Cancelled,
      cancelReason: 'Buyer walked away',
      tokenStatus: TOKEN_STATUS.Graded,
    })
    expect((await queue(marketKeyID)).find((t) => t.tokenKeyID === tokenKeyID)!.leftCrates).toBe(10)
    expect(await server.data(api.auction.tokenLines, { body: { tokenKeyID } })).toEqual([])
    const again = await server.call(api.auction.cancel, {
      body: { auctionLineKeyID: sold.auctionLineKeyID, reason: 'Buyer walked away' },
    })
    expect(again.body.errorMessage).toBe(AUCTION_MESSAGES.editOnlySold)
    const edit = await sell(line(tokenKeyID, buyerKeyID, { auctionLineKeyID: sold.auctionLineKeyID }))
    expect(edit.body.errorMessage).toBe(AUCTION_MESSAGES.editOnlySold)
  })

  it('re-opens an ungraded token as Open, and leaves an invoiced line as billed', async () => {
    const { tokenKeyID } = await crateToken({ crates: 10 })
    const { buyerKeyID } = await unlimited()
    const sold = (await sell(line(tokenKeyID, buyerKeyID, { gradeID: 0 }))).body.responseData!.data
    const reopened = await server.data(api.auction.cancel, {
      body: { auctionLineKeyID: sold.auctionLineKeyID, reason: 'Wrong buyer' },
    })
    expect(reopened.tokenStatus).toBe(TOKEN_STATUS.Open)
    const again = (await sell(line(tokenKeyID, buyerKeyID, { gradeID: 0 }))).body.responseData!.data
    const store = server.app.mockStore
    store.write(() =>
      store.auctionLines.set({
        ...store.auctionLines.get(again.auctionLineKeyID)!,
        status: AUCTION_LINE_STATUS.Invoiced,
      }),
    )
    const cancel = await server.call(api.auction.cancel, {
      body: { auctionLineKeyID: again.auctionLineKeyID, reason: 'Too late now' },
    })
    expect(cancel.body.errorMessage).toBe(AUCTION_MESSAGES.editOnlySold)
    const edit = await sell(
      line(tokenKeyID, buyerKeyID, { gradeID: 0, auctionLineKeyID: again.auctionLineKeyID }),
    )
    expect(edit.body.errorMessage).toBe(AUCTION_MESSAGES.editOnlySold)
  })
})

describe('a sale on a bill', () => {
  /** Every way a clerk could change the line: edit it, weigh it again, cancel it. */
  async function changesOf(tokenKeyID: string, auctionLineKeyID: string, buyerKeyID: string) {
    const body = line(tokenKeyID, buyerKeyID, { auctionLineKeyID, rateUnit: PER_KG, netWeightKg: 250 })
    return [
      await sell({ ...body, rate: 31 }),
      await server.call(api.auction.saveWeight, {
        body: { auctionLineKeyID, grossWeightKg: null, netWeightKg: 240, confirmWarnings: true },
      }),
      await server.call(api.auction.cancel, { body: { auctionLineKeyID, reason: 'Buyer walked away' } }),
    ]
  }
  const sellWeighed = async (tokenKeyID: string, buyerKeyID: string) =>
    (
      await sell(
        line(tokenKeyID, buyerKeyID, { rateUnit: PER_KG, rate: 30, netWeightKg: 250, confirmWarnings: true }),
      )
    ).body.responseData!.data

  it('refuses to edit, re-weigh or cancel a line of a token on a patti, naming the patti, and changes nothing', async () => {
    const { tokenKeyID, marketKeyID } = await crateToken({ grades: [[TOMATO_1, 10]], crates: 10 })
    const { buyerKeyID } = await unlimited()
    const sold = await sellWeighed(tokenKeyID, buyerKeyID)
    const patti = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    const before = server.app.mockStore.snapshot()
    for (const answer of await changesOf(tokenKeyID, sold.auctionLineKeyID, buyerKeyID))
      expect([answer.status, answer.body.errorMessage]).toEqual([
        400,
        BILLING_MESSAGES.saleOnPatti(patti.billNo),
      ])
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    const [row] = await server.allRows(api.auction.list, { tokenKeyID })
    expect(row!.billLock).toBe(BILLING_MESSAGES.saleOnPatti(patti.billNo))
  })

  it('refuses to edit, re-weigh or cancel a line on an invoice, naming the invoice; cancelling it frees the line', async () => {
    const { tokenKeyID, marketKeyID } = await crateToken({ grades: [[TOMATO_1, 10]], crates: 10 })
    const { buyerKeyID } = await unlimited()
    const sold = await sellWeighed(tokenKeyID, buyerKeyID)
    const invoices = await server.data(api.buyerBill.generate, {
      body: { marketKeyID, fromDate: TODAY, toDate: TODAY, buyerKeyIDs: [buyerKeyID], mode: 1 },
    })
    const invoice = invoices.find((i) => i.lines.some((l) => l.lineKeyID === sold.auctionLineKeyID))!
    const before = server.app.mockStore.snapshot()
    for (const answer of await changesOf(tokenKeyID, sold.auctionLineKeyID, buyerKeyID))
      expect([answer.status, answer.body.errorMessage]).toEqual([
        400,
        BILLING_MESSAGES.saleOnInvoice(invoice.billNo),
      ])
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    await server.data(api.buyerBill.cancel, {
      body: { buyerBillKeyID: invoice.buyerBillKeyID, reason: 'Wrong rate billed' },
    })
    const [row] = await server.allRows(api.auction.list, { tokenKeyID })
    expect(row!.billLock).toBe('')
    expect(
      (await sell({ ...line(tokenKeyID, buyerKeyID), auctionLineKeyID: sold.auctionLineKeyID })).status,
    ).toBe(200)
  })
})

describe('who may sell', () => {
  it('needs a session (401), the Auction permission (a Gate Clerk gets 403), and the firm’s own keys (404)', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 10]], crates: 10 })
    const { buyerKeyID } = await unlimited()
    const noSession = await server.app.inject({
      method: 'POST',
      url: '/api/Auction/AddUpdateAuctionLine',
      payload: line(tokenKeyID, buyerKeyID),
    })
    expect(noSession.statusCode).toBe(401)
    const gateClerk = await signIn(server.app, USERS.gateClerk)
    const refused = await sell(line(tokenKeyID, buyerKeyID), gateClerk.token)
    expect(refused.status).toBe(403)
    const sa = await signIn(server.app, USERS.sa)
    await assignMarket(server, sa.userKeyID, server.app.mockStore.tokens.get(tokenKeyID)!.marketKeyID)
    const narayangaonSale = await sell(line(tokenKeyID, buyerKeyID), sa.token)
    expect(narayangaonSale.status).toBe(200)
    const key = narayangaonSale.body.responseData!.data.auctionLineKeyID
    const other = await registerFirm(server.app)
    const before = server.app.mockStore.snapshot()
    const model = await call(server.app, api.auction.model, {
      token: other.token,
      query: { AuctionLineKeyID: key },
    })
    expect(model.status).toBe(404)
    const cancel = await call(server.app, api.auction.cancel, {
      token: other.token,
      body: { auctionLineKeyID: key, reason: 'Not theirs' },
    })
    expect(cancel.status).toBe(404)
    const theirSale = await call(server.app, api.auction.save, {
      token: other.token,
      body: line(tokenKeyID, buyerKeyID),
    })
    expect([400, 404]).toContain(theirSale.status)
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })
})

describe('Auction/GetAuctionList', () => {
  it('filters by buyer, product and status, and totals crates, kg and amount over every page', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 30]], crates: 30 })
    const { buyerKeyID } = await unlimited()
    const narayangaon = await marketKey('Narayangaon')
    await sell(line(tokenKeyID, buyerKeyID, { crates: 10, rate: 200, netWeightKg: 180.5 }))
    const cancelled = (await sell(line(tokenKeyID, buyerKeyID, { crates: 5, rate: 300 }))).body.responseData!
      .data
    await server.data(api.auction.cancel, {
      body: { auctionLineKeyID: cancelled.auctionLineKeyID, reason: 'Mistake' },
    })
    const filters = {
      marketKeyID: narayangaon,
      buyerKeyID,
      productID: TOMATO,
      fromDate: '2026-11-21',
      tokenKeyID,
    }
    const page = await server.call(api.auction.list, { body: { pageNo: 0, pageSize: 1, ...filters } })
    const rows = await server.allRows(api.auction.list, filters)
    expect(rows.every((r) => r.buyerKeyID === buyerKeyID && r.productID === TOMATO)).toBe(true)
    const live = rows.filter((r) => r.status !== AUCTION_LINE_STATUS.Cancelled)
    const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100
    expect(page.body.responseData!.totals).toEqual({
      crates: live.reduce((sum, r) => sum + r.crates, 0),
      netWeightKg: cents(live.map((r) => r.netWeightKg)),
      amount: cents(live.map((r) => r.amount)),
    })
    const onlyCancelled = await server.call(api.auction.list, {
      body: { pageNo: 0, pageSize: 10, ...filters, status: 3 },
    })
    expect(onlyCancelled.body.responseData!.data.map((r) => r.auctionLineKeyID)).toEqual([
      cancelled.auctionLineKeyID,
    ])
    expect(onlyCancelled.body.responseData!.totals).toMatchObject({ crates: 5, amount: 1500 })
  })
})

describe('Auction/GetRateContext', () => {
  it("answers the farmer's and village's earlier rates and today's min, weighted average and max", async () => {
    const { tokenKeyID, marketKeyID, farmer } = await crateToken({ grades: [[TOMATO_1, 30]], crates: 30 })
    const { buyerKeyID } = await unlimited()
    await sell(line(tokenKeyID, buyerKeyID, { crates: 10, rate: 105 }))
    await sell(line(tokenKeyID, buyerKeyID, { crates: 15, rate: 395 }))
    // A per-kg sale counts in the product's unit once weighed: ₹15/kg × 20 kg a crate = ₹300 a crate.
    await sell(line(tokenKeyID, buyerKeyID, { crates: 5, rate: 15, rateUnit: PER_KG, netWeightKg: 100 }))
    const context = await server.data(api.auction.rateContext, {
      body: { marketKeyID, tokenKeyID, gradeID: TOMATO_1 },
    })
    expect(context.rateUnit).toBe(PER_CRATE)

    // Today's per-crate lines of the grade in the market (the seed sells tomato per crate) and the per-kg one.
    const today = await server.allRows(api.auction.list, {
      marketKeyID,
      productID: TOMATO,
      fromDate: '2026-11-21',
    })
    const perCrate = today.filter((r) => r.gradeID === TOMATO_1 && r.status !== 3 && r.rateUnit === PER_CRATE)
    const rates = [...perCrate.map((r) => [r.rate, r.crates] as const), [300, 5] as const]
    const weighted = rates.reduce((sum, [rate, crates]) => sum + rate * crates, 0)
    const crates = rates.reduce((sum, [, n]) => sum + n, 0)
    expect(context.today).toEqual({
      minRate: Math.min(...rates.map(([rate]) => rate)),
      averageRate: Math.round((weighted / crates) * 100) / 100,
      maxRate: Math.max(...rates.map(([rate]) => rate)),
      lineCount: rates.length,
    })

    const earlier = await server.allRows(api.auction.list, { productID: TOMATO, toDate: '2026-11-20' })
    const farmers = await server.allRows(api.farmer.list, { searchKeyword: farmer.farmerName })
    const village = farmers.find((f) => f.farmerKeyID === farmer.farmerKeyID)!.village
    const newest = (rows: typeof earlier) =>
      rows
        .filter((r) => r.status !== 3)
        .sort((a, b) => b.auctionDateTime.localeCompare(a.auctionDateTime))
        .slice(0, 5)
        .map((r) => ({ gradeID: r.gradeID, rate: r.rate, crates: r.crates }))
    const shown = (rows: typeof context.farmerRates) =>
      rows.map((r) => ({ gradeID: r.gradeID, rate: r.rate, crates: r.crates }))
    expect(shown(context.farmerRates)).toEqual(
      newest(earlier.filter((r) => r.farmerKeyID === farmer.farmerKeyID)),
    )
    expect(shown(context.villageRates)).toEqual(
      newest(earlier.filter((r) => r.village === village && r.farmerKeyID !== farmer.farmerKeyID)),
    )
    expect(context.villageRates.length).toBe(5)
    expect(context.villageRates.every((r) => r.village === village && r.date < '2026-11-21')).toBe(true)
  })
})
