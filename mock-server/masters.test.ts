import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  api,
  COMPANY_MESSAGES,
  CURRENCY_MESSAGES,
  EXPENSE_CATEGORY_MESSAGES,
  type LoginRecord,
  PARTY_MESSAGES,
  SERVICE_MESSAGES,
} from '../contracts'
import { VEHICLE_TYPE_ERRORS } from './handlers/vehicle-type'
import { allRows, call, data, registerFirm, reset, signIn, startServer, USERS } from './test/support'

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

describe('Currency', () => {
  const rupees2000 = { denomination: 2000, kind: 'Note', displayName: '₹2000', sortOrder: 0 }
  const lookup = () => data(app, api.currency.lookup, { token: demo.token })

  it('has the notes the cashier counts, highest first, and the loose-coins bucket', async () => {
    expect((await lookup()).map((c) => [c.denomination, c.displayName])).toEqual([
      [500, '₹500'],
      [200, '₹200'],
      [100, '₹100'],
      [50, '₹50'],
      [20, '₹20'],
      [10, '₹10'],
      [1, 'Coins (₹1)'],
    ])
    const coins = (await allRows(app, api.currency.list, demo.token, { searchKeyword: 'coin' }))[0]!
    expect(coins).toMatchObject({ denomination: 1, kind: 'Coin', isActive: true })
  })

  it('adds a denomination, refuses one that exists, and deletes an unused one', async () => {
    const saved = await data(app, api.currency.addUpdate, { token: demo.token, body: rupees2000 })
    expect((await lookup())[0]).toEqual({
      currencyID: saved.currencyID,
      denomination: 2000,
      displayName: '₹2000',
    })
    const twice = await call(app, api.currency.addUpdate, {
      token: demo.token,
      body: { ...rupees2000, displayName: 'Two thousand' },
    })
    expect(twice.body).toMatchObject({ statusCode: 409, errorMessage: CURRENCY_MESSAGES.duplicate })
    const query = { CurrencyID: saved.currencyID }
    expect(await data(app, api.currency.remove, { token: demo.token, query })).toBeNull()
    expect((await call(app, api.currency.model, { token: demo.token, query })).status).toBe(404)
  })

  it('refuses a denomination of 0 or with decimals, and a kind that is neither Note nor Coin', async () => {
    const bad = async (change: Record<string, unknown>) =>
      (await call(app, api.currency.addUpdate, { token: demo.token, body: { ...rupees2000, ...change } }))
        .body.errorMessage
    expect(await bad({ denomination: 0 })).toBe('denomination: Denomination must be at least 1.')
    expect(await bad({ denomination: 2.5 })).toBe('denomination: Denomination must be a whole number.')
    expect(await bad({ kind: 'Cheque' })).toBe('kind: Choose Note or Coin.')
  })

  it('makes a denomination inactive, which leaves the lookup', async () => {
    const ten = (await allRows(app, api.currency.list, demo.token)).find((c) => c.denomination === 10)
    expect(
      await data(app, api.currency.changeStatus, {
        token: demo.token,
        query: { CurrencyID: ten!.currencyID },
      }),
    ).toBe(false)
    expect((await lookup()).map((c) => c.denomination)).not.toContain(10)
  })
})

describe('Vehicle types', () => {
  it('has the seeded types with their transport and entry fee', async () => {
    const types = await data(app, api.vehicleType.lookup, { token: demo.token })
    expect(types.map((t) => [t.vehicleTypeName, t.defaultTransportationType, t.entryFee])).toEqual([
      ['Bullock cart', 2, 5],
      ['Pickup', 1, 10],
      ['Tata Ace', 1, 5],
      ['Tempo 407', 1, 10],
      ['Tractor-Trolley', 2, 10],
      ['Truck', 1, 10],
    ])
  })

  it('adds, updates and deletes a type; refuses a name in use and a negative fee', async () => {
    const body = {
      vehicleTypeName: 'Mini truck',
      defaultTransportationType: 1,
      entryFee: 8,
      typicalCapacityKg: 3500,
    }
    const saved = await data(app, api.vehicleType.addUpdate, { token: demo.token, body })
    expect(saved).toMatchObject(body)
    const updated = await data(app, api.vehicleType.addUpdate, {
      token: demo.token,
      body: { ...saved, entryFee: 7.5 },
    })
    expect(updated.entryFee).toBe(7.5)
    const clash = await call(app, api.vehicleType.addUpdate, {
      token: demo.token,
      body: { ...body, vehicleTypeName: 'pickup' },
    })
    expect(clash.body).toMatchObject({
      statusCode: 409,
      errorMessage: VEHICLE_TYPE_ERRORS.duplicate('Pickup'),
    })
    const negative = await call(app, api.vehicleType.addUpdate, {
      token: demo.token,
      body: { ...body, entryFee: -1 },
    })
    expect(negative.body.errorMessage).toBe('entryFee: Entry fee must not be negative.')
    const query = { VehicleTypeID: saved.vehicleTypeID }
    expect(await data(app, api.vehicleType.remove, { token: demo.token, query })).toBeNull()
  })
})

describe('Services', () => {
  const list = (filters: Record<string, unknown> = {}) => allRows(app, api.service.list, demo.token, filters)

  it("are seeded as the system services with the default services' IDs", async () => {
    const rows = await list({ sortingColumnName: 'sortOrder', partyType: 2 })
    expect(rows.map((s) => [s.serviceID, s.serviceName, s.chargeBasis])).toEqual([
      [7, 'Aadat', 'PerUnit'],
      [8, 'Hamali', 'PerUnit'],
      [9, 'Stationary', 'PerBill'],
    ])
    expect((await list({ partyType: 1 })).map((s) => s.serviceID).sort()).toEqual([1, 2, 3, 4, 5, 6])
    expect((await list()).every((s) => s.isSystem)).toBe(true)
  })

  it('refuses to delete a system service or move it to the other party', async () => {
    const removed = await call(app, api.service.remove, { token: demo.token, query: { ServiceID: 8 } })
    expect(removed.body).toMatchObject({ statusCode: 409, errorMessage: SERVICE_MESSAGES.systemService })
    const hamali = await data(app, api.service.model, { token: demo.token, query: { ServiceID: 8 } })
    const moved = await call(app, api.service.addUpdate, {
      token: demo.token,
      body: { ...hamali, partyType: 1 },
    })
    expect(moved.body).toMatchObject({
      statusCode: 400,
      errorMessage: `partyType: ${SERVICE_MESSAGES.systemPartyType}`,
    })
  })

  it('renames a system service, and the default services screen reads the new name', async () => {
    const hamali = await data(app, api.service.model, { token: demo.token, query: { ServiceID: 8 } })
    await data(app, api.service.addUpdate, {
      token: demo.token,
      body: { ...hamali, serviceName: 'Hamali (Mathadi)' },
    })
    const [market] = await allRows(app, api.market.list, demo.token, { searchKeyword: 'Sangola' })
    const rows = await data(app, api.buyerMarketServices.model, {
      token: demo.token,
      query: { MarketKeyID: market!.marketKeyID },
    })
    expect(rows.filter((r) => r.serviceID === 8).map((r) => r.serviceName)).toEqual([
      'Hamali (Mathadi)',
      'Hamali (Mathadi)',
    ])
  })

  it('keeps names unique per party type, and deletes a service of its own', async () => {
    const body = {
      serviceName: 'Hamali',
      partyType: 1,
      chargeBasis: 'PerUnit',
      printOnBill: true,
      gstRatePct: 0,
      sortOrder: 7,
    }
    const farmerHamali = await data(app, api.service.addUpdate, { token: demo.token, body })
    expect(farmerHamali).toMatchObject({ serviceID: 10, isSystem: false })
    const twice = await call(app, api.service.addUpdate, {
      token: demo.token,
      body: { ...body, serviceName: 'hamali' },
    })
    expect(twice.body).toMatchObject({ statusCode: 409, errorMessage: SERVICE_MESSAGES.duplicate })
    const lookup = await data(app, api.service.lookup, { token: demo.token })
    expect(lookup.map((s) => s.serviceID)).toEqual([1, 2, 3, 4, 5, 6, 10, 7, 8, 9])
    expect(await data(app, api.service.remove, { token: demo.token, query: { ServiceID: 10 } })).toBeNull()
  })

  it('refuses a GST rate over 28%', async () => {
    const answer = await call(app, api.service.addUpdate, {
      token: demo.token,
      body: {
        serviceName: 'Cold storage',
        partyType: 2,
        chargeBasis: 'PerUnit',
        printOnBill: true,
        gstRatePct: 30,
        sortOrder: 5,
      },
    })
    expect(answer.body.errorMessage).toBe('gstRatePct: GST rate must be at most 28%.')
  })
})

describe('Expense categories', () => {
  const list = (filters: Record<string, unknown> = {}) =>
    allRows(app, api.expenseCategory.list, demo.token, filters)

  it('are seeded per side; Crate Rent exists for farmers and buyers', async () => {
    const rows = await list({ searchKeyword: 'crate rent' })
    expect(rows.map((c) => c.categoryType).sort()).toEqual([1, 2])
    expect((await list({ categoryType: 2 })).map((c) => c.categoryName).sort()).toEqual([
      'Crate Rent',
      'Freight',
      'Packaging',
    ])
    const names = (await list()).map((c) => c.categoryName)
    expect(names).toEqual(expect.arrayContaining(['Labour', 'Tea & Snacks', 'Electricity', 'Sorting']))
  })

  it('adds a category, refuses its name again on the same side, and deletes it', async () => {
    const body = { categoryName: 'Weighbridge', categoryType: 1, isVisible: true, charges: 20 }
    const saved = await data(app, api.expenseCategory.addUpdate, { token: demo.token, body })
    expect(saved).toMatchObject(body)
    const twice = await call(app, api.expenseCategory.addUpdate, {
      token: demo.token,
      body: { ...body, categoryName: 'WEIGHBRIDGE' },
    })
    expect(twice.body).toMatchObject({ statusCode: 409, errorMessage: EXPENSE_CATEGORY_MESSAGES.duplicate })
    expect(
      (
        await call(app, api.expenseCategory.addUpdate, {
          token: demo.token,
          body: { ...body, categoryType: 2 },
        })
      ).status,
    ).toBe(200)
    const query = { CategoryKeyID: saved.categoryKeyID }
    expect(await data(app, api.expenseCategory.remove, { token: demo.token, query })).toBeNull()
    expect((await call(app, api.expenseCategory.model, { token: demo.token, query })).status).toBe(404)
  })

  it('offers only active categories in the lookup', async () => {
    const [tea] = await list({ searchKeyword: 'tea' })
    await data(app, api.expenseCategory.changeStatus, {
      token: demo.token,
      query: { CategoryKeyID: tea!.categoryKeyID },
    })
    const lookup = await data(app, api.expenseCategory.lookup, { token: demo.token })
    expect(lookup.map((c) => c.categoryName)).not.toContain('Tea & Snacks')
    expect(lookup).toHaveLength(7)
  })
})

describe('Company (/account)', () => {
  it("answers the firm's settings to every role", async () => {
    const clerk = await signIn(app, USERS.gateClerk)
    const company = await data(app, api.company.model, { token: clerk.token })
    expect(company).toMatchObject({
      companyKeyID: demo.companyKeyID,
      companyName: 'Shree Ganesh Adat & Co.',
      mobileNo: '9822012345',
      printSize: 'A4',
    })
    expect(company.address).toContain('Pimpalgaon Baswant')
    expect(company.billFooter).not.toBe('')
  })

  it('updates the settings with a logo from uploadImage; an SA may not', async () => {
    const company = await data(app, api.company.model, { token: demo.token })
    const body = { ...company, logoUrl: '/api/files/logo.png', printSize: '80mm', billFooter: 'Thank you.' }
    expect(await data(app, api.company.update, { token: demo.token, body })).toEqual(body)
    const sa = await signIn(app, USERS.sa)
    expect((await call(app, api.company.update, { token: sa.token, body })).status).toBe(403)
  })

  it.each([
    ['a mobile not starting 6–9', { mobileNo: '1234567890' }, `mobileNo: ${PARTY_MESSAGES.mobile}`],
    ['a malformed GSTIN', { gstin: '27ABC' }, `gstin: ${PARTY_MESSAGES.gstin}`],
    [
      'a logo that is not an uploaded image',
      { logoUrl: 'data:image/png;base64,AAAA' },
      `logoUrl: ${COMPANY_MESSAGES.logoInvalid}`,
    ],
    ['an unknown print size', { printSize: 'Letter' }, 'printSize: Choose a print size.'],
  ])('refuses %s', async (_, change, message) => {
    const company = await data(app, api.company.model, { token: demo.token })
    const answer = await call(app, api.company.update, { token: demo.token, body: { ...company, ...change } })
    expect(answer.body).toMatchObject({ statusCode: 400, errorMessage: message })
  })

  it('answers a newly registered firm with its name and no firm mobile yet', async () => {
    const other = await registerFirm(app, { companyName: 'Navi Adat' })
    expect(await data(app, api.company.model, { token: other.token })).toMatchObject({
      companyName: 'Navi Adat',
      mobileNo: '',
      printSize: 'A4',
    })
  })
})
