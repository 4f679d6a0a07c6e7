import { describe, expect, it } from 'vitest'
import { type AddUpdateMarketRequest, api, MARKET_MESSAGES, MOBILE_INVALID, REQUIRED } from '../contracts'
import { istDate } from './context'
import { marketKit } from './test/market'
import { call, data, registerFirm, seededServer, TODAY } from './test/support'
import { uploadImage } from './test/uploads'

const server = seededServer()
const { list, allMarkets, names, placeIDs, newMarket, save } = marketKit(server)

describe('Market/AddUpdateMarket', () => {
  it('adds an Active market created now, with its default services', async () => {
    const before = (await list({})).body.responseData!.totalCount!
    const saved = await data(server.app, api.market.addUpdate, {
      token: server.demo.token,
      body: await newMarket(),
    })
    expect(saved).toMatchObject({
      marketPlaceName: 'Otur',
      companyKeyID: server.demo.companyKeyID,
      userKeyID: server.demo.userKeyID,
    })
    expect(saved.marketKeyID).toMatch(/^[0-9a-f-]{36}$/)
    const rows = await allMarkets()
    expect(rows).toHaveLength(before + 1)
    expect(rows[0]).toMatchObject({ marketKeyID: saved.marketKeyID, isActive: true, talukaName: 'Junnar' })
    expect(istDate(rows[0]!.createdDate)).toBe(TODAY)
    const model = await data(server.app, api.market.model, {
      token: server.demo.token,
      query: { MarketKeyID: saved.marketKeyID },
    })
    expect(model).toEqual(saved)
    const services = await data(server.app, api.farmerMarketServices.model, {
      token: server.demo.token,
      query: { MarketKeyID: saved.marketKeyID },
    })
    expect(services).toHaveLength(12)
  })

  it('removes leading spaces and capitalises the name, and trims the address', async () => {
    const saved = await data(server.app, api.market.addUpdate, {
      token: server.demo.token,
      body: await newMarket({
        marketPlaceName: '   otur bazaar  ',
        marketAddress: '  Near bus stand, Otur  ',
      }),
    })
    expect(saved.marketPlaceName).toBe('Otur bazaar')
    expect(saved.marketAddress).toBe('Near bus stand, Otur')
  })

  it.each([
    ['marketPlaceName', { marketPlaceName: '   ' }, REQUIRED],
    ['marketPlaceName', { marketPlaceName: 'x'.repeat(51) }, MARKET_MESSAGES.nameTooLong],
    ['stateID', { stateID: 0 }, REQUIRED],
    ['districtID', { districtID: null }, REQUIRED],
    ['talukaID', { talukaID: 1.5 }, REQUIRED],
    ['marketMobileNo', { marketMobileNo: '' }, REQUIRED],
    ['marketMobileNo', { marketMobileNo: '98765abcde' }, 'Mobile number must contain digits only.'],
    ['marketMobileNo', { marketMobileNo: '987654321' }, MOBILE_INVALID],
    ['marketAddress', { marketAddress: ' ' }, REQUIRED],
    ['marketAddress', { marketAddress: 'a'.repeat(251) }, MARKET_MESSAGES.addressTooLong],
    ['paymentQRPhotoUrl', { paymentQRPhotoUrl: '' }, REQUIRED],
    ['marketKeyID', { marketKeyID: 'not a key' }, 'must be a key ID'],
  ])('refuses a bad %s with the contract message', async (field, change, message) => {
    const answer = await save(await newMarket(change as Partial<AddUpdateMarketRequest>))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ statusCode: 400, responseData: null, errorMessage: `${field}: ${message}` })
  })

  it('accepts a name of exactly 50 characters', async () => {
    expect((await save(await newMarket({ marketPlaceName: `O${'t'.repeat(49)}` }))).status).toBe(200)
  })

  it('refuses a district of another state and a taluka of another district', async () => {
    const pune = await placeIDs('Pune', 'Junnar')
    const nashik = await placeIDs('Nashik', 'Niphad')
    const gujarat = (await data(server.app, api.location.stateLookup, { token: server.demo.token })).find(
      (s) => s.stateName === 'Gujarat',
    )!
    const wrongState = await save(await newMarket({ stateID: gujarat.stateID }))
    expect(wrongState.status).toBe(400)
    expect(wrongState.body.errorMessage).toBe(`districtID: ${MARKET_MESSAGES.districtOutsideState}`)
    const wrongDistrict = await save(await newMarket({ ...pune, talukaID: nashik.talukaID }))
    expect(wrongDistrict.status).toBe(400)
    expect(wrongDistrict.body.errorMessage).toBe(`talukaID: ${MARKET_MESSAGES.talukaOutsideDistrict}`)
    const unknownState = await save(await newMarket({ stateID: 999 }))
    expect(unknownState.body.errorMessage).toBe(`stateID: ${MARKET_MESSAGES.unknownState}`)
  })

  it.each(['Sangola', 'sangola', '  SANGOLA  ', 'Sangola '])(
    'refuses the name %j, already used in the firm, with 409',
    async (marketPlaceName) => {
      const answer = await save(await newMarket({ marketPlaceName }))
      expect(answer.status).toBe(409)
      expect(answer.body.errorMessage).toBe(
        `A market named "${marketPlaceName.trim().replace(/^s/, 'S')}" already exists.`,
      )
    },
  )

  it('lets another firm use the same name', async () => {
    const other = await registerFirm(server.app)
    const answer = await save(
      await newMarket({
        marketPlaceName: 'Sangola',
        companyKeyID: other.companyKeyID,
        paymentQRPhotoUrl: await uploadImage(server.app, other.token),
      }),
      other.token,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.responseData!.data.companyKeyID).toBe(other.companyKeyID)
    // ... and the firms can't see or touch each other's markets.
    const theirs = answer.body.responseData!.data.marketKeyID
    expect(
      (await call(server.app, api.market.model, { token: server.demo.token, query: { MarketKeyID: theirs } }))
        .status,
    ).toBe(404)
    expect((await list({ searchKeyword: 'Sangola' }, other.token)).body.responseData!.totalCount).toBe(1)
  })

  it("refuses to save into another firm's company with 403", async () => {
    const answer = await save(await newMarket({ companyKeyID: '00000000-0000-4000-8000-000000000000' }))
    expect(answer.status).toBe(403)
  })

  it('updates a market, keeping its status and creation date, and may keep its own name', async () => {
    const [before] = await allMarkets({ searchKeyword: 'Lasalgaon' })
    const place = await placeIDs('Nashik', 'Niphad')
    const saved = await data(server.app, api.market.addUpdate, {
      token: server.demo.token,
      body: await newMarket({
        ...place,
        marketKeyID: before!.marketKeyID,
        marketPlaceName: 'lasalgaon',
        marketMobileNo: '9811122233',
        marketAddress: 'New yard, Lasalgaon',
      }),
    })
    expect(saved).toMatchObject({
      marketKeyID: before!.marketKeyID,
      marketPlaceName: 'Lasalgaon',
      marketMobileNo: '9811122233',
    })
    const [after] = await allMarkets({ searchKeyword: 'Lasalgaon' })
    expect(after).toMatchObject({
      isActive: before!.isActive,
      createdDate: before!.createdDate,
      marketAddress: 'New yard, Lasalgaon',
    })
    expect((await allMarkets()).length).toBe((await list({})).body.responseData!.totalCount)
  })

  it("refuses to rename a market to another market's name", async () => {
    const [lasalgaon] = await allMarkets({ searchKeyword: 'Lasalgaon' })
    const answer = await save(
      await newMarket({
        ...(await placeIDs('Nashik', 'Niphad')),
        marketKeyID: lasalgaon!.marketKeyID,
        marketPlaceName: 'Sangola',
      }),
    )
    expect(answer.status).toBe(409)
  })

  it('answers 404 for an update of an unknown market', async () => {
    const answer = await save(await newMarket({ marketKeyID: '11111111-2222-4333-8444-555555555555' }))
    expect(answer.status).toBe(404)
    expect(answer.body.errorMessage).toBe(MARKET_MESSAGES.notFound)
  })
})

describe('Market/GetMarketModel', () => {
  it('answers the market fields', async () => {
    const [row] = await allMarkets({ searchKeyword: 'Narayangaon' })
    const model = await data(server.app, api.market.model, {
      token: server.demo.token,
      query: { MarketKeyID: row!.marketKeyID },
    })
    expect(Object.keys(model).sort()).toEqual(
      [
        'companyKeyID',
        'districtID',
        'marketAddress',
        'marketKeyID',
        'marketMobileNo',
        'marketPlaceName',
        'paymentQRPhotoUrl',
        'stateID',
        'talukaID',
        'userKeyID',
      ].sort(),
    )
    expect(model.marketPlaceName).toBe('Narayangaon')
  })

  it('answers 404 for an unknown market', async () => {
    const answer = await call(server.app, api.market.model, {
      token: server.demo.token,
      query: { MarketKeyID: '11111111-2222-4333-8444-555555555555' },
    })
    expect(answer.status).toBe(404)
  })
})

describe('Market/DeleteMarket', () => {
  it('refuses a market with assigned employees', async () => {
    const [pimpalgaon] = await allMarkets({ searchKeyword: 'Pimpalgaon' })
    const answer = await call(server.app, api.market.remove, {
      token: server.demo.token,
      query: { MarketKeyID: pimpalgaon!.marketKeyID },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.errorMessage).toBe(
      'This market has employees or records assigned and cannot be deleted. Make it Inactive instead.',
    )
    expect(names(await allMarkets())).toContain('Pimpalgaon Baswant')
  })

  it('deletes an unused market with its default services', async () => {
    const [sinnar] = await allMarkets({ searchKeyword: 'Sinnar' })
    const query = { MarketKeyID: sinnar!.marketKeyID }
    expect(await data(server.app, api.market.remove, { token: server.demo.token, query })).toBeNull()
    expect(names(await allMarkets())).not.toContain('Sinnar')
    expect((await call(server.app, api.market.model, { token: server.demo.token, query })).status).toBe(404)
    expect(
      (await call(server.app, api.farmerMarketServices.model, { token: server.demo.token, query })).status,
    ).toBe(404)
    expect((await call(server.app, api.market.remove, { token: server.demo.token, query })).status).toBe(404)
  })
})

describe('Market/ChangeMarketStatus', () => {
  it('toggles Active and Inactive and answers the new state', async () => {
    const [vani] = await allMarkets({ searchKeyword: 'Vani' })
    expect(vani!.isActive).toBe(true)
    const query = { MarketKeyID: vani!.marketKeyID }
    expect(await data(server.app, api.market.changeStatus, { token: server.demo.token, query })).toBe(false)
    expect((await allMarkets({ searchKeyword: 'Vani' }))[0]!.isActive).toBe(false)
    expect(await data(server.app, api.market.changeStatus, { token: server.demo.token, query })).toBe(true)
    expect((await allMarkets({ searchKeyword: 'Vani' }))[0]!.isActive).toBe(true)
  })

  it('answers 404 for an unknown market', async () => {
    const answer = await call(server.app, api.market.changeStatus, {
      token: server.demo.token,
      query: { MarketKeyID: '11111111-2222-4333-8444-555555555555' },
    })
    expect(answer.status).toBe(404)
  })
})
