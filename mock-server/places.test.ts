import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, LOCATION_MESSAGES, type LoginRecord } from '../contracts'
import { PLACE_ERRORS } from './handlers/places'
import { allRows, call, data, reset, signIn, startServer, TODAY } from './test/support'

let app: FastifyInstance
let demo: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())
beforeEach(async () => {
  await reset(app)
  demo = await signIn(app)
})

const states = (filters: Record<string, unknown> = {}) => allRows(app, api.state.list, demo.token, filters)
const districts = (filters: Record<string, unknown> = {}) =>
  allRows(app, api.district.list, demo.token, filters)
const talukas = (filters: Record<string, unknown> = {}) => allRows(app, api.taluka.list, demo.token, filters)

async function place(stateName: string, districtName?: string, talukaName?: string) {
  const state = (await states({ searchKeyword: stateName })).find((s) => s.stateName === stateName)!
  if (!districtName) return { state }
  const district = (await districts({ stateID: state.stateID })).find((d) => d.districtName === districtName)!
  if (!talukaName) return { state, district }
  const taluka = (await talukas({ districtID: district.districtID })).find(
    (t) => t.talukaName === talukaName,
  )!
  return { state, district, taluka }
}

const newFarmer = (where: Record<string, unknown>) => ({
  farmerName: 'Test Farmer',
  mobileNo: '9822000099',
  village: 'Test',
  marketKeyIDs: [],
  openingBalance: 0,
  openingBalanceType: 'Payable',
  ...where,
})

describe('State/GetStateList', () => {
  it('lists the states with GST codes, Marathi names and district counts', async () => {
    const rows = await states({ sortingColumnName: 'stateCode' })
    expect(rows.map((s) => [s.stateCode, s.stateName, s.districtCount])).toEqual([
      ['07', 'Delhi', 4],
      ['19', 'West Bengal', 4],
      ['23', 'Madhya Pradesh', 5],
      ['24', 'Gujarat', 4],
      ['27', 'Maharashtra', 36],
      ['29', 'Karnataka', 4],
    ])
    expect(rows.find((s) => s.stateName === 'Maharashtra')!.stateNameMr).toBe('महाराष्ट्र')
  })

  it('searches names, Marathi names and codes', async () => {
    expect((await states({ searchKeyword: 'bengal' })).map((s) => s.stateName)).toEqual(['West Bengal'])
    expect((await states({ searchKeyword: 'महा' })).map((s) => s.stateName)).toEqual(['Maharashtra'])
    expect((await states({ searchKeyword: '29' })).map((s) => s.stateName)).toEqual(['Karnataka'])
  })

  it('was created over the past year: no state this month, every one within the year', async () => {
    expect(await states({ fromDate: '2026-11-01', toDate: TODAY })).toEqual([])
    expect(await states({ fromDate: '2025-11-21', toDate: TODAY })).toHaveLength(6)
  })
})

describe('District/GetDistrictList and Taluka/GetTalukaList', () => {
  it('filter by parent and search the parent names', async () => {
    const { state } = await place('Gujarat')
    const gujarat = await districts({ stateID: state.stateID })
    expect(gujarat.map((d) => d.districtName).sort()).toEqual(['Ahmedabad', 'Banaskantha', 'Rajkot', 'Surat'])
    expect((await districts({ searchKeyword: 'gujarat' })).map((d) => d.districtID).sort()).toEqual(
      gujarat.map((d) => d.districtID).sort(),
    )
    const { district } = await place('Maharashtra', 'Nashik')
    const nashik = await talukas({ stateID: state.stateID, districtID: district!.districtID })
    expect(nashik).toEqual([])
    expect(await talukas({ districtID: district!.districtID })).toHaveLength(15)
    expect(district!.talukaCount).toBe(15)
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

describe('State/AddUpdateState', () => {
  const goa = { stateName: 'goa', stateCode: '30', stateNameMr: 'गोवा' }

  it('adds a state, capitalised, and updates it', async () => {
    const saved = await data(app, api.state.addUpdate, { token: demo.token, body: goa })
    expect(saved).toMatchObject({ stateName: 'Goa', stateCode: '30', stateNameMr: 'गोवा' })
    expect(saved.stateID).toBe(7)
    const updated = await data(app, api.state.addUpdate, {
      token: demo.token,
      body: { ...saved, stateNameMr: 'गोंय' },
    })
    expect(updated).toEqual({ ...saved, stateNameMr: 'गोंय' })
    expect(
      (await data(app, api.location.stateLookup, { token: demo.token })).map((s) => s.stateName),
    ).toContain('Goa')
  })

  it('refuses a name in use, ignoring case and spaces, and a GST code in use, naming them', async () => {
    const name = await call(app, api.state.addUpdate, {
      token: demo.token,
      body: { ...goa, stateName: '  maharashtra ' },
    })
    expect(name.status).toBe(409)
    expect(name.body.errorMessage).toBe('A state named "Maharashtra" already exists.')
    const code = await call(app, api.state.addUpdate, {
      token: demo.token,
      body: { ...goa, stateCode: '27' },
    })
    expect(code.status).toBe(409)
    expect(code.body.errorMessage).toBe('GST state code 27 is already used by Maharashtra.')
  })

  it('refuses a code that is not two digits, and an unknown state', async () => {
    const code = await call(app, api.state.addUpdate, { token: demo.token, body: { ...goa, stateCode: '3' } })
    expect(code.body.errorMessage).toBe(`stateCode: ${LOCATION_MESSAGES.stateCode}`)
    const unknown = await call(app, api.state.addUpdate, { token: demo.token, body: { ...goa, stateID: 99 } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errorMessage).toBe(PLACE_ERRORS.stateNotFound)
  })
})

describe('District/AddUpdateDistrict', () => {
  it('adds a district to a state; the same name may exist in another state', async () => {
    const { state } = await place('Gujarat')
    const saved = await data(app, api.district.addUpdate, {
      token: demo.token,
      body: { stateID: state.stateID, districtName: 'Pune', districtNameMr: '' },
    })
    expect(saved).toMatchObject({ stateID: state.stateID, districtName: 'Pune' })
  })

  it('refuses a name in use within the state, naming the state, and an unknown state', async () => {
    const { state } = await place('Maharashtra')
    const clash = await call(app, api.district.addUpdate, {
      token: demo.token,
      body: { stateID: state.stateID, districtName: 'nashik' },
    })
    expect(clash.status).toBe(409)
    expect(clash.body.errorMessage).toBe('A district named "Nashik" already exists in Maharashtra.')
    const unknown = await call(app, api.district.addUpdate, {
      token: demo.token,
      body: { stateID: 99, districtName: 'Nowhere' },
    })
    expect(unknown.body).toMatchObject({
      statusCode: 400,
      errorMessage: `stateID: ${PLACE_ERRORS.unknownState}`,
    })
  })

  it('moves a district nobody uses to another state, but not one markets use', async () => {
    const { state: karnataka } = await place('Karnataka')
    const { district: kolar } = await place('Karnataka', 'Kolar')
    const { state: gujarat } = await place('Gujarat')
    const moved = await call(app, api.district.addUpdate, {
      token: demo.token,
      body: { ...kolar, stateID: gujarat.stateID },
    })
    expect(moved.status).toBe(200)
    const { district: nashik } = await place('Maharashtra', 'Nashik')
    const refused = await call(app, api.district.addUpdate, {
      token: demo.token,
      body: { ...nashik, stateID: karnataka.stateID },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.errorMessage).toBe(PLACE_ERRORS.moveInUse)
  })
})

describe('Taluka/AddUpdateTaluka', () => {
  it("adds a taluka; its model answers the district's state", async () => {
    const { state, district } = await place('Maharashtra', 'Nashik')
    const saved = await data(app, api.taluka.addUpdate, {
      token: demo.token,
      body: {
        stateID: state.stateID,
        districtID: district!.districtID,
        talukaName: 'Ozar',
        talukaNameMr: 'ओझर',
      },
    })
    const model = await data(app, api.taluka.model, {
      token: demo.token,
      query: { TalukaID: saved.talukaID },
    })
    expect(model).toEqual({
      talukaID: saved.talukaID,
      stateID: state.stateID,
      districtID: district!.districtID,
      talukaName: 'Ozar',
      talukaNameMr: 'ओझर',
    })
  })

  it("refuses a state that is not the district's, an unknown district and a name in use", async () => {
    const { district } = await place('Maharashtra', 'Nashik')
    const { state: gujarat } = await place('Gujarat')
    const mismatch = await call(app, api.taluka.addUpdate, {
      token: demo.token,
      body: { stateID: gujarat.stateID, districtID: district!.districtID, talukaName: 'Ozar' },
    })
    expect(mismatch.body).toMatchObject({
      statusCode: 400,
      errorMessage: `stateID: ${PLACE_ERRORS.stateMismatch}`,
    })
    const unknown = await call(app, api.taluka.addUpdate, {
      token: demo.token,
      body: { stateID: gujarat.stateID, districtID: 9999, talukaName: 'Ozar' },
    })
    expect(unknown.body.errorMessage).toBe(`districtID: ${PLACE_ERRORS.unknownDistrict}`)
    const clash = await call(app, api.taluka.addUpdate, {
      token: demo.token,
      body: { stateID: district!.stateID, districtID: district!.districtID, talukaName: 'NIPHAD' },
    })
    expect(clash.status).toBe(409)
    expect(clash.body.errorMessage).toBe('A taluka named "NIPHAD" already exists in Nashik district.')
  })
})

describe('deleting places', () => {
  it('refuses a state with districts and a district with talukas', async () => {
    const { state, district } = await place('Gujarat', 'Surat')
    const withDistricts = await call(app, api.state.remove, {
      token: demo.token,
      query: { StateID: state.stateID },
    })
    expect(withDistricts.body).toMatchObject({
      statusCode: 409,
      errorMessage: LOCATION_MESSAGES.stateHasChildren,
    })
    const withTalukas = await call(app, api.district.remove, {
      token: demo.token,
      query: { DistrictID: district!.districtID },
    })
    expect(withTalukas.body).toMatchObject({
      statusCode: 409,
      errorMessage: LOCATION_MESSAGES.districtHasChildren,
    })
  })

  it('refuses a taluka a market uses', async () => {
    const { taluka } = await place('Maharashtra', 'Nashik', 'Niphad')
    const answer = await call(app, api.taluka.remove, {
      token: demo.token,
      query: { TalukaID: taluka!.talukaID },
    })
    expect(answer.body).toMatchObject({ statusCode: 409, errorMessage: LOCATION_MESSAGES.inUse })
  })

  it('refuses a taluka only a farmer uses, and deletes it once the farmer has gone', async () => {
    const { state, district } = await place('Gujarat', 'Surat')
    const taluka = await data(app, api.taluka.addUpdate, {
      token: demo.token,
      body: { stateID: state.stateID, districtID: district!.districtID, talukaName: 'Kamrej' },
    })
    const farmer = await data(app, api.farmer.addUpdate, {
      token: demo.token,
      body: newFarmer({ talukaID: taluka.talukaID }),
    })
    const query = { TalukaID: taluka.talukaID }
    expect((await call(app, api.taluka.remove, { token: demo.token, query })).status).toBe(409)
    await data(app, api.farmer.remove, { token: demo.token, query: { FarmerKeyID: farmer.farmerKeyID } })
    expect(await data(app, api.taluka.remove, { token: demo.token, query })).toBeNull()
    expect((await call(app, api.taluka.model, { token: demo.token, query })).status).toBe(404)
  })

  it('refuses a state a buyer names, and deletes an unused one', async () => {
    const goa = await data(app, api.state.addUpdate, {
      token: demo.token,
      body: { stateName: 'Goa', stateCode: '30' },
    })
    const buyer = await data(app, api.buyer.addUpdate, {
      token: demo.token,
      body: {
        firmName: 'Panaji Fresh',
        mobileNo: '9822000098',
        buyerType: 'Outstation',
        stateID: goa.stateID,
        creditLimit: 0,
        creditDays: 7,
        openingBalance: 0,
        openingBalanceType: 'Receivable',
        marketKeyIDs: [],
      },
    })
    const query = { StateID: goa.stateID }
    expect((await call(app, api.state.remove, { token: demo.token, query })).body.errorMessage).toBe(
      LOCATION_MESSAGES.inUse,
    )
    await data(app, api.buyer.remove, { token: demo.token, query: { BuyerKeyID: buyer.buyerKeyID } })
    expect(await data(app, api.state.remove, { token: demo.token, query })).toBeNull()
  })
})

describe('changing the status of places', () => {
  it('toggles a district; an inactive one leaves the lookup but stays in the list', async () => {
    const { state, district } = await place('Karnataka', 'Kolar')
    const query = { DistrictID: district!.districtID }
    expect(await data(app, api.district.changeStatus, { token: demo.token, query })).toBe(false)
    const lookup = await data(app, api.location.districtLookup, {
      token: demo.token,
      query: { StateID: state.stateID },
    })
    expect(lookup.map((d) => d.districtName)).not.toContain('Kolar')
    expect((await districts({ stateID: state.stateID, isActive: false })).map((d) => d.districtName)).toEqual(
      ['Kolar'],
    )
    expect(await data(app, api.district.changeStatus, { token: demo.token, query })).toBe(true)
  })

  it('answers 404 for unknown places', async () => {
    for (const answer of [
      await call(app, api.state.changeStatus, { token: demo.token, query: { StateID: 99 } }),
      await call(app, api.district.model, { token: demo.token, query: { DistrictID: 9999 } }),
      await call(app, api.taluka.remove, { token: demo.token, query: { TalukaID: 9999 } }),
    ]) {
      expect(answer.status).toBe(404)
    }
  })
})
