import { beforeEach, describe, expect, it } from 'vitest'
import {
  api,
  CUSTOM_RANGE,
  DATE_RANGE_OPTIONS,
  MARKET_SORT_COLUMNS,
  type MarketRow,
  resolveDateRange,
} from '../contracts'
import { istDate } from './context'
import { marketKit } from './test/market'
import { call, data, seededServer, TODAY } from './test/support'

const server = seededServer()
const { list, allMarkets, names } = marketKit(server)

describe('Market/GetMarketLookupList', () => {
  it("lists the firm's active markets with their QR codes: the user's own first, then by name", async () => {
    const lookup = await data(server.app, api.market.lookup, {
      token: server.demo.token,
      query: { CompanyKeyID: server.demo.companyKeyID },
    })
    const active = (await allMarkets()).filter((m) => m.isActive)
    expect(lookup).toHaveLength(active.length)
    expect(lookup[0]!.marketKeyID).toBe(server.demo.lastMarketKeyID)
    const others = names(active).filter((name) => name !== lookup[0]!.marketPlaceName)
    expect(names(lookup.slice(1))).toEqual(others.sort((a, b) => a.localeCompare(b)))
    expect(names(lookup)).toEqual(
      expect.arrayContaining(['Lasalgaon', 'Narayangaon', 'Pimpalgaon Baswant', 'Sangola']),
    )
    expect(names(lookup)).not.toContain('Umrane')
    const qr = await server.app.inject({ method: 'GET', url: lookup[0]!.paymentQRPhotoUrl })
    expect(qr.statusCode).toBe(200)
    expect(qr.headers['content-type']).toBe('image/png')
  })

  it("refuses another firm's key with 403", async () => {
    const answer = await call(server.app, api.market.lookup, {
      token: server.demo.token,
      query: { CompanyKeyID: '00000000-0000-4000-8000-000000000000' },
    })
    expect(answer.status).toBe(403)
    expect(answer.body.errorMessage).toBe('You do not have access to this company.')
  })

  it('drops a market made inactive', async () => {
    const [sangola] = (await allMarkets({ searchKeyword: 'Sangola' })).filter(
      (m) => m.marketPlaceName === 'Sangola',
    )
    await data(server.app, api.market.changeStatus, {
      token: server.demo.token,
      query: { MarketKeyID: sangola!.marketKeyID },
    })
    const lookup = await data(server.app, api.market.lookup, {
      token: server.demo.token,
      query: { CompanyKeyID: server.demo.companyKeyID },
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
      companyKeyID: server.demo.companyKeyID,
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
