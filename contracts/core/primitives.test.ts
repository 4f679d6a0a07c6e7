import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PagedRequestSchema } from './paging'
import { IsoDateSchema, isValidIsoDate, MOBILE_INVALID, MobileNoSchema, REQUIRED } from './primitives'

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message

describe('dates on the wire', () => {
  it('accepts real calendar dates only', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true)
    expect(isValidIsoDate('2025-02-29')).toBe(false)
    expect(isValidIsoDate('2026-13-01')).toBe(false)
    expect(isValidIsoDate('21-11-2026')).toBe(false)
  })

  it('keeps dates within the pickers range 1900-01-01..2099-12-31', () => {
    expect(v.is(IsoDateSchema, '1900-01-01')).toBe(true)
    expect(v.is(IsoDateSchema, '2099-12-31')).toBe(true)
    expect(v.is(IsoDateSchema, '1899-12-31')).toBe(false)
    expect(v.is(IsoDateSchema, '2100-01-01')).toBe(false)
  })
})

describe('mobile number', () => {
  it('requires exactly 10 digits', () => {
    expect(v.is(MobileNoSchema, '9876543210')).toBe(true)
    expect(firstMessage(MobileNoSchema, '')).toBe(REQUIRED)
    expect(firstMessage(MobileNoSchema, '98765')).toBe(MOBILE_INVALID)
    expect(firstMessage(MobileNoSchema, '98765432101')).toBe(MOBILE_INVALID)
    expect(v.is(MobileNoSchema, '98765-4321')).toBe(false)
  })
})

describe('paged request', () => {
  const base = { pageNo: 0, pageSize: 10 }
  it('takes the spec fields with empty filters', () => {
    expect(v.is(PagedRequestSchema, { ...base, searchKeyword: '', fromDate: '', toDate: null })).toBe(true)
  })
  it('refuses a negative page, a huge page size and reversed dates', () => {
    expect(v.is(PagedRequestSchema, { ...base, pageNo: -1 })).toBe(false)
    expect(v.is(PagedRequestSchema, { ...base, pageSize: 1000 })).toBe(false)
    expect(firstMessage(PagedRequestSchema, { ...base, fromDate: '2026-11-21', toDate: '2026-11-01' })).toBe(
      'fromDate must not be after toDate',
    )
  })
})
