import { describe, expect, it } from 'vitest'
import { api, LOCATION_MESSAGES } from '../contracts'
import { findPlace } from './test/places'
import { seededServer, TODAY } from './test/support'

const server = seededServer()

const states = (filters: Record<string, unknown> = {}) => server.allRows(api.state.list, filters)

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

describe('State/AddUpdateState', () => {
  const goa = { stateName: 'goa', stateCode: '30', stateNameMr: 'गोवा' }

  it('adds a state, capitalised, and updates it', async () => {
    const saved = await server.data(api.state.addUpdate, { body: goa })
    expect(saved).toMatchObject({ stateName: 'Goa', stateCode: '30', stateNameMr: 'गोवा' })
    expect(saved.stateID).toBe(7)
    const updated = await server.data(api.state.addUpdate, { body: { ...saved, stateNameMr: 'गोंय' } })
    expect(updated).toEqual({ ...saved, stateNameMr: 'गोंय' })
    expect((await server.data(api.location.stateLookup)).map((s) => s.stateName)).toContain('Goa')
  })

  it('refuses a name in use, ignoring case and spaces, and a GST code in use, naming them', async () => {
    const name = await server.call(api.state.addUpdate, { body: { ...goa, stateName: '  maharashtra ' } })
    expect(name.status).toBe(409)
    expect(name.body.errorMessage).toBe('A state named "Maharashtra" already exists.')
    const code = await server.call(api.state.addUpdate, { body: { ...goa, stateCode: '27' } })
    expect(code.status).toBe(409)
    expect(code.body.errorMessage).toBe('GST state code 27 is already used by Maharashtra.')
  })

  it('refuses a code that is not two digits, and an unknown state', async () => {
    const code = await server.call(api.state.addUpdate, { body: { ...goa, stateCode: '3' } })
    expect(code.body.errorMessage).toBe(`stateCode: ${LOCATION_MESSAGES.stateCode}`)
    const unknown = await server.call(api.state.addUpdate, { body: { ...goa, stateID: 99 } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errorMessage).toBe(LOCATION_MESSAGES.stateNotFound)
  })
})

describe('State/DeleteState', () => {
  it('refuses a state with districts', async () => {
    const { state } = await findPlace(server, 'Gujarat')
    const answer = await server.call(api.state.remove, { query: { StateID: state.stateID } })
    expect(answer.body).toMatchObject({ statusCode: 409, errorMessage: LOCATION_MESSAGES.stateHasChildren })
  })

  it('refuses a state a buyer names, and deletes an unused one', async () => {
    const goa = await server.data(api.state.addUpdate, { body: { stateName: 'Goa', stateCode: '30' } })
    const buyer = await server.data(api.buyer.addUpdate, {
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
    expect((await server.call(api.state.remove, { query })).body.errorMessage).toBe(LOCATION_MESSAGES.inUse)
    await server.data(api.buyer.remove, { query: { BuyerKeyID: buyer.buyerKeyID } })
    expect(await server.data(api.state.remove, { query })).toBeNull()
  })
})

describe('State/GetStateModel, ChangeStateStatus, DeleteState', () => {
  it('answers 404 for an unknown ID', async () => {
    for (const endpoint of [api.state.model, api.state.changeStatus, api.state.remove]) {
      expect((await server.call(endpoint, { query: { StateID: 9999 } })).status).toBe(404)
    }
  })
})
