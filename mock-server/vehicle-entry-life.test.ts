import { describe, expect, it } from 'vitest'
import {
  api,
  ENTRY_MESSAGES,
  FARMER_MESSAGES,
  VEHICLE_ENTRY_MESSAGES as MESSAGES,
  PRODUCT_MESSAGES,
  REASON_MESSAGE,
  VEHICLE_ENTRY_STATUS,
  VEHICLE_TYPE_MESSAGES,
} from '../contracts'
import { istDate } from './context'
import { gateKit } from './test/gate'
import { assignMarket, sameRows, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()
const { market, crateEntry, trolleyEntry, save } = gateKit(server)

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
    const waiting = rows.filter((r) => r.status === VEHICLE_ENTRY_STATUS.In)
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting.every((r) => istDate(r.createdDate) === TODAY && r.exitDateTime === '')).toBe(true)
    const today = await server.allRows(api.vehicleEntry.list, { marketKeyID, fromDate: TODAY, toDate: TODAY })
    expect(today.map((r) => r.entryNo).sort((a, b) => a - b)).toEqual(today.map((_, i) => i + 1))
    expect(new Set(rows.map((r) => r.transportationType))).toEqual(new Set([1, 2]))
  })
})
