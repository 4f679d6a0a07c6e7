import { describe, expect, it } from 'vitest'
import {
  AUCTION_MESSAGES,
  api,
  BILLING_MESSAGES,
  CONFIRM_PREFIX,
  TOKEN_STATUS,
  TROLLEY_AUCTION_MESSAGES,
  TROLLEY_AUCTION_STATUS,
  tokenLabel,
} from '../contracts'
import { call, registerFirm, sameRows, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()

const ONION = 2
const PER_QUINTAL = 1
const LUMP_SUM = 2

type Body = Record<string, unknown>

async function marketKey(name: string) {
  const [market] = await server.allRows(api.market.list, { searchKeyword: name })
  return market!.marketKeyID
}

let vehicleNo = 2000
/** A tractor-trolley of onion at Lasalgaon today, weighed loaded at the gate. */
async function trolleyToken(loadedWeightKg = 5000) {
  const marketKeyID = await marketKey('Lasalgaon')
  const farmers = await server.data(api.farmer.lookup, { query: { MarketKeyID: marketKeyID } })
  vehicleNo += 1
  const entry = await server.data(api.vehicleEntry.addUpdate, {
    body: {
      marketKeyID,
      vehicleNo: `MH15TT${vehicleNo}`,
      vehicleTypeID: 1,
      transportationType: 2,
      loadedWeightKg,
      tokens: [
        { farmerKeyID: farmers.at(-1)!.farmerKeyID, productID: ONION, declaredCrates: 0, gradingType: 0 },
      ],
    },
  })
  const token = entry.tokens[0]!
  return { marketKeyID, entry, tokenKeyID: token.tokenKeyID, label: tokenLabel(token.tokenNo) }
}

/** Shree Balaji Onion Co. buys at Lasalgaon without a credit limit. */
async function balaji() {
  const [row] = await server.allRows(api.buyer.list, { searchKeyword: 'Balaji Onion' })
  return row!.buyerKeyID
}

const save = (body: Body, token?: string) =>
  server.call(api.trolleyAuction.save, token ? { body, token } : { body })
const lot = (tokenKeyID: string, buyerKeyID: string, change: Body = {}): Body => ({
  trolleyAuctionKeyID: '',
  tokenKeyID,
  buyerKeyID,
  rateType: PER_QUINTAL,
  rate: 1800,
  ...change,
})
const tokenStatus = async (TokenKeyID: string) =>
  (await server.data(api.token.model, { query: { TokenKeyID } })).status
const queue = (marketKeyID: string) => server.data(api.trolleyAuction.queue, { body: { marketKeyID } })

describe('TrolleyAuction/AddUpdateTrolleyAuction', () => {
  it('fixes the rate on the gate’s loaded weight, then weighs the empty trolley: net, amount, Auctioned', async () => {
    const { tokenKeyID, marketKeyID } = await trolleyToken(5230.4)
    const buyerKeyID = await balaji()
    const fixed = (await save(lot(tokenKeyID, buyerKeyID, { rate: 1875.5 }))).body.responseData!.data
    expect(fixed).toMatchObject({
      status: TROLLEY_AUCTION_STATUS.RateFixed,
      loadedWeightKg: 5230.4,
      emptyWeightKg: null,
      netWeightKg: 0,
      amount: 0,
      impliedRatePerQuintal: null,
      tokenStatus: TOKEN_STATUS.Open,
    })
    const queued = (await queue(marketKeyID)).find((t) => t.tokenKeyID === tokenKeyID)!
    expect(queued).toMatchObject({
      trolleyAuctionKeyID: fixed.trolleyAuctionKeyID,
      lotStatus: TROLLEY_AUCTION_STATUS.RateFixed,
      loadedWeightKg: 5230.4,
      rate: 1875.5,
    })
    const weighed = await save(
      lot(tokenKeyID, buyerKeyID, {
        trolleyAuctionKeyID: fixed.trolleyAuctionKeyID,
        rate: 1875.5,
        emptyWeightKg: 2010.2,
      }),
    )
    expect(weighed.body.responseData!.data).toMatchObject({
      status: TROLLEY_AUCTION_STATUS.Weighed,
      netWeightKg: 3220.2,
      amount: 60394.85,
      impliedRatePerQuintal: 1875.5,
      tokenStatus: TOKEN_STATUS.Auctioned,
    })
    expect(await tokenStatus(tokenKeyID)).toBe(TOKEN_STATUS.Auctioned)
    expect((await queue(marketKeyID)).some((t) => t.tokenKeyID === tokenKeyID)).toBe(false)
  })

  it('sells for a lump sum and shows what it comes to per quintal', async () => {
    const { tokenKeyID } = await trolleyToken(5000)
    const answer = await save(
      lot(tokenKeyID, await balaji(), {
        rateType: LUMP_SUM,
        rate: 0,
        lumpSumAmount: 60_000,
        emptyWeightKg: 1780,
      }),
    )
    expect(answer.body.responseData!.data).toMatchObject({
      rate: 0,
      lumpSumAmount: 60_000,
      netWeightKg: 3220,
      amount: 60_000,
      impliedRatePerQuintal: 1863.35,
    })
  })

  it('takes the empty weight the gate recorded when the trolley left', async () => {
    const { tokenKeyID, entry } = await trolleyToken(4800)
    await server.data(api.vehicleEntry.markOut, {
      body: { vehicleEntryKeyID: entry.vehicleEntryKeyID, emptyWeightKg: 1800 },
    })
    const answer = await save(lot(tokenKeyID, await balaji(), { rate: 2000 }))
    expect(answer.body.responseData!.data).toMatchObject({
      emptyWeightKg: 1800,
      netWeightKg: 3000,
      amount: 60_000,
    })
  })

  it('sells a trolley once; cancelling the lot puts the token back on sale', async () => {
    const { tokenKeyID, label, marketKeyID } = await trolleyToken()
    const buyerKeyID = await balaji()
    const first = (await save(lot(tokenKeyID, buyerKeyID, { emptyWeightKg: 2000 }))).body.responseData!.data
    const second = await save(lot(tokenKeyID, buyerKeyID))
    expect(second.body.errorMessage).toBe(AUCTION_MESSAGES.tokenNotOpen(label))
    const cancelled = await server.data(api.trolleyAuction.cancel, {
      body: { trolleyAuctionKeyID: first.trolleyAuctionKeyID, reason: 'Buyer backed out' },
    })
    expect(cancelled).toMatchObject({
      status: TROLLEY_AUCTION_STATUS.Cancelled,
      tokenStatus: TOKEN_STATUS.Open,
    })
    expect((await queue(marketKeyID)).find((t) => t.tokenKeyID === tokenKeyID)).toMatchObject({
      trolleyAuctionKeyID: '',
      lotStatus: 0,
    })
    const again = await server.call(api.trolleyAuction.cancel, {
      body: { trolleyAuctionKeyID: first.trolleyAuctionKeyID, reason: 'Buyer backed out' },
    })
    expect(again.body.errorMessage).toBe(TROLLEY_AUCTION_MESSAGES.editOnlyLive)
    const rateFixed = (await save(lot(tokenKeyID, buyerKeyID))).body.responseData!.data
    expect(rateFixed.status).toBe(TROLLEY_AUCTION_STATUS.RateFixed)
    const twice = await save(lot(tokenKeyID, buyerKeyID))
    expect(twice.body.errorMessage).toBe(TROLLEY_AUCTION_MESSAGES.alreadySold(label))
  })

  it('asks to confirm a rate outside the band, a lump sum once weighed; the confirmed retry goes through', async () => {
    const { tokenKeyID } = await trolleyToken(5000)
    const buyerKeyID = await balaji()
    const high = await save(lot(tokenKeyID, buyerKeyID, { rate: 2600 }))
    expect(high.body).toMatchObject({
      statusCode: 409,
      errorMessage: `${CONFIRM_PREFIX} The rate ₹2,600.00 per quintal is outside Onion’s alert band (₹1,000.00–₹2,500.00 per quintal).`,
    })
    const lump = { rateType: LUMP_SUM, rate: 0, lumpSumAmount: 10_000 }
    const unweighed = (await save(lot(tokenKeyID, buyerKeyID, lump))).body.responseData!.data
    expect(unweighed.status).toBe(TROLLEY_AUCTION_STATUS.RateFixed)
    const withWeight = { ...lump, trolleyAuctionKeyID: unweighed.trolleyAuctionKeyID, emptyWeightKg: 2000 }
    const low = await save(lot(tokenKeyID, buyerKeyID, withWeight))
    expect(low.body.errorMessage).toMatch(
      /^Confirm: The rate ₹10,000.00 lump sum is outside Onion’s alert band/,
    )
    const confirmed = await save(lot(tokenKeyID, buyerKeyID, { ...withWeight, confirmWarnings: true }))
    expect(confirmed.body.responseData!.data).toMatchObject({ impliedRatePerQuintal: 333.33, amount: 10_000 })
  })

  it('refuses what breaks a rule with 400 and changes nothing', async () => {
    const { tokenKeyID } = await trolleyToken(5000)
    const buyerKeyID = await balaji()
    const sangolaOnly = (await server.allRows(api.buyer.list, { searchKeyword: 'Krishna Traders' }))[0]!
    const cases: [Body, string][] = [
      [{ rate: 0 }, `rate: ${TROLLEY_AUCTION_MESSAGES.rateRequired}`],
      [
        { rateType: LUMP_SUM, lumpSumAmount: 0 },
        `lumpSumAmount: ${TROLLEY_AUCTION_MESSAGES.lumpSumRequired}`,
      ],
      [{ rateType: 3 }, 'rateType: Choose Per Quintal or Lump Sum.'],
      [{ emptyWeightKg: 5000 }, `emptyWeightKg: ${TROLLEY_AUCTION_MESSAGES.emptyNotBelowLoaded(5000)}`],
      [{ buyerKeyID: sangolaOnly.buyerKeyID }, 'is not assigned to Lasalgaon'],
      [{ loadedWeightKg: -1 }, 'loadedWeightKg: Loaded weight must not be negative.'],
    ]
    const before = server.app.mockStore.snapshot()
    for (const [change, message] of cases) {
      const answer = await save(lot(tokenKeyID, buyerKeyID, change))
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(answer.body.errorMessage).toContain(message)
    }
    const narayangaon = await marketKey('Narayangaon')
    const [crateToken] = await server.allRows(api.token.list, {
      marketKeyID: narayangaon,
      fromDate: '2026-11-21',
      status: 1,
    })
    const crates = await save(lot(crateToken!.tokenKeyID, buyerKeyID))
    expect(crates.body.errorMessage).toBe(
      TROLLEY_AUCTION_MESSAGES.tokenNotTrolley(tokenLabel(crateToken!.tokenNo)),
    )
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('needs the Auction permission (a Gate Clerk gets 403), and the firm’s own keys (404)', async () => {
    const { tokenKeyID } = await trolleyToken()
    const buyerKeyID = await balaji()
    const gateClerk = await signIn(server.app, USERS.gateClerk)
    expect((await save(lot(tokenKeyID, buyerKeyID), gateClerk.token)).status).toBe(403)
    const saved = (await save(lot(tokenKeyID, buyerKeyID))).body.responseData!.data
    const other = await registerFirm(server.app)
    const before = server.app.mockStore.snapshot()
    const model = await call(server.app, api.trolleyAuction.model, {
      token: other.token,
      query: { TrolleyAuctionKeyID: saved.trolleyAuctionKeyID },
    })
    expect(model.status).toBe(404)
    const cancel = await call(server.app, api.trolleyAuction.cancel, {
      token: other.token,
      body: { trolleyAuctionKeyID: saved.trolleyAuctionKeyID, reason: 'Not theirs' },
    })
    expect(cancel.status).toBe(404)
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })
})

describe('a trolley lot on a bill', () => {
  /** A weighed lot, then the bill `bill` makes of it: re-pricing, re-weighing and cancelling are refused. */
  async function refusedOnBill(bill: (marketKeyID: string, tokenKeyID: string) => Promise<string>) {
    const { tokenKeyID, marketKeyID } = await trolleyToken()
    const buyerKeyID = await balaji()
    const sold = await server.data(api.trolleyAuction.save, {
      body: lot(tokenKeyID, buyerKeyID, { emptyWeightKg: 1500, confirmWarnings: true }),
    })
    const message = await bill(marketKeyID, tokenKeyID)
    const before = server.app.mockStore.snapshot()
    const key = { trolleyAuctionKeyID: sold.trolleyAuctionKeyID }
    const answers = [
      await save(lot(tokenKeyID, buyerKeyID, { ...key, rate: 1900, confirmWarnings: true })),
      await save(lot(tokenKeyID, buyerKeyID, { ...key, emptyWeightKg: 1400, confirmWarnings: true })),
      await server.call(api.trolleyAuction.cancel, { body: { ...key, reason: 'Buyer walked away' } }),
    ]
    for (const answer of answers) expect([answer.status, answer.body.errorMessage]).toEqual([400, message])
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    const [row] = await server.allRows(api.trolleyAuction.list, { searchKeyword: sold.vehicleNo })
    expect(row!.billLock).toBe(message)
  }

  it('refuses changes to a lot whose token is on a patti, naming the patti', async () => {
    await refusedOnBill(async (marketKeyID, tokenKeyID) => {
      const patti = await server.data(api.farmerBill.generate, {
        body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
      })
      return BILLING_MESSAGES.saleOnPatti(patti.billNo)
    })
  })

  it('refuses changes to a lot on an invoice, naming the invoice', async () => {
    await refusedOnBill(async (marketKeyID, tokenKeyID) => {
      const invoices = await server.data(api.buyerBill.generate, {
        body: { marketKeyID, fromDate: TODAY, toDate: TODAY, buyerKeyIDs: [await balaji()], mode: 1 },
      })
      const invoice = invoices.find((i) => i.lines.some((l) => l.tokenKeyID === tokenKeyID))!
      return BILLING_MESSAGES.saleOnInvoice(invoice.billNo)
    })
  })
})

describe('TrolleyAuction/GetTrolleyAuctionList', () => {
  it('lists lots with their weights and implied rate, and totals kg and amount over the filter', async () => {
    const { tokenKeyID, marketKeyID } = await trolleyToken(5000)
    const buyerKeyID = await balaji()
    await save(lot(tokenKeyID, buyerKeyID, { rate: 2000, emptyWeightKg: 2000 }))
    const filters = { marketKeyID, buyerKeyID, fromDate: '2026-11-21' }
    const rows = await server.allRows(api.trolleyAuction.list, filters)
    expect(rows.find((r) => r.tokenKeyID === tokenKeyID)).toMatchObject({
      loadedWeightKg: 5000,
      emptyWeightKg: 2000,
      netWeightKg: 3000,
      amount: 60_000,
      impliedRatePerQuintal: 2000,
      status: TROLLEY_AUCTION_STATUS.Weighed,
    })
    const page = await server.call(api.trolleyAuction.list, { body: { pageNo: 0, pageSize: 1, ...filters } })
    const live = rows.filter((r) => r.status !== TROLLEY_AUCTION_STATUS.Cancelled)
    const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100
    expect(page.body.responseData!.totals).toEqual({
      netWeightKg: cents(live.map((r) => r.netWeightKg)),
      amount: cents(live.map((r) => r.amount)),
    })
  })
})
