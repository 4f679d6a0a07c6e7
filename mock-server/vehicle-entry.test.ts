import { describe, expect, it } from 'vitest'
import {
  api,
  ENTRY_MESSAGES,
  FARMER_MESSAGES,
  VEHICLE_ENTRY_MESSAGES as MESSAGES,
  PRODUCT_MESSAGES,
  REASON_MESSAGE,
  tokenLabel,
  VEHICLE_NO_INVALID,
  VEHICLE_TYPE_MESSAGES,
} from '../contracts'
import { istDate } from './context'
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

const TATA_ACE = 4
const TRACTOR_TROLLEY = 1
const TOMATO = 1
const ONION = 2

/** A market by name, its active assigned farmers and a farmer of the firm not assigned to it. */
async function market(name: string) {
  const [row] = await server.allRows(api.market.list, { searchKeyword: name })
  const marketKeyID = row!.marketKeyID
  const farmers = await server.data(api.farmer.lookup, { query: { MarketKeyID: marketKeyID } })
  const [outsider] = await server.allRows(api.farmer.list, { marketKeyID, assigned: false, isActive: true })
  return { marketKeyID, farmers, outsider: outsider! }
}

const crateEntry = (marketKeyID: string, farmerKeyIDs: string[], extra: Record<string, unknown> = {}) => ({
  marketKeyID,
  vehicleNo: 'mh-04 zz 0001',
  vehicleTypeID: TATA_ACE,
  transportationType: 1,
  driverName: 'Kisan Thorat',
  fromVillage: 'Otur',
  tokens: farmerKeyIDs.map((farmerKeyID, i) => ({
    farmerKeyID,
    productID: TOMATO,
    declaredCrates: 40 + i,
    gradingType: 1,
  })),
  ...extra,
})

const trolleyEntry = (marketKeyID: string, farmerKeyID: string, extra: Record<string, unknown> = {}) => ({
  marketKeyID,
  vehicleNo: 'MH04ZZ0002',
  vehicleTypeID: TRACTOR_TROLLEY,
  transportationType: 2,
  loadedWeightKg: 6200,
  tokens: [{ farmerKeyID, productID: ONION, declaredCrates: 0, gradingType: 0 }],
  ...extra,
})

const save = (body: unknown, token?: string) =>
  server.call(api.vehicleEntry.addUpdate, token ? { body, token } : { body })
const model = (key: string) => server.data(api.vehicleEntry.model, { query: { VehicleEntryKeyID: key } })

/** Today's highest entry and token numbers of a market. */
async function lastNumbers(marketKeyID: string) {
  const [entry] = await server.data(api.vehicleEntry.list, {
    body: {
      pageNo: 0,
      pageSize: 1,
      marketKeyID,
      fromDate: TODAY,
      sortingColumnName: 'entryNo',
      sortingDirection: 'desc',
    },
  })
  const [token] = await server.data(api.token.list, {
    body: {
      pageNo: 0,
      pageSize: 1,
      marketKeyID,
      fromDate: TODAY,
      sortingColumnName: 'tokenNo',
      sortingDirection: 'desc',
    },
  })
  return { entryNo: entry?.entryNo ?? 0, tokenNo: token?.tokenNo ?? 0 }
}

describe('VehicleEntry/AddUpdateVehicleEntry', () => {
  it("records a vehicle with three farmers' tokens under the market's next numbers of the day", async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const before = await lastNumbers(marketKeyID)
    const three = farmers.slice(0, 3).map((f) => f.farmerKeyID)
    const saved = await server.data(api.vehicleEntry.addUpdate, { body: crateEntry(marketKeyID, three) })
    expect(saved).toMatchObject({
      entryNo: before.entryNo + 1,
      entryDate: TODAY,
      vehicleNo: 'MH04ZZ0001',
      vehicleTypeName: 'Tata Ace',
      entryFee: 5,
      entryFeeMode: 1,
      status: 1,
      exitDateTime: '',
    })
    expect(saved.tokens.map((t) => [t.tokenNo, t.farmerKeyID, t.status, t.productName])).toEqual(
      three.map((key, i) => [before.tokenNo + 1 + i, key, 1, 'Tomato']),
    )
    expect(await model(saved.vehicleEntryKeyID)).toEqual(saved)
    const [row] = await server.data(api.vehicleEntry.list, {
      body: { pageNo: 0, pageSize: 1, marketKeyID, status: 1, searchKeyword: 'MH04ZZ0001' },
    })
    expect(row).toMatchObject({ tokenCount: 3, farmerNames: farmers.slice(0, 3).map((f) => f.farmerName) })
    const label = tokenLabel(saved.tokens[1]!.tokenNo)
    const tokens = await server.allRows(api.token.list, {
      marketKeyID,
      fromDate: TODAY,
      searchKeyword: label,
    })
    expect(tokens.map((t) => t.tokenKeyID)).toContain(saved.tokens[1]!.tokenKeyID)
  })

  it('takes an edited entry fee and its mode, exact to the paisa', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const body = crateEntry(marketKeyID, [farmers[0]!.farmerKeyID], { entryFee: 12.35, entryFeeMode: 2 })
    expect(await server.data(api.vehicleEntry.addUpdate, { body })).toMatchObject({
      entryFee: 12.35,
      entryFeeMode: 2,
    })
    const tooFine = await save({ ...body, vehicleNo: 'MH04ZZ0009', entryFee: 12.345 })
    expect(tooFine.body.errorMessage).toBe('entryFee: Entry fee can have at most 2 decimals.')
  })

  it('checks the vehicle number against the pattern unless the vehicle is unregistered', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const body = crateEntry(marketKeyID, [farmers[0]!.farmerKeyID], { vehicleNo: 'tractor 7' })
    expect((await save(body)).body).toMatchObject({
      statusCode: 400,
      errorMessage: `vehicleNo: ${VEHICLE_NO_INVALID}`,
    })
    const saved = await server.data(api.vehicleEntry.addUpdate, { body: { ...body, isUnregistered: true } })
    expect(saved).toMatchObject({ vehicleNo: 'TRACTOR7', isUnregistered: true })
  })

  it('refuses the same vehicle In twice at a market on one day, until it has gone Out', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const body = crateEntry(marketKeyID, [farmers[0]!.farmerKeyID])
    const first = await server.data(api.vehicleEntry.addUpdate, { body })
    const again = await save({ ...body, vehicleNo: 'MH 04 ZZ 0001' })
    expect(again.body).toMatchObject({
      statusCode: 400,
      errorMessage: `vehicleNo: ${MESSAGES.alreadyIn('MH04ZZ0001', first.entryNo)}`,
    })
    const other = await market('Sangola')
    expect((await save(crateEntry(other.marketKeyID, [other.farmers[0]!.farmerKeyID]))).status).toBe(200)
    await server.data(api.vehicleEntry.markOut, { body: { vehicleEntryKeyID: first.vehicleEntryKeyID } })
    const back = await server.data(api.vehicleEntry.addUpdate, { body })
    expect(back.entryNo).toBe(first.entryNo + 1)
  })

  it('wants crates on crate tokens, and exactly one token and a loaded weight on a trolley', async () => {
    const { marketKeyID, farmers } = await market('Lasalgaon')
    const [a, b] = farmers.map((f) => f.farmerKeyID)
    const noCrates = crateEntry(marketKeyID, [a!, b!])
    noCrates.tokens[1]!.declaredCrates = 0
    expect((await save(noCrates)).body.errorMessage).toBe(
      `tokens.1.declaredCrates: ${ENTRY_MESSAGES.cratesRequired}`,
    )
    const two = trolleyEntry(marketKeyID, a!)
    two.tokens.push({ farmerKeyID: b!, productID: ONION, declaredCrates: 0, gradingType: 0 })
    expect((await save(two)).body.errorMessage).toBe(`tokens: ${ENTRY_MESSAGES.oneTrolleyToken}`)
    expect((await save(trolleyEntry(marketKeyID, a!, { loadedWeightKg: 0 }))).body.errorMessage).toBe(
      `loadedWeightKg: ${ENTRY_MESSAGES.loadedWeightRequired}`,
    )
    expect((await save({ ...noCrates, tokens: [] })).body.errorMessage).toBe(
      'tokens: Add at least one token.',
    )
    const trolley = await server.data(api.vehicleEntry.addUpdate, { body: trolleyEntry(marketKeyID, a!) })
    expect(trolley).toMatchObject({ transportationType: 2, loadedWeightKg: 6200, entryFee: 10 })
  })

  it('refuses a farmer not assigned to the market by name, and takes the farmer once assigned', async () => {
    const { marketKeyID, farmers, outsider } = await market('Narayangaon')
    const body = crateEntry(marketKeyID, [farmers[0]!.farmerKeyID, outsider.farmerKeyID])
    const refused = await save(body)
    expect(refused.body).toMatchObject({
      statusCode: 400,
      errorMessage: `tokens.1.farmerKeyID: ${MESSAGES.farmerNotInMarket(
        `${outsider.farmerName} (${outsider.farmerCode})`,
        'Narayangaon',
      )}`,
    })
    await server.data(api.farmer.assignMarket, {
      body: { marketKeyID, farmerKeyIDs: [outsider.farmerKeyID], assign: true },
    })
    expect((await save(body)).status).toBe(200)
  })

  it('refuses an inactive product or vehicle type and another firm’s farmer', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    await server.data(api.product.changeStatus, { query: { ProductID: TOMATO } })
    const body = crateEntry(marketKeyID, [farmers[0]!.farmerKeyID])
    expect((await save(body)).body.errorMessage).toBe(`tokens.0.productID: ${MESSAGES.productInactive}`)
    await server.data(api.product.changeStatus, { query: { ProductID: TOMATO } })
    await server.data(api.vehicleType.changeStatus, { query: { VehicleTypeID: TATA_ACE } })
    expect((await save(body)).body.errorMessage).toBe(`vehicleTypeID: ${MESSAGES.vehicleTypeInactive}`)
    const other = await registerFirm(server.app)
    const theirFarmer = await server.data(api.farmer.addUpdate, {
      token: other.token,
      body: {
        farmerName: 'Other Farmer',
        mobileNo: '9876501234',
        village: 'Otur',
        openingBalance: 0,
        openingBalanceType: 'Payable',
        marketKeyIDs: [],
      },
    })
    const foreign = crateEntry(marketKeyID, [theirFarmer.farmerKeyID], { vehicleTypeID: 2 })
    expect((await save(foreign)).body.errorMessage).toBe(`tokens.0.farmerKeyID: ${MESSAGES.farmerNotOfFirm}`)
  })

  it('edits an In entry: an Open token changes, a new one takes the next number, one left out is cancelled', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const [a, b, c] = farmers.map((f) => f.farmerKeyID)
    const saved = await server.data(api.vehicleEntry.addUpdate, { body: crateEntry(marketKeyID, [a!, b!]) })
    const [first, second] = saved.tokens
    const edited = await server.data(api.vehicleEntry.addUpdate, {
      body: {
        ...crateEntry(marketKeyID, []),
        vehicleEntryKeyID: saved.vehicleEntryKeyID,
        driverName: 'Popat Aher',
        tokens: [
          { ...first!, declaredCrates: 55 },
          { farmerKeyID: c!, productID: TOMATO, declaredCrates: 20, gradingType: 2 },
        ],
      },
    })
    expect(edited).toMatchObject({ entryNo: saved.entryNo, driverName: 'Popat Aher' })
    expect(edited.tokens.map((t) => [t.tokenNo, t.declaredCrates, t.status])).toEqual([
      [first!.tokenNo, 55, 1],
      [second!.tokenNo + 1, 20, 1],
      [second!.tokenNo, 41, 5],
    ])
  })

  it('keeps a graded token as it is, and changes nothing once the vehicle is Out', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const saved = await server.data(api.vehicleEntry.addUpdate, {
      body: crateEntry(marketKeyID, [farmers[0]!.farmerKeyID]),
    })
    const [token] = saved.tokens
    await server.data(api.token.saveGrading, {
      body: { tokenKeyID: token!.tokenKeyID, gradingType: 1, grades: [{ gradeID: 1, crates: 40 }] },
    })
    const body = {
      ...crateEntry(marketKeyID, []),
      vehicleEntryKeyID: saved.vehicleEntryKeyID,
      tokens: [{ ...token!, declaredCrates: 45 }],
    }
    expect((await save(body)).body.errorMessage).toBe(
      `tokens.0: ${MESSAGES.tokenLocked(tokenLabel(token!.tokenNo))}`,
    )
    // Unchanged, the graded token travels along with an edit of the vehicle.
    expect((await save({ ...body, driverName: 'Raju Kadam', tokens: [token] })).status).toBe(200)
    await server.data(api.vehicleEntry.markOut, { body: { vehicleEntryKeyID: saved.vehicleEntryKeyID } })
    expect((await save({ ...body, tokens: [token] })).body).toMatchObject({
      statusCode: 400,
      errorMessage: MESSAGES.editOnlyIn,
    })
  })

  it("refuses a token of another entry and another firm's market", async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const one = await server.data(api.vehicleEntry.addUpdate, {
      body: crateEntry(marketKeyID, [farmers[0]!.farmerKeyID]),
    })
    const body = crateEntry(marketKeyID, [], { vehicleNo: 'MH04ZZ0007', tokens: [one.tokens[0]] })
    expect((await save(body)).body.errorMessage).toBe(`tokens.0.tokenKeyID: ${MESSAGES.tokenNotOfEntry}`)
    const other = await registerFirm(server.app)
    const before = server.app.mockStore.snapshot()
    const answer = await save(crateEntry(marketKeyID, [farmers[0]!.farmerKeyID]), other.token)
    expect(answer.status).toBe(404)
    expect(
      (
        await call(server.app, api.vehicleEntry.model, {
          token: other.token,
          query: { VehicleEntryKeyID: one.vehicleEntryKeyID },
        })
      ).status,
    ).toBe(404)
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('numbers concurrent entries of one market without gaps or repeats', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const before = await lastNumbers(marketKeyID)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server.data(api.vehicleEntry.addUpdate, {
          body: crateEntry(marketKeyID, [farmers[i % 5]!.farmerKeyID, farmers[5 + (i % 5)]!.farmerKeyID], {
            vehicleNo: `MH04ZY${String(i).padStart(4, '0')}`,
          }),
        }),
      ),
    )
    const entryNos = answers.map((e) => e.entryNo).sort((x, y) => x - y)
    const tokenNos = answers.flatMap((e) => e.tokens.map((t) => t.tokenNo)).sort((x, y) => x - y)
    expect(entryNos).toEqual(Array.from({ length: 30 }, (_, i) => before.entryNo + 1 + i))
    expect(tokenNos).toEqual(Array.from({ length: 60 }, (_, i) => before.tokenNo + 1 + i))
  })
})

describe('VehicleEntry/MarkVehicleOut', () => {
  it('records the exit time, and a trolley’s empty weight below its loaded weight', async () => {
    const { marketKeyID, farmers } = await market('Lasalgaon')
    const trolley = await server.data(api.vehicleEntry.addUpdate, {
      body: trolleyEntry(marketKeyID, farmers[0]!.farmerKeyID),
    })
    const out = (emptyWeightKg: number | null) =>
      server.call(api.vehicleEntry.markOut, {
        body: { vehicleEntryKeyID: trolley.vehicleEntryKeyID, emptyWeightKg },
      })
    expect((await out(null)).body.errorMessage).toBe(`emptyWeightKg: ${ENTRY_MESSAGES.emptyWeightRequired}`)
    expect((await out(6200)).body.errorMessage).toBe(
      `emptyWeightKg: ${ENTRY_MESSAGES.emptyNotBelowLoaded(6200)}`,
    )
    const left = await out(2350.5)
    expect(left.body.responseData!.data).toMatchObject({ status: 2, emptyWeightKg: 2350.5 })
    expect(Date.parse(left.body.responseData!.data.exitDateTime)).toBeGreaterThan(
      Date.parse(trolley.entryDateTime) - 1,
    )
    expect((await out(2000)).body).toMatchObject({ statusCode: 400, errorMessage: MESSAGES.outOnlyIn })
  })
})

describe('VehicleEntry/CancelVehicleEntry', () => {
  it('cancels the entry and its Open tokens with the reason; their numbers stay used', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const saved = await server.data(api.vehicleEntry.addUpdate, {
      body: crateEntry(marketKeyID, [farmers[0]!.farmerKeyID, farmers[1]!.farmerKeyID]),
    })
    const cancel = (reason: string) =>
      server.call(api.vehicleEntry.cancel, { body: { vehicleEntryKeyID: saved.vehicleEntryKeyID, reason } })
    expect((await cancel('no')).body.errorMessage).toBe(`reason: ${REASON_MESSAGE}`)
    expect((await cancel('x'.repeat(201))).body.errorMessage).toBe(`reason: ${REASON_MESSAGE}`)
    const cancelled = (await cancel('Entered twice by mistake')).body.responseData!.data
    expect(cancelled).toMatchObject({ status: 3, cancelReason: 'Entered twice by mistake' })
    expect(cancelled.tokens.map((t) => t.status)).toEqual([5, 5])
    const next = await server.data(api.vehicleEntry.addUpdate, {
      body: crateEntry(marketKeyID, [farmers[0]!.farmerKeyID]),
    })
    expect(next.entryNo).toBe(saved.entryNo + 1)
    expect(next.tokens[0]!.tokenNo).toBe(saved.tokens[1]!.tokenNo + 1)
  })

  it('is refused once a token is graded', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const saved = await server.data(api.vehicleEntry.addUpdate, {
      body: crateEntry(marketKeyID, [farmers[0]!.farmerKeyID, farmers[1]!.farmerKeyID]),
    })
    await server.data(api.token.saveGrading, {
      body: { tokenKeyID: saved.tokens[1]!.tokenKeyID, gradingType: 2, grades: [{ gradeID: 2, crates: 41 }] },
    })
    const before = server.app.mockStore.snapshot()
    const answer = await server.call(api.vehicleEntry.cancel, {
      body: { vehicleEntryKeyID: saved.vehicleEntryKeyID, reason: 'Wrong vehicle' },
    })
    expect(answer.body).toMatchObject({ statusCode: 400, errorMessage: MESSAGES.cancelOnlyOpen })
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })
})

describe('the gate and its masters', () => {
  it('keeps a vehicle type, product and farmer in use from being deleted', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const type = await server.data(api.vehicleType.addUpdate, {
      body: {
        vehicleTypeName: 'Mini truck',
        defaultTransportationType: 1,
        entryFee: 8,
        typicalCapacityKg: 3500,
      },
    })
    const product = await server.data(api.product.addUpdate, {
      body: {
        productName: 'Capsicum',
        productNameMr: '',
        category: 'Vegetable',
        defaultTransportationType: 1,
        defaultRateUnit: 5,
        crateCapacityKg: 10,
        crateTareKg: 1.8,
        allowanceKgPerCrate: 0,
        minRateAlert: 0,
        maxRateAlert: 0,
        grades: [{ gradeName: 'Standard', sortOrder: 1, isActive: true }],
      },
    })
    const farmer = await server.data(api.farmer.addUpdate, {
      body: {
        farmerName: 'Navin Shetkari',
        mobileNo: '9876512345',
        village: 'Otur',
        openingBalance: 0,
        openingBalanceType: 'Payable',
        marketKeyIDs: [marketKeyID],
      },
    })
    await server.data(api.vehicleEntry.addUpdate, {
      body: {
        ...crateEntry(marketKeyID, [farmers[0]!.farmerKeyID], { vehicleTypeID: type.vehicleTypeID }),
        tokens: [
          {
            farmerKeyID: farmer.farmerKeyID,
            productID: product.productID,
            declaredCrates: 12,
            gradingType: 0,
          },
        ],
      },
    })
    const removeType = await server.call(api.vehicleType.remove, {
      query: { VehicleTypeID: type.vehicleTypeID },
    })
    expect(removeType.body).toMatchObject({ statusCode: 409, errorMessage: VEHICLE_TYPE_MESSAGES.inUse })
    const removeProduct = await server.call(api.product.remove, { query: { ProductID: product.productID } })
    expect(removeProduct.body).toMatchObject({ statusCode: 409, errorMessage: PRODUCT_MESSAGES.inUse })
    const removeFarmer = await server.call(api.farmer.remove, { query: { FarmerKeyID: farmer.farmerKeyID } })
    expect(removeFarmer.body).toMatchObject({ statusCode: 409, errorMessage: FARMER_MESSAGES.inUse })
  })
})

describe('the gate by role', () => {
  it('lets the Gate Clerk record and cancel, others only what their role grants', async () => {
    const { marketKeyID, farmers } = await market('Narayangaon')
    const body = crateEntry(marketKeyID, [farmers[0]!.farmerKeyID])
    const clerk = await signIn(server.app, USERS.gateClerk)
    const saved = await save(body, clerk.token)
    expect(saved.status).toBe(200)
    const cancel = {
      vehicleEntryKeyID: saved.body.responseData!.data.vehicleEntryKeyID,
      reason: 'Wrong vehicle',
    }
    for (const user of [USERS.saSupport, USERS.accountant]) {
      const { token, userKeyID } = await signIn(server.app, user)
      await assignMarket(server, userKeyID, marketKeyID)
      const list = await server.call(api.vehicleEntry.list, {
        token,
        body: { pageNo: 0, pageSize: 1, marketKeyID },
      })
      expect(list.status).toBe(200)
      expect((await save({ ...body, vehicleNo: 'MH04ZZ0005' }, token)).status).toBe(403)
      expect((await server.call(api.vehicleEntry.cancel, { token, body: cancel })).status).toBe(403)
    }
    expect((await server.call(api.vehicleEntry.cancel, { token: clerk.token, body: cancel })).status).toBe(
      200,
    )
  })
})

describe('the seeded gate', () => {
  it('has every past vehicle Out or Cancelled and vehicles waiting In today, numbered from 1 each day', async () => {
    const { marketKeyID } = await market('Pimpalgaon Baswant')
    const rows = await server.allRows(api.vehicleEntry.list, { marketKeyID, sortingColumnName: 'entryNo' })
    expect(new Set(rows.map((r) => istDate(r.createdDate))).size).toBe(61)
    const waiting = rows.filter((r) => r.status === 1)
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting.every((r) => istDate(r.createdDate) === TODAY && r.exitDateTime === '')).toBe(true)
    const today = await server.allRows(api.vehicleEntry.list, { marketKeyID, fromDate: TODAY, toDate: TODAY })
    expect(today.map((r) => r.entryNo).sort((a, b) => a - b)).toEqual(today.map((_, i) => i + 1))
    expect(new Set(rows.map((r) => r.transportationType))).toEqual(new Set([1, 2]))
  })
})
