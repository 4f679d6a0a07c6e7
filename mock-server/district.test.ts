import { describe, expect, it } from 'vitest'
import { api, LOCATION_MESSAGES } from '../contracts'
import { findPlace } from './test/places'
import { seededServer } from './test/support'

const server = seededServer()

const districts = (filters: Record<string, unknown> = {}) => server.allRows(api.district.list, filters)

describe('District/GetDistrictList', () => {
  it('filters by state and searches the state names', async () => {
    const { state } = await findPlace(server, 'Gujarat')
    const gujarat = await districts({ stateID: state.stateID })
    expect(gujarat.map((d) => d.districtName).sort()).toEqual(['Ahmedabad', 'Banaskantha', 'Rajkot', 'Surat'])
    expect((await districts({ searchKeyword: 'gujarat' })).map((d) => d.districtID).sort()).toEqual(
      gujarat.map((d) => d.districtID).sort(),
    )
    const { district } = await findPlace(server, 'Maharashtra', 'Nashik')
    expect(district!.talukaCount).toBe(15)
  })
})

describe('District/AddUpdateDistrict', () => {
  it('adds a district to a state; the same name may exist in another state', async () => {
    const { state } = await findPlace(server, 'Gujarat')
    const saved = await server.data(api.district.addUpdate, {
      body: { stateID: state.stateID, districtName: 'Pune', districtNameMr: '' },
    })
    expect(saved).toMatchObject({ stateID: state.stateID, districtName: 'Pune' })
  })

  it('refuses a name in use within the state, naming the state, and an unknown state', async () => {
    const { state } = await findPlace(server, 'Maharashtra')
    const clash = await server.call(api.district.addUpdate, {
      body: { stateID: state.stateID, districtName: 'nashik' },
    })
    expect(clash.status).toBe(409)
    expect(clash.body.errorMessage).toBe('A district named "Nashik" already exists in Maharashtra.')
    const unknown = await server.call(api.district.addUpdate, {
      body: { stateID: 99, districtName: 'Nowhere' },
    })
    expect(unknown.body).toMatchObject({
      statusCode: 400,
      errorMessage: `stateID: ${LOCATION_MESSAGES.unknownState}`,
    })
  })

  it('moves a district nobody uses to another state, but not one markets use', async () => {
    const { state: karnataka } = await findPlace(server, 'Karnataka')
    const { district: kolar } = await findPlace(server, 'Karnataka', 'Kolar')
    const { state: gujarat } = await findPlace(server, 'Gujarat')
    const moved = await server.call(api.district.addUpdate, { body: { ...kolar, stateID: gujarat.stateID } })
    expect(moved.status).toBe(200)
    const { district: nashik } = await findPlace(server, 'Maharashtra', 'Nashik')
    const refused = await server.call(api.district.addUpdate, {
      body: { ...nashik, stateID: karnataka.stateID },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.errorMessage).toBe(LOCATION_MESSAGES.moveInUse)
  })
})

describe('District/DeleteDistrict', () => {
  it('refuses a district with talukas', async () => {
    const { district } = await findPlace(server, 'Gujarat', 'Surat')
    const answer = await server.call(api.district.remove, { query: { DistrictID: district!.districtID } })
    expect(answer.body).toMatchObject({
      statusCode: 409,
      errorMessage: LOCATION_MESSAGES.districtHasChildren,
    })
  })
})

describe('District/ChangeDistrictStatus', () => {
  it('toggles a district; an inactive one leaves the lookup but stays in the list', async () => {
    const { state, district } = await findPlace(server, 'Karnataka', 'Kolar')
    const query = { DistrictID: district!.districtID }
    expect(await server.data(api.district.changeStatus, { query })).toBe(false)
    const lookup = await server.data(api.location.districtLookup, { query: { StateID: state.stateID } })
    expect(lookup.map((d) => d.districtName)).not.toContain('Kolar')
    expect((await districts({ stateID: state.stateID, isActive: false })).map((d) => d.districtName)).toEqual(
      ['Kolar'],
    )
    expect(await server.data(api.district.changeStatus, { query })).toBe(true)
  })
})

describe('District/GetDistrictModel, ChangeDistrictStatus, DeleteDistrict', () => {
  it('answers 404 for an unknown ID', async () => {
    for (const endpoint of [api.district.model, api.district.changeStatus, api.district.remove]) {
      expect((await server.call(endpoint, { query: { DistrictID: 9999 } })).status).toBe(404)
    }
  })
})
