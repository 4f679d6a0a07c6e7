import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, DEFAULT_SERVICE_MESSAGES, type DefaultServiceRow, type LoginRecord } from '../contracts'
import { call, data, signIn, startServer } from './test/support'

let app: FastifyInstance
let demo: LoginRecord
let keyOf: Record<string, string>

beforeAll(async () => {
  ;({ app } = await startServer())
  demo = await signIn(app)
  const markets = await data(app, api.market.list, { token: demo.token, body: { pageNo: 0, pageSize: 100 } })
  keyOf = Object.fromEntries(markets.map((m) => [m.marketPlaceName, m.marketKeyID]))
})
afterAll(() => app.close())
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__mock/reset' })
})

const farmerModel = (market: string) =>
  data(app, api.farmerMarketServices.model, { token: demo.token, query: { MarketKeyID: keyOf[market]! } })
const buyerModel = (market: string) =>
  data(app, api.buyerMarketServices.model, { token: demo.token, query: { MarketKeyID: keyOf[market]! } })
const saveFarmer = (market: string, farmerMarketServices: unknown[]) =>
  call(app, api.farmerMarketServices.save, {
    token: demo.token,
    body: { userKeyID: demo.userKeyID, marketKeyID: keyOf[market] ?? market, farmerMarketServices },
  })
const saveBuyer = (market: string, buyerMarketServices: unknown[]) =>
  call(app, api.buyerMarketServices.save, {
    token: demo.token,
    body: { userKeyID: demo.userKeyID, marketKeyID: keyOf[market] ?? market, buyerMarketServices },
  })

/** Rows as [serviceID, name, type, amount, transport] for compact expectations. */
const compact = (rows: DefaultServiceRow[]) =>
  rows.map((r) => [r.serviceID, r.serviceName, r.dstid, r.amount, r.transportationTypeID])

const farmerRows = (aadat: number) => [
  [1, 'Aadat', 2, aadat, 1],
  [2, 'Machine Grading', 1, 10, 1],
  [3, 'Hand Grading', 1, 5, 1],
  [4, 'Farmer Grading', 1, 0, 1],
  [5, 'Loading / Unloading', 1, 4, 1],
  [6, 'Stationary', 1, 10, 1],
  [1, 'Aadat', 2, aadat, 2],
  [2, 'Machine Grading', 1, 10, 2],
  [3, 'Hand Grading', 1, 5, 2],
  [4, 'Farmer Grading', 1, 0, 2],
  [5, 'Loading / Unloading', 3, 0.06, 2],
  [6, 'Stationary', 1, 10, 2],
]
const buyerRows = (aadat: number) => [
  [7, 'Aadat', 2, aadat, 1],
  [8, 'Hamali', 1, 5, 1],
  [9, 'Stationary', 1, 10, 1],
  [7, 'Aadat', 2, aadat, 2],
  [8, 'Hamali', 3, 0.05, 2],
  [9, 'Stationary', 1, 10, 2],
]

describe('starting rows', () => {
  it.each([
    ['Pimpalgaon Baswant', 0, 6],
    ['Lasalgaon', 0, 6],
    ['Sangola', 6, 0],
    ['Narayangaon', 6, 0],
    ['Baramati', 6, 0],
  ])(
    '%s: farmer Aadat %i%%, buyer Aadat %i%%, both transport types in spec order',
    async (market, farmer, buyer) => {
      expect(compact(await farmerModel(market))).toEqual(farmerRows(farmer))
      expect(compact(await buyerModel(market))).toEqual(buyerRows(buyer))
    },
  )

  it('gives a new market the rows of its district: buyers pay Aadat in Nashik, farmers elsewhere', async () => {
    const [sinnar] = await data(app, api.market.list, {
      token: demo.token,
      body: { pageNo: 0, pageSize: 10, searchKeyword: 'Sinnar' },
    })
    const [akluj] = await data(app, api.market.list, {
      token: demo.token,
      body: { pageNo: 0, pageSize: 10, searchKeyword: 'Akluj' },
    })
    const created = async (name: string, place: typeof sinnar) => {
      const market = await data(app, api.market.addUpdate, {
        token: demo.token,
        body: { ...place!, marketKeyID: '', marketPlaceName: name },
      })
      keyOf[name] = market.marketKeyID
      return [compact(await farmerModel(name)), compact(await buyerModel(name))]
    }
    expect(await created('Ozar', sinnar)).toEqual([farmerRows(0), buyerRows(6)])
    expect(await created('Natepute', akluj)).toEqual([farmerRows(6), buyerRows(0)])
  })

  it('answers 404 for an unknown market and 400 for a malformed key', async () => {
    const unknown = await call(app, api.farmerMarketServices.model, {
      token: demo.token,
      query: { MarketKeyID: '11111111-2222-4333-8444-555555555555' },
    })
    expect(unknown.status).toBe(404)
    const malformed = await call(app, api.buyerMarketServices.model, {
      token: demo.token,
      query: { MarketKeyID: 'x' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errorMessage).toBe('MarketKeyID: must be a key ID')
  })
})

describe('FarmerMarketServices/AddUpdateFarmerMarketServices', () => {
  it('replaces the type and amount of the given rows and answers the full list', async () => {
    const answer = await saveFarmer('Sangola', [
      { serviceID: 3, dstid: 1, amount: 7.5, transportationTypeID: 1 },
      { serviceID: 1, dstid: 2, amount: 5, transportationTypeID: 2 },
    ])
    expect(answer.status).toBe(200)
    const expected = farmerRows(6)
    expected[2] = [3, 'Hand Grading', 1, 7.5, 1]
    expected[6] = [1, 'Aadat', 2, 5, 2]
    expect(compact(answer.body.responseData!.data)).toEqual(expected)
    expect(compact(await farmerModel('Sangola'))).toEqual(expected)
    // Other markets and the buyer side keep their rows.
    expect(compact(await farmerModel('Narayangaon'))).toEqual(farmerRows(6))
    expect(compact(await buyerModel('Sangola'))).toEqual(buyerRows(0))
  })

  it('saves a whole table as the screen sends it, with serviceName ignored', async () => {
    const rows = (await farmerModel('Lasalgaon')).map((r) => ({ ...r, amount: r.amount + 1 }))
    const answer = await saveFarmer('Lasalgaon', rows)
    expect(answer.status).toBe(200)
    expect(answer.body.responseData!.data.map((r) => r.amount)).toEqual(rows.map((r) => r.amount))
  })

  it('accepts a percentage of exactly 100 and a PerKG amount over 100', async () => {
    const answer = await saveFarmer('Sangola', [
      { serviceID: 1, dstid: 2, amount: 100, transportationTypeID: 1 },
      { serviceID: 2, dstid: 3, amount: 150, transportationTypeID: 1 },
    ])
    expect(answer.status).toBe(200)
  })

  it('refuses a percentage over 100 with the contract message, changing nothing', async () => {
    const answer = await saveFarmer('Sangola', [
      { serviceID: 3, dstid: 1, amount: 9, transportationTypeID: 1 },
      { serviceID: 1, dstid: 2, amount: 100.5, transportationTypeID: 1 },
    ])
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe(
      `farmerMarketServices.1: ${DEFAULT_SERVICE_MESSAGES.percentageOver}`,
    )
    expect(compact(await farmerModel('Sangola'))).toEqual(farmerRows(6))
  })

  it.each([7, 8, 9, 10, 0])('refuses serviceID %i, which is not a farmer service', async (serviceID) => {
    const answer = await saveFarmer('Sangola', [{ serviceID, dstid: 1, amount: 1, transportationTypeID: 1 }])
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toMatch(/^farmerMarketServices\.0\.serviceID: /)
  })

  it('refuses a row listed twice', async () => {
    const row = { serviceID: 2, dstid: 1, amount: 1, transportationTypeID: 2 }
    const answer = await saveFarmer('Sangola', [row, { ...row, amount: 2 }])
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe(
      `farmerMarketServices.1: ${DEFAULT_SERVICE_MESSAGES.listedTwice('Machine Grading', 'Trolley')}`,
    )
  })

  it.each([
    [{ amount: -1 }, 'amount: Amount must not be negative.'],
    [{ amount: 1.005 }, 'amount: Amount can have at most 2 decimals.'],
    [{ amount: 100_000_000 }, `amount: ${DEFAULT_SERVICE_MESSAGES.amountTooLarge}`],
    [{ amount: '10' }, 'amount: Amount must be a number.'],
    [{ dstid: 4 }, 'dstid: must be 1 Fixed, 2 Percentage or 3 PerKG'],
    [{ transportationTypeID: 3 }, 'transportationTypeID: must be 1 Crates or 2 Trolley'],
  ])('refuses %j naming the field', async (change, message) => {
    const answer = await saveFarmer('Sangola', [
      { serviceID: 2, dstid: 1, amount: 1, transportationTypeID: 1, ...change },
    ])
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe(`farmerMarketServices.0.${message}`)
  })

  it('refuses an empty list', async () => {
    const answer = await saveFarmer('Sangola', [])
    expect(answer.body.errorMessage).toBe('farmerMarketServices: must list at least one service')
  })

  it('answers 404 for an unknown market', async () => {
    const answer = await saveFarmer('11111111-2222-4333-8444-555555555555', [
      { serviceID: 2, dstid: 1, amount: 1, transportationTypeID: 1 },
    ])
    expect(answer.status).toBe(404)
  })
})

describe('BuyerMarketServices/AddUpdateBuyerMarketServices', () => {
  it('saves buyer rows and answers the full buyer list', async () => {
    const answer = await saveBuyer('Pimpalgaon Baswant', [
      { serviceID: 8, dstid: 3, amount: 0.07, transportationTypeID: 2 },
    ])
    expect(answer.status).toBe(200)
    const expected = buyerRows(6)
    expected[4] = [8, 'Hamali', 3, 0.07, 2]
    expect(compact(answer.body.responseData!.data)).toEqual(expected)
    expect(compact(await buyerModel('Pimpalgaon Baswant'))).toEqual(expected)
    expect(compact(await farmerModel('Pimpalgaon Baswant'))).toEqual(farmerRows(0))
  })

  it('refuses a farmer service on the buyer side', async () => {
    const answer = await saveBuyer('Sangola', [
      { serviceID: 1, dstid: 2, amount: 6, transportationTypeID: 1 },
    ])
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toMatch(/^buyerMarketServices\.0\.serviceID: is not a buyer service/)
  })

  it('refuses a percentage over 100', async () => {
    const answer = await saveBuyer('Sangola', [
      { serviceID: 7, dstid: 2, amount: 101, transportationTypeID: 1 },
    ])
    expect(answer.body.errorMessage).toBe(`buyerMarketServices.0: ${DEFAULT_SERVICE_MESSAGES.percentageOver}`)
  })

  it('is restored by a reset', async () => {
    await saveBuyer('Sangola', [{ serviceID: 9, dstid: 1, amount: 20, transportationTypeID: 1 }])
    await app.inject({ method: 'POST', url: '/__mock/reset' })
    expect(compact(await buyerModel('Sangola'))).toEqual(buyerRows(0))
  })
})
