import { describe, expect, it } from 'vitest'
import { AUCTION_LINE_STATUS, api } from '../contracts'
import { auctionKit, PER_CRATE, PER_KG, TOMATO, TOMATO_1 } from './test/auction'
import { seededServer } from './test/support'

const server = seededServer()
const { marketKey, crateToken, unlimited, sell, line } = auctionKit(server)

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
    const perCrate = today.filter(
      (r) => r.gradeID === TOMATO_1 && r.status !== AUCTION_LINE_STATUS.Cancelled && r.rateUnit === PER_CRATE,
    )
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
        .filter((r) => r.status !== AUCTION_LINE_STATUS.Cancelled)
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
