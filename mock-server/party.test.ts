import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  api,
  FARMER_MESSAGES,
  LOCATION_MESSAGES,
  type LoginRecord,
  MARKET_MESSAGES,
  PARTY_MESSAGES,
} from '../contracts'
import { allRows, call, data, registerFirm, reset, signIn, startServer } from './test/support'

let app: FastifyInstance
let demo: LoginRecord
let markets: Record<string, string>

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())
beforeEach(async () => {
  await reset(app)
  demo = await signIn(app)
  const rows = await allRows(app, api.market.list, demo.token)
  markets = Object.fromEntries(rows.map((m) => [m.marketPlaceName, m.marketKeyID]))
})

const UNKNOWN_KEY = '11111111-2222-4333-8444-555555555555'

const farmers = (filters: Record<string, unknown> = {}) => allRows(app, api.farmer.list, demo.token, filters)
const buyers = (filters: Record<string, unknown> = {}) => allRows(app, api.buyer.list, demo.token, filters)

const newFarmer = (change: Record<string, unknown> = {}) => ({
  farmerName: 'Bapu Thorat',
  mobileNo: '9422000001',
  village: 'Otur',
  stateID: null,
  districtID: null,
  talukaID: null,
  aadhaarLast4: '4321',
  bankAccountName: 'Bapu Thorat',
  bankAccountNo: '123456789012',
  ifsc: 'mahb0000123',
  upiId: 'balasaheb@okaxis',
  openingBalance: 0,
  openingBalanceType: 'Payable',
  marketKeyIDs: [markets.Narayangaon],
  ...change,
})

const newBuyer = (change: Record<string, unknown> = {}) => ({
  firmName: 'Nagpur Orange Traders',
  proprietorName: 'Vinod Meshram',
  mobileNo: '9422000002',
  buyerType: 'Outstation',
  gstin: '27DEMOZ9999Z1Z9',
  city: 'Nagpur',
  creditLimit: 200_000,
  creditDays: 15,
  openingBalance: 0,
  openingBalanceType: 'Receivable',
  marketKeyIDs: [markets.Sangola],
  ...change,
})

const saveFarmer = (body: Record<string, unknown>) =>
  call(app, api.farmer.addUpdate, { token: demo.token, body })
const saveBuyer = (body: Record<string, unknown>) =>
  call(app, api.buyer.addUpdate, { token: demo.token, body })

async function sunilPawar() {
  const [sunil] = await farmers({ searchKeyword: '1001' })
  return sunil!
}

describe('Farmer/GetFarmerList', () => {
  it("lists the firm's 240 farmers with taluka, district and market names", async () => {
    const rows = await farmers()
    expect(rows).toHaveLength(240)
    expect(await sunilPawar()).toMatchObject({
      farmerCode: 1001,
      farmerName: 'Sunil Pawar',
      village: 'Vinchur',
      talukaName: 'Niphad',
      districtName: 'Nashik',
      marketNames: ['Lasalgaon', 'Pimpalgaon Baswant'],
    })
  })

  it("splits a market's farmers into assigned and not assigned, for the assign screen", async () => {
    const assigned = await farmers({ marketKeyID: markets.Sangola })
    const notAssigned = await farmers({ marketKeyID: markets.Sangola, assigned: false })
    expect(assigned.length).toBeGreaterThan(0)
    expect(assigned.length + notAssigned.length).toBe(240)
    expect(assigned.every((f) => f.marketNames.includes('Sangola'))).toBe(true)
    expect(notAssigned.some((f) => f.marketNames.includes('Sangola'))).toBe(false)
    expect(new Set(assigned.map((f) => f.village))).toEqual(new Set(['Mahud', 'Jawala', 'Akluj']))
  })

  it('filters by taluka and searches code, village and mobile', async () => {
    const sunil = await sunilPawar()
    const niphad = await farmers({ talukaID: sunil.talukaID })
    expect(new Set(niphad.map((f) => f.village))).toEqual(
      new Set(['Vinchur', 'Ozar', 'Saykheda', 'Chandori']),
    )
    expect((await farmers({ searchKeyword: sunil.mobileNo })).map((f) => f.farmerCode)).toEqual([1001])
    expect((await farmers({ searchKeyword: 'alephata' })).every((f) => f.village === 'Alephata')).toBe(true)
  })
})

describe('Farmer/AddUpdateFarmer', () => {
  it('numbers a new farmer after the highest code and derives the place from the taluka', async () => {
    const sunil = await sunilPawar()
    const saved = await data(app, api.farmer.addUpdate, {
      token: demo.token,
      body: newFarmer({ talukaID: sunil.talukaID }),
    })
    expect(saved).toMatchObject({
      farmerCode: 1241,
      stateID: sunil.stateID,
      districtID: sunil.districtID,
      talukaID: sunil.talukaID,
      ifsc: 'MAHB0000123',
    })
    const updated = await data(app, api.farmer.addUpdate, {
      token: demo.token,
      body: { ...saved, village: 'Ozar' },
    })
    expect(updated).toMatchObject({ farmerCode: 1241, village: 'Ozar' })
  })

  it('warns of a farmer with the same mobile, naming them, until the save is confirmed', async () => {
    const sunil = await sunilPawar()
    const answer = await saveFarmer(newFarmer({ mobileNo: sunil.mobileNo }))
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(
      'Possible duplicate: Farmer 1001 Sunil Pawar, Vinchur has the same mobile number. Save again to confirm.',
    )
    expect(answer.body.errorMessage!.startsWith(PARTY_MESSAGES.duplicatePrefix)).toBe(true)
    const confirmed = await saveFarmer(newFarmer({ mobileNo: sunil.mobileNo, confirmDuplicate: true }))
    expect(confirmed.status).toBe(200)
  })

  it('warns of a farmer with the same name and village, ignoring case', async () => {
    const answer = await saveFarmer(newFarmer({ farmerName: 'sunil pawar', village: 'VINCHUR' }))
    expect(answer.body.errorMessage).toBe(
      'Possible duplicate: Farmer 1001 Sunil Pawar, Vinchur has the same name and village. Save again to confirm.',
    )
  })

  it('does not warn a farmer against themselves when saved again', async () => {
    const sunil = await data(app, api.farmer.model, {
      token: demo.token,
      query: { FarmerKeyID: (await sunilPawar()).farmerKeyID },
    })
    expect((await saveFarmer({ ...sunil, bankAccountName: 'Sunil B. Pawar' })).status).toBe(200)
  })

  it.each([
    ['a mobile starting 5', { mobileNo: '5422000001' }, `mobileNo: ${PARTY_MESSAGES.mobile}`],
    ['a malformed IFSC', { ifsc: 'MAHB123' }, `ifsc: ${PARTY_MESSAGES.ifsc}`],
    ['a full Aadhaar number', { aadhaarLast4: '123412341234' }, `aadhaarLast4: ${PARTY_MESSAGES.aadhaar}`],
    [
      'a district outside the state',
      { stateID: 2, districtID: 1 },
      `districtID: ${MARKET_MESSAGES.districtOutsideState}`,
    ],
    ['an unknown taluka', { talukaID: 99_999 }, `talukaID: ${LOCATION_MESSAGES.unknownTaluka}`],
    ['a market of no firm', { marketKeyIDs: [UNKNOWN_KEY] }, `marketKeyIDs.0: ${MARKET_MESSAGES.notOfFirm}`],
  ])('refuses %s', async (_, change, message) => {
    expect((await saveFarmer(newFarmer(change))).body).toMatchObject({
      statusCode: 400,
      errorMessage: message,
    })
  })

  it('refuses a taluka outside the district given', async () => {
    const sunil = await sunilPawar()
    const answer = await saveFarmer(
      newFarmer({ districtID: sunil.districtID! + 1, talukaID: sunil.talukaID }),
    )
    expect(answer.body.errorMessage).toBe(`talukaID: ${MARKET_MESSAGES.talukaOutsideDistrict}`)
  })
})

describe('Farmer/AssignFarmerMarket', () => {
  it('adds farmers to a market and takes them off, answering how many changed', async () => {
    const narayangaon = (await farmers({ marketKeyID: markets.Narayangaon })).slice(0, 2)
    const sangola = (await farmers({ marketKeyID: markets.Sangola })).slice(0, 1)
    const farmerKeyIDs = [...narayangaon, ...sangola].map((f) => f.farmerKeyID)
    const body = { marketKeyID: markets.Sangola, farmerKeyIDs, assign: true }
    expect(await data(app, api.farmer.assignMarket, { token: demo.token, body })).toBe(2)
    expect(await data(app, api.farmer.assignMarket, { token: demo.token, body })).toBe(0)
    const assigned = new Set((await farmers({ marketKeyID: markets.Sangola })).map((f) => f.farmerKeyID))
    expect(farmerKeyIDs.every((key) => assigned.has(key))).toBe(true)
    expect(
      await data(app, api.farmer.assignMarket, { token: demo.token, body: { ...body, assign: false } }),
    ).toBe(3)
  })

  it('refuses a farmer of no firm and answers 404 for a market of no firm', async () => {
    const sunil = await sunilPawar()
    const farmer = await call(app, api.farmer.assignMarket, {
      token: demo.token,
      body: { marketKeyID: markets.Sangola, farmerKeyIDs: [sunil.farmerKeyID, UNKNOWN_KEY], assign: true },
    })
    expect(farmer.body).toMatchObject({
      statusCode: 400,
      errorMessage: `farmerKeyIDs.1: ${FARMER_MESSAGES.notOfFirm}`,
    })
    const market = await call(app, api.farmer.assignMarket, {
      token: demo.token,
      body: { marketKeyID: UNKNOWN_KEY, farmerKeyIDs: [sunil.farmerKeyID], assign: true },
    })
    expect(market.status).toBe(404)
  })

  it('keeps a market with assigned farmers from being deleted', async () => {
    const sunil = await sunilPawar()
    await data(app, api.farmer.assignMarket, {
      token: demo.token,
      body: { marketKeyID: markets.Sinnar, farmerKeyIDs: [sunil.farmerKeyID], assign: true },
    })
    const answer = await call(app, api.market.remove, {
      token: demo.token,
      query: { MarketKeyID: markets.Sinnar! },
    })
    expect(answer.body.errorMessage).toBe(MARKET_MESSAGES.inUse)
  })
})

describe('Farmer lookup, delete and status', () => {
  it("answers a market's active farmers by name", async () => {
    const lookup = await data(app, api.farmer.lookup, {
      token: demo.token,
      query: { MarketKeyID: markets.Narayangaon! },
    })
    const assigned = await farmers({ marketKeyID: markets.Narayangaon, isActive: true })
    expect(lookup.map((f) => f.farmerKeyID).sort()).toEqual(assigned.map((f) => f.farmerKeyID).sort())
    const names = lookup.map((f) => f.farmerName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')))
  })

  it('deletes a farmer nothing refers to, and deactivates one', async () => {
    // A new farmer: the seeded ones have tokens at the gate.
    const added = await data(app, api.farmer.addUpdate, { token: demo.token, body: newFarmer() })
    const query = { FarmerKeyID: added.farmerKeyID }
    expect(await data(app, api.farmer.changeStatus, { token: demo.token, query })).toBe(false)
    expect(await data(app, api.farmer.remove, { token: demo.token, query })).toBeNull()
    expect((await call(app, api.farmer.model, { token: demo.token, query })).status).toBe(404)
  })

  it("hides the firm's farmers from another firm", async () => {
    const other = await registerFirm(app)
    expect(await allRows(app, api.farmer.list, other.token)).toEqual([])
    const sunil = await sunilPawar()
    const answer = await call(app, api.farmer.model, {
      token: other.token,
      query: { FarmerKeyID: sunil.farmerKeyID },
    })
    expect(answer.status).toBe(404)
    // A new firm numbers its own farmers from 1.
    const first = await data(app, api.farmer.addUpdate, {
      token: other.token,
      body: newFarmer({ marketKeyIDs: [] }),
    })
    expect(first.farmerCode).toBe(1)
  })
})

describe('Buyers', () => {
  it("lists the firm's buyers, filtered by type and market", async () => {
    expect((await buyers()).length).toBe(30)
    const exporters = await buyers({ buyerType: 'Exporter' })
    expect(exporters.map((b) => b.firmName).sort()).toEqual([
      'Deccan Agro Exports',
      'Godavari Agro Exports',
      'Nashik Valley Exports',
    ])
    const [bengal] = await buyers({ searchKeyword: 'Bengal Tomato' })
    expect(bengal).toMatchObject({
      city: 'Kolkata',
      stateName: 'West Bengal',
      buyerType: 'Outstation',
      gstin: '',
    })
    const sangola = await buyers({ marketKeyID: markets.Sangola })
    expect(sangola.every((b) => b.marketNames.includes('Sangola'))).toBe(true)
  })

  it('numbers a new buyer after the highest code', async () => {
    const saved = await data(app, api.buyer.addUpdate, { token: demo.token, body: newBuyer() })
    expect(saved).toMatchObject({ buyerCode: 131, firmName: 'Nagpur Orange Traders', creditDays: 15 })
  })

  it('warns of a buyer with the same mobile or GSTIN, naming them, until confirmed', async () => {
    const [samarth] = await buyers({ searchKeyword: 'Samarth Fruit' })
    const mobile = await saveBuyer(newBuyer({ mobileNo: samarth!.mobileNo }))
    expect(mobile.body).toMatchObject({
      statusCode: 409,
      errorMessage: `Possible duplicate: Buyer ${samarth!.buyerCode} Shree Samarth Fruit Co., Vashi has the same mobile number. Save again to confirm.`,
    })
    const gstin = await saveBuyer(newBuyer({ gstin: samarth!.gstin }))
    expect(gstin.body.errorMessage).toBe(
      `Possible duplicate: Buyer ${samarth!.buyerCode} Shree Samarth Fruit Co., Vashi has the same GSTIN. Save again to confirm.`,
    )
    expect((await saveBuyer(newBuyer({ gstin: samarth!.gstin, confirmDuplicate: true }))).status).toBe(200)
  })

  it.each([
    ['a malformed GSTIN', { gstin: '27ABCDE1234F1X5' }, `gstin: ${PARTY_MESSAGES.gstin}`],
    ['an unknown state', { stateID: 99 }, `stateID: ${MARKET_MESSAGES.unknownState}`],
    ['credit days over a year', { creditDays: 400 }, 'creditDays: Credit days must be at most 365.'],
    ['an unknown buyer type', { buyerType: 'Broker' }, 'buyerType: Choose a buyer type.'],
  ])('refuses %s', async (_, change, message) => {
    expect((await saveBuyer(newBuyer(change))).body).toMatchObject({ statusCode: 400, errorMessage: message })
  })

  it("answers a market's active buyers, and deletes one nothing refers to", async () => {
    const lookup = await data(app, api.buyer.lookup, {
      token: demo.token,
      query: { MarketKeyID: markets.Lasalgaon! },
    })
    expect(lookup.map((b) => b.firmName)).toEqual(
      expect.arrayContaining(['Jain Traders', 'Mahalaxmi Traders']),
    )
    const inactive = await buyers({ isActive: false })
    expect(lookup.some((b) => inactive.some((i) => i.buyerKeyID === b.buyerKeyID))).toBe(false)
    // The seeded auction sold to every buyer of the market: a buyer with sales stays.
    const sold = await call(app, api.buyer.remove, {
      token: demo.token,
      query: { BuyerKeyID: lookup[0]!.buyerKeyID },
    })
    expect(sold.status).toBe(409)
    const fresh = await data(app, api.buyer.addUpdate, { token: demo.token, body: newBuyer() })
    const query = { BuyerKeyID: fresh.buyerKeyID }
    expect(await data(app, api.buyer.remove, { token: demo.token, query })).toBeNull()
    expect((await call(app, api.buyer.model, { token: demo.token, query })).status).toBe(404)
  })
})
