import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type AddUpdateMarketRequest,
  api,
  CUSTOM_RANGE,
  DATE_RANGE_OPTIONS,
  type LoginRecord,
  MARKET_MESSAGES,
  MARKET_SORT_COLUMNS,
  type MarketRow,
  MOBILE_INVALID,
  REQUIRED,
  resolveDateRange,
} from '../contracts'
import { istDate } from './context'
import { call, data, registerFirm, signIn, startServer, TODAY } from './test/support'
import { uploadImage } from './test/uploads'

let app: FastifyInstance
let demo: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
  demo = await signIn(app)
})
afterAll(() => app.close())
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__mock/reset' })
})

const list = (body: object, token = demo.token) =>
  call(app, api.market.list, { token, body: { pageNo: 0, pageSize: 10, ...body } })

/** Every market of the demo firm, in the server's default order. */
async function allMarkets(body: object = {}): Promise<MarketRow[]> {
  const answer = await list({ pageSize: 100, ...body })
  expect(answer.status).toBe(200)
  return answer.body.responseData!.data
}

const names = (rows: readonly { marketPlaceName: string }[]) => rows.map((r) => r.marketPlaceName)

async function placeIDs(district: string, taluka: string) {
  const states = await data(app, api.location.stateLookup, { token: demo.token })
  const stateID = states.find((s) => s.stateName === 'Maharashtra')!.stateID
  const districts = await data(app, api.location.districtLookup, {
    token: demo.token,
    query: { StateID: stateID },
  })
  const districtID = districts.find((d) => d.districtName === district)!.districtID
  const talukas = await data(app, api.location.talukaLookup, {
    token: demo.token,
    query: { DistrictID: districtID },
  })
  return { stateID, districtID, talukaID: talukas.find((t) => t.talukaName === taluka)!.talukaID }
}

async function newMarket(change: Partial<AddUpdateMarketRequest> = {}): Promise<AddUpdateMarketRequest> {
  return {
    marketPlaceName: 'Otur',
    ...(await placeIDs('Pune', 'Junnar')),
    marketMobileNo: '9876543210',
    marketAddress: 'Market Yard, Otur',
    paymentQRPhotoUrl: '/api/files/seed-qr-narayangaon.png',
    marketKeyID: '',
    userKeyID: demo.userKeyID,
    companyKeyID: demo.companyKeyID,
    ...change,
  }
}

const save = (body: unknown, token = demo.token) => call(app, api.market.addUpdate, { token, body })

describe('Market/GetMarketLookupList', () => {
  it("lists the firm's active markets with their QR codes: the user's own first, then by name", async () => {
    const lookup = await data(app, api.market.lookup, {
      token: demo.token,
      query: { CompanyKeyID: demo.companyKeyID },
    })
    const active = (await allMarkets()).filter((m) => m.isActive)
    expect(lookup).toHaveLength(active.length)
    expect(lookup[0]!.marketKeyID).toBe(demo.lastMarketKeyID)
    const others = names(active).filter((name) => name !== lookup[0]!.marketPlaceName)
    expect(names(lookup.slice(1))).toEqual(others.sort((a, b) => a.localeCompare(b)))
    expect(names(lookup)).toEqual(
      expect.arrayContaining(['Lasalgaon', 'Narayangaon', 'Pimpalgaon Baswant', 'Sangola']),
    )
    expect(names(lookup)).not.toContain('Umrane')
    const qr = await app.inject({ method: 'GET', url: lookup[0]!.paymentQRPhotoUrl })
    expect(qr.statusCode).toBe(200)
    expect(qr.headers['content-type']).toBe('image/png')
  })

  it("refuses another firm's key with 403", async () => {
    const answer = await call(app, api.market.lookup, {
      token: demo.token,
      query: { CompanyKeyID: '00000000-0000-4000-8000-000000000000' },
    })
    expect(answer.status).toBe(403)
    expect(answer.body.errorMessage).toBe('You do not have access to this company.')
  })

  it('drops a market made inactive', async () => {
    const [sangola] = (await allMarkets({ searchKeyword: 'Sangola' })).filter(
      (m) => m.marketPlaceName === 'Sangola',
    )
    await data(app, api.market.changeStatus, {
      token: demo.token,
      query: { MarketKeyID: sangola!.marketKeyID },
    })
    const lookup = await data(app, api.market.lookup, {
      token: demo.token,
      query: { CompanyKeyID: demo.companyKeyID },
    })
    expect(names(lookup)).not.toContain('Sangola')
  })
})

describe('Market/GetMarketList', () => {
  it('pages the seed ten at a time, newest first, with the total', async () => {
    const first = await list({})
    expect(first.body.responseData!.totalCount).toBeGreaterThanOrEqual(26)
    const total = first.body.responseData!.totalCount!
    const pages = Math.ceil(total / 10)
    expect(pages).toBeGreaterThanOrEqual(3)
    const seen: MarketRow[] = []
    for (let pageNo = 0; pageNo < pages; pageNo++) {
      const page = await list({ pageNo })
      expect(page.body.responseData!.totalCount).toBe(total)
      seen.push(...page.body.responseData!.data)
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen.map((m) => m.marketKeyID)).size).toBe(total)
    const last = await list({ pageNo: pages - 1 })
    expect(last.body.responseData!.data).toHaveLength(total - (pages - 1) * 10)
    const beyond = await list({ pageNo: pages })
    expect(beyond.body.responseData).toEqual({ data: [], totalCount: total })
    const dates = seen.map((m) => m.createdDate)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(seen.some((m) => !m.isActive)).toBe(true)
  })

  it('answers rows with place names, status and creation time', async () => {
    const [row] = await allMarkets({ searchKeyword: 'Pimpalgaon' })
    expect(row).toMatchObject({
      marketPlaceName: 'Pimpalgaon Baswant',
      stateName: 'Maharashtra',
      districtName: 'Nashik',
      talukaName: 'Niphad',
      isActive: true,
      companyKeyID: demo.companyKeyID,
    })
    expect(row!.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it.each([
    ['name, any case', 'lasal', ['Lasalgaon']],
    ['taluka', 'niphad', ['Lasalgaon', 'Pimpalgaon Baswant']],
    ['district', 'SOLAPUR', ['Akluj', 'Barshi', 'Mohol', 'Pandharpur', 'Sangola']],
    ['address', 'Station Road', ['Lasalgaon']],
    ['mobile', '9000010003', ['Sangola']],
    ['state', 'maharashtra', null],
    ['nothing', 'Kolkata', []],
  ])('searches by %s', async (_, searchKeyword, expected) => {
    const rows = await allMarkets({ searchKeyword })
    const total = (await list({ searchKeyword })).body.responseData!.totalCount
    expect(total).toBe(rows.length)
    if (expected) expect(names(rows).sort()).toEqual(expected)
    else expect(rows.length).toBe((await allMarkets()).length)
  })

  it('ignores surrounding spaces in the search', async () => {
    expect(names(await allMarkets({ searchKeyword: '  Sangola ' }))).toEqual(['Sangola'])
  })

  describe('date ranges', () => {
    let everything: MarketRow[]
    beforeEach(async () => {
      everything = await allMarkets()
    })

    const inRange = (rows: MarketRow[], range: { fromDate: string; toDate: string } | null) =>
      range
        ? rows.filter(
            (r) => istDate(r.createdDate) >= range.fromDate && istDate(r.createdDate) <= range.toDate,
          )
        : rows

    it.each(DATE_RANGE_OPTIONS.map((o) => [o.value, o.label] as const))(
      'option %i (%s) selects the rows created in the resolved range, by the day in India',
      async (option) => {
        const range = resolveDateRange(option, TODAY, { fromDate: '2026-01-01', toDate: '2026-06-30' })
        const rows = await allMarkets(range ?? {})
        const expected = inRange(everything, range)
        expect(names(rows).sort()).toEqual(names(expected).sort())
        expect(rows.length).toBeGreaterThan(0)
        if (option !== 0) expect(rows.length).toBeLessThan(everything.length)
      },
    )

    it('gives the options their own sets (This Quarter and This 6 Months differ only by future rows)', async () => {
      const sets = new Map<string, number[]>()
      for (const { value } of DATE_RANGE_OPTIONS) {
        if (value === CUSTOM_RANGE) continue
        const key = names(inRange(everything, resolveDateRange(value, TODAY)))
          .sort()
          .join('|')
        sets.set(key, [...(sets.get(key) ?? []), value])
      }
      expect([...sets.values()].filter((group) => group.length > 1)).toEqual([[5, 7]])
    })

    it('puts a market created at 00:20 IST on Monday in this week, though it is Sunday in UTC', async () => {
      const [yeola] = await allMarkets({ searchKeyword: 'Yeola' })
      expect(yeola!.createdDate.slice(0, 10)).toBe('2026-11-15')
      expect(names(await allMarkets(resolveDateRange(1, TODAY)!))).toContain('Yeola')
      expect(names(await allMarkets(resolveDateRange(2, TODAY)!))).not.toContain('Yeola')
    })

    it('includes both end days', async () => {
      const day = istDate(everything[0]!.createdDate)
      expect(names(await allMarkets({ fromDate: day, toDate: day }))).toContain(
        everything[0]!.marketPlaceName,
      )
    })

    it('refuses a range that ends before it starts', async () => {
      const answer = await list({ fromDate: '2026-11-21', toDate: '2026-11-01' })
      expect(answer.status).toBe(400)
      expect(answer.body.errorMessage).toContain('fromDate must not be after toDate')
    })
  })

  describe('sorting', () => {
    const collate = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }).compare
    const compare = (column: (typeof MARKET_SORT_COLUMNS)[number], a: MarketRow, b: MarketRow) => {
      const x = a[column]
      const y = b[column]
      if (typeof x === 'boolean') return Number(x) - Number(y)
      if (column === 'createdDate') return Date.parse(x as string) - Date.parse(y as string)
      return collate(String(x), String(y))
    }

    it.each(
      MARKET_SORT_COLUMNS.flatMap((column) =>
        (['asc', 'desc'] as const).map((dir) => [column, dir] as const),
      ),
    )('sorts on %s %s, ties by name', async (column, sortingDirection) => {
      const rows = await allMarkets({ sortingColumnName: column, sortingDirection })
      const sign = sortingDirection === 'asc' ? 1 : -1
      for (let i = 1; i < rows.length; i++) {
        const order = sign * compare(column, rows[i - 1]!, rows[i]!)
        expect(
          order,
          `${rows[i - 1]!.marketPlaceName} before ${rows[i]!.marketPlaceName}`,
        ).toBeLessThanOrEqual(0)
        if (order === 0)
          expect(collate(rows[i - 1]!.marketPlaceName, rows[i]!.marketPlaceName)).toBeLessThan(0)
      }
      const firstPage = (await list({ sortingColumnName: column, sortingDirection })).body.responseData!.data
      expect(firstPage).toEqual(rows.slice(0, 10))
    })

    it('reverses when the direction flips (a column with distinct values)', async () => {
      const asc = await allMarkets({ sortingColumnName: 'marketPlaceName', sortingDirection: 'asc' })
      const desc = await allMarkets({ sortingColumnName: 'marketPlaceName', sortingDirection: 'desc' })
      expect(names(desc)).toEqual(names(asc).reverse())
    })

    it('refuses a column that is not sortable, naming it', async () => {
      const answer = await list({ sortingColumnName: 'paymentQRPhotoUrl' })
      expect(answer.status).toBe(400)
      expect(answer.body.errorMessage).toBe('sortingColumnName: is not a sortable column')
    })
  })
})

describe('Market/AddUpdateMarket', () => {
  it('adds an Active market created now, with its default services', async () => {
    const before = (await list({})).body.responseData!.totalCount!
    const saved = await data(app, api.market.addUpdate, { token: demo.token, body: await newMarket() })
    expect(saved).toMatchObject({
      marketPlaceName: 'Otur',
      companyKeyID: demo.companyKeyID,
      userKeyID: demo.userKeyID,
    })
    expect(saved.marketKeyID).toMatch(/^[0-9a-f-]{36}$/)
    const rows = await allMarkets()
    expect(rows).toHaveLength(before + 1)
    expect(rows[0]).toMatchObject({ marketKeyID: saved.marketKeyID, isActive: true, talukaName: 'Junnar' })
    expect(istDate(rows[0]!.createdDate)).toBe(TODAY)
    const model = await data(app, api.market.model, {
      token: demo.token,
      query: { MarketKeyID: saved.marketKeyID },
    })
    expect(model).toEqual(saved)
    const services = await data(app, api.farmerMarketServices.model, {
      token: demo.token,
      query: { MarketKeyID: saved.marketKeyID },
    })
    expect(services).toHaveLength(12)
  })

  it('removes leading spaces and capitalises the name, and trims the address', async () => {
    const saved = await data(app, api.market.addUpdate, {
      token: demo.token,
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
    const gujarat = (await data(app, api.location.stateLookup, { token: demo.token })).find(
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
    const other = await registerFirm(app)
    const answer = await save(
      await newMarket({
        marketPlaceName: 'Sangola',
        companyKeyID: other.companyKeyID,
        paymentQRPhotoUrl: await uploadImage(app, other.token),
      }),
      other.token,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.responseData!.data.companyKeyID).toBe(other.companyKeyID)
    // ... and the firms can't see or touch each other's markets.
    const theirs = answer.body.responseData!.data.marketKeyID
    expect(
      (await call(app, api.market.model, { token: demo.token, query: { MarketKeyID: theirs } })).status,
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
    const saved = await data(app, api.market.addUpdate, {
      token: demo.token,
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
    const model = await data(app, api.market.model, {
      token: demo.token,
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
    const answer = await call(app, api.market.model, {
      token: demo.token,
      query: { MarketKeyID: '11111111-2222-4333-8444-555555555555' },
    })
    expect(answer.status).toBe(404)
  })
})

describe('Market/DeleteMarket', () => {
  it('refuses a market with assigned employees', async () => {
    const [pimpalgaon] = await allMarkets({ searchKeyword: 'Pimpalgaon' })
    const answer = await call(app, api.market.remove, {
      token: demo.token,
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
    expect(await data(app, api.market.remove, { token: demo.token, query })).toBeNull()
    expect(names(await allMarkets())).not.toContain('Sinnar')
    expect((await call(app, api.market.model, { token: demo.token, query })).status).toBe(404)
    expect((await call(app, api.farmerMarketServices.model, { token: demo.token, query })).status).toBe(404)
    expect((await call(app, api.market.remove, { token: demo.token, query })).status).toBe(404)
  })
})

describe('Market/ChangeMarketStatus', () => {
  it('toggles Active and Inactive and answers the new state', async () => {
    const [vani] = await allMarkets({ searchKeyword: 'Vani' })
    expect(vani!.isActive).toBe(true)
    const query = { MarketKeyID: vani!.marketKeyID }
    expect(await data(app, api.market.changeStatus, { token: demo.token, query })).toBe(false)
    expect((await allMarkets({ searchKeyword: 'Vani' }))[0]!.isActive).toBe(false)
    expect(await data(app, api.market.changeStatus, { token: demo.token, query })).toBe(true)
    expect((await allMarkets({ searchKeyword: 'Vani' }))[0]!.isActive).toBe(true)
  })

  it('answers 404 for an unknown market', async () => {
    const answer = await call(app, api.market.changeStatus, {
      token: demo.token,
      query: { MarketKeyID: '11111111-2222-4333-8444-555555555555' },
    })
    expect(answer.status).toBe(404)
  })
})
