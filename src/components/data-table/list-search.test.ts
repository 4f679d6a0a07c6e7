import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  describeRange,
  dropEmpty,
  filtersOf,
  isFiltered,
  listRequestFor,
  periodByDefault,
  rangeLabel,
  rangeView,
  resolveView,
  toListRequest,
  withFilter,
} from './list-search'
import { listSearchSchema } from './list-search-schema'

const schema = listSearchSchema()
const parse = (input: Record<string, unknown>) => v.parse(schema, input)
const noShared = { fromDate: null, toDate: null }
const TODAY = '2026-11-21'

describe('listSearchSchema', () => {
  it('answers an empty view for an empty URL', () => {
    expect(parse({})).toEqual({})
  })

  it('keeps a full, valid view', () => {
    const search = {
      pageNo: 2,
      sort: 'createdDate',
      dir: 'desc',
      q: 'lasal',
      range: 11,
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    }
    expect(parse(search)).toEqual(search)
  })

  it('coerces a numeric-looking search text back to text', () => {
    expect(parse({ q: 123 })).toEqual({ q: '123' })
    expect(parse({ q: 9000000001 })).toEqual({ q: '9000000001' })
    expect(parse({ q: true })).toEqual({ q: 'true' })
  })

  it('keeps the search text as typed, spaces included', () => {
    expect(parse({ q: 'shree ' })).toEqual({ q: 'shree ' })
  })

  it('accepts numbers written as text', () => {
    expect(parse({ pageNo: '3', range: '4' })).toEqual({ pageNo: 3, range: 4 })
  })

  it('drops each bad value on its own and keeps the rest', () => {
    expect(
      parse({
        pageNo: -1,
        sort: 'created date',
        dir: 'sideways',
        q: 'x'.repeat(101),
        range: 12,
        fromDate: '2026-02-30',
        toDate: 'tomorrow',
      }),
    ).toEqual({})
    expect(parse({ pageNo: 1.5, sort: 'marketPlaceName', range: 'all' })).toEqual({
      sort: 'marketPlaceName',
      dir: 'asc',
    })
    expect(parse({ q: null, pageNo: null, range: [3] })).toEqual({})
  })

  it('takes a sort column only as a field name', () => {
    expect(parse({ sort: 'createdDate' })).toEqual({ sort: 'createdDate', dir: 'asc' })
    expect(parse({ sort: '1st' })).toEqual({})
    expect(parse({ sort: 'x'.repeat(41) })).toEqual({})
    expect(parse({ sort: 42 })).toEqual({})
  })

  it('drops a first page and a direction without a column', () => {
    expect(parse({ pageNo: 0, dir: 'desc' })).toEqual({})
  })

  it('drops dates outside the pickers’ range', () => {
    expect(parse({ fromDate: '1899-12-31', toDate: '2100-01-01' })).toEqual({})
  })

  it('drops a custom range whose from is after its to', () => {
    expect(parse({ range: 11, fromDate: '2026-11-30', toDate: '2026-11-01' })).toEqual({ range: 11 })
  })

  it('keeps an explicit All so it overrides the shared dates', () => {
    expect(parse({ range: 0 })).toEqual({ range: 0 })
  })

  it('ignores unknown keys', () => {
    expect(parse({ panel: 'x', pageNo: 1 })).toEqual({ pageNo: 1 })
  })

  it('keeps the page’s tab with the view but never sends it as a filter', () => {
    const search = parse({ tab: 'bills', pageNo: 1 })
    expect(search).toEqual({ tab: 'bills', pageNo: 1 })
    expect(parse({ tab: 'x'.repeat(31) })).toEqual({})
    expect(filtersOf(search)).toEqual({})
  })
})

describe('rangeView', () => {
  const shared = { fromDate: '2026-11-01', toDate: '2026-11-15' }

  it('is All with no URL range and no shared dates', () => {
    expect(rangeView({}, noShared)).toEqual({ range: 0, fromDate: '', toDate: '' })
  })

  it('turns shared dates into a Custom range when the URL names none', () => {
    expect(rangeView({}, shared)).toEqual({ range: 11, ...shared })
  })

  it('lets the URL option win over shared dates', () => {
    expect(rangeView({ range: 3 }, shared).range).toBe(3)
    expect(rangeView({ range: 0 }, shared).range).toBe(0)
  })

  it('lets URL dates win over shared dates', () => {
    expect(rangeView({ range: 11, fromDate: '2026-10-01', toDate: '2026-10-31' }, shared)).toEqual({
      range: 11,
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    })
  })

  it('ignores shared dates that are out of order', () => {
    expect(rangeView({}, { fromDate: '2026-11-15', toDate: '2026-11-01' }).range).toBe(0)
  })
})

describe('date range display', () => {
  const show = (range: number, custom = { fromDate: '', toDate: '' }) =>
    describeRange(resolveView({ range, ...custom }, TODAY))

  it('shows nothing for All', () => {
    expect(show(0)).toBe('')
  })

  it('shows resolved dates as dd-MM-yyyy', () => {
    expect(show(1)).toBe('16-11-2026 to 22-11-2026')
    expect(show(3)).toBe('01-11-2026 to 30-11-2026')
    expect(show(4)).toBe('01-10-2026 to 31-10-2026')
    expect(show(9)).toBe('01-04-2026 to 31-03-2027')
  })

  it('shows a Custom range once both dates are set', () => {
    expect(show(11, { fromDate: '2026-11-01', toDate: '' })).toBe('')
    expect(show(11, { fromDate: '2026-11-01', toDate: '2026-11-05' })).toBe('01-11-2026 to 05-11-2026')
  })

  it('names every option', () => {
    expect(rangeLabel(0)).toBe('All')
    expect(rangeLabel(11)).toBe('Custom Date Range')
  })
})

describe('toListRequest', () => {
  it('sends the spec’s defaults for an empty view', () => {
    expect(toListRequest({}, null)).toEqual({
      pageNo: 0,
      pageSize: 10,
      sortingColumnName: '',
      sortingDirection: '',
      searchKeyword: '',
      fromDate: '',
      toDate: '',
    })
  })

  it('maps the view onto the wire names', () => {
    const request = toListRequest(
      { pageNo: 2, sort: 'createdDate', dir: 'desc', q: '  nashik ' },
      { fromDate: '2026-11-01', toDate: '2026-11-30' },
    )
    expect(request).toEqual({
      pageNo: 2,
      pageSize: 10,
      sortingColumnName: 'createdDate',
      sortingDirection: 'desc',
      searchKeyword: 'nashik',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    })
    expect(isFiltered(request)).toBe(true)
    expect(isFiltered(toListRequest({ pageNo: 3, sort: 'createdDate' }, null))).toBe(false)
  })
})

describe('listRequestFor', () => {
  it('filters on the shared dates when the URL names no period', () => {
    const request = listRequestFor({}, { fromDate: '2026-11-01', toDate: '2026-11-15' }, TODAY)
    expect([request.fromDate, request.toDate]).toEqual(['2026-11-01', '2026-11-15'])
  })

  it('resolves a preset against today', () => {
    const request = listRequestFor({ range: 4 }, noShared, TODAY)
    expect([request.fromDate, request.toDate]).toEqual(['2026-10-01', '2026-10-31'])
  })

  it('sends no dates for All, shared dates or not', () => {
    const request = listRequestFor({ range: 0 }, { fromDate: '2026-11-01', toDate: '2026-11-15' }, TODAY)
    expect([request.fromDate, request.toDate]).toEqual(['', ''])
  })
})

describe('withFilter', () => {
  it('returns to the first page when search, sort or filter change', () => {
    expect(withFilter({ pageNo: 4, q: 'a' }, { q: 'ab' })).toEqual({ q: 'ab' })
    expect(withFilter({ pageNo: 4 }, { sort: 'x', dir: 'asc' })).toEqual({ sort: 'x', dir: 'asc' })
  })

  it('leaves cleared values out of the URL', () => {
    expect(withFilter({ q: 'a', sort: 'x', dir: 'asc' }, { q: '', sort: undefined, dir: undefined })).toEqual(
      {},
    )
    expect(dropEmpty({ pageNo: 0, range: 0 })).toEqual({ range: 0 })
  })
})

describe('periodByDefault', () => {
  it('gives a view without any period today as a one-day custom range', () => {
    expect(periodByDefault({ q: 'MH15', status: 1 }, 'today', TODAY)).toEqual({
      q: 'MH15',
      status: 1,
      range: 11,
      fromDate: TODAY,
      toDate: TODAY,
    })
    expect(listRequestFor(periodByDefault({}, 'today', TODAY), noShared, TODAY)).toMatchObject({
      fromDate: TODAY,
      toDate: TODAY,
    })
  })

  it('gives a statement without any period this month, whatever other lists shared', () => {
    expect(periodByDefault({ buyerKeyID: 'b1' }, 'month', TODAY)).toEqual({ buyerKeyID: 'b1', range: 3 })
    const shared = { fromDate: '2025-04-01', toDate: '2026-03-31' }
    expect(listRequestFor(periodByDefault({}, 'month', TODAY), shared, TODAY)).toMatchObject({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    })
  })

  it('keeps a period the user chose, All included', () => {
    for (const period of ['today', 'month'] as const) {
      expect(periodByDefault({ range: 0 }, period, TODAY)).toEqual({ range: 0 })
      expect(periodByDefault({ range: 1 }, period, TODAY)).toEqual({ range: 1 })
      const custom = { range: 11, fromDate: '2026-11-01', toDate: '2026-11-05' }
      expect(periodByDefault(custom, period, TODAY)).toEqual(custom)
    }
  })
})
