import { describe, expect, it } from 'vitest'
import {
  AUCTION_LINE_STATUS,
  AUCTION_MESSAGES,
  api,
  CONFIRM_PREFIX,
  TOKEN_MESSAGES,
  TOKEN_STATUS,
  tokenLabel,
} from '../contracts'
import {
  auctionKit,
  type Body,
  PER_CRATE,
  PER_KG,
  PER_QUINTAL,
  POMEGRANATE,
  POMEGRANATE_1,
  TOMATO_1,
  TOMATO_2,
} from './test/auction'
import { sameRows, seededServer } from './test/support'

const server = seededServer()
const { marketKey, crateToken, buyer, unlimited, sell, line, tokenModel, queue } = auctionKit(server)

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
