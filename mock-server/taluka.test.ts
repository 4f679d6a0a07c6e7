import { describe, expect, it } from 'vitest'
import { api, LOCATION_MESSAGES } from '../contracts'
import { findPlace } from './test/places'
import { seededServer, TODAY } from './test/support'

const server = seededServer()

const talukas = (filters: Record<string, unknown> = {}) => server.allRows(api.taluka.list, filters)

const newFarmer = (where: Record<string, unknown>) => ({
  farmerName: 'Test Farmer',
  mobileNo: '9822000099',
  village: 'Test',
  marketKeyIDs: [],
  openingBalance: 0,
  openingBalanceType: 'Payable',
  ...where,
})

describe('Taluka/GetTalukaList', () => {
  it('filters by state and district and searches the parent names', async () => {
    const { state } = await findPlace(server, 'Gujarat')
    const { district } = await findPlace(server, 'Maharashtra', 'Nashik')
    const nashik = await talukas({ stateID: state.stateID, districtID: district!.districtID })
    expect(nashik).toEqual([])
    expect(await talukas({ districtID: district!.districtID })).toHaveLength(15)
    const byParent = await talukas({ searchKeyword: 'solapur' })
    expect(byParent.map((t) => t.talukaName)).toEqual(
      expect.arrayContaining(['Sangola', 'North Solapur', 'Barshi']),
    )
  })

  it('spread their creation over the past year, so a quarter finds some but not all', async () => {
    const all = await talukas()
    const quarter = await talukas({ fromDate: '2026-08-23', toDate: TODAY })
    expect(quarter.length).toBeGreaterThan(0)
    expect(quarter.length).toBeLessThan(all.length)
    expect(await talukas({ fromDate: '2025-11-21', toDate: TODAY })).toHaveLength(all.length)
  })
})

describe('Taluka/AddUpdateTaluka', () => {
  it("adds a taluka; its model answers the district's state", async () => {
    const { state, district } = await findPlace(server, 'Maharashtra', 'Nashik')
    const saved = await server.data(api.taluka.addUpdate, {
      body: {
        stateID: state.stateID,
        districtID: district!.districtID,
        talukaName: 'Ozar',
        talukaNameMr: 'ओझर',
      },
    })
    const model = await server.data(api.taluka.model, { query: { TalukaID: saved.talukaID } })
    expect(model).toEqual({
      talukaID: saved.talukaID,
      stateID: state.stateID,
      districtID: district!.districtID,
      talukaName: 'Ozar',
      talukaNameMr: 'ओझर',
    })
  })

  it("refuses a state that is not the district's, an unknown district and a name in use", async () => {
    const { district } = await findPlace(server, 'Maharashtra', 'Nashik')
    const { state: gujarat } = await findPlace(server, 'Gujarat')
    const mismatch = await server.call(api.taluka.addUpdate, {
      body: { stateID: gujarat.stateID, districtID: district!.districtID, talukaName: 'Ozar' },
    })
    expect(mismatch.body).toMatchObject({
      statusCode: 400,
      errorMessage: `stateID: ${LOCATION_MESSAGES.stateMismatch}`,
    })
    const unknown = await server.call(api.taluka.addUpdate, {
      body: { stateID: gujarat.stateID, districtID: 9999, talukaName: 'Ozar' },
    })
    expect(unknown.body.errorMessage).toBe(`districtID: ${LOCATION_MESSAGES.unknownDistrict}`)
    const clash = await server.call(api.taluka.addUpdate, {
      body: { stateID: district!.stateID, districtID: district!.districtID, talukaName: 'NIPHAD' },
    })
    expect(clash.status).toBe(409)
    expect(clash.body.errorMessage).toBe('A taluka named "NIPHAD" already exists in Nashik district.')
  })
})

describe('Taluka/DeleteTaluka', () => {
  it('refuses a taluka a market uses', async () => {
    const { taluka } = await findPlace(server, 'Maharashtra', 'Nashik', 'Niphad')
    const answer = await server.call(api.taluka.remove, { query: { TalukaID: taluka!.talukaID } })
    expect(answer.body).toMatchObject({ statusCode: 409, errorMessage: LOCATION_MESSAGES.inUse })
  })

  it('refuses a taluka only a farmer uses, and deletes it once the farmer has gone', async () => {
    const { state, district } = await findPlace(server, 'Gujarat', 'Surat')
    const taluka = await server.data(api.taluka.addUpdate, {
      body: { stateID: state.stateID, districtID: district!.districtID, talukaName: 'Kamrej' },
    })
    const farmer = await server.data(api.farmer.addUpdate, { body: newFarmer({ talukaID: taluka.talukaID }) })
    const query = { TalukaID: taluka.talukaID }
    expect((await server.call(api.taluka.remove, { query })).status).toBe(409)
    await server.data(api.farmer.remove, { query: { FarmerKeyID: farmer.farmerKeyID } })
    expect(await server.data(api.taluka.remove, { query })).toBeNull()
    expect((await server.call(api.taluka.model, { query })).status).toBe(404)
  })
})

describe('Taluka/GetTalukaModel, ChangeTalukaStatus, DeleteTaluka', () => {
  it('answers 404 for an unknown ID', async () => {
    for (const endpoint of [api.taluka.model, api.taluka.changeStatus, api.taluka.remove]) {
      expect((await server.call(endpoint, { query: { TalukaID: 9999 } })).status).toBe(404)
    }
  })
})
