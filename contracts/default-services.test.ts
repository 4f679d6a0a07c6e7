import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SERVICE_MESSAGES,
  DefaultServiceSaveRowSchema,
  SaveFarmerServicesRequestSchema,
} from './default-services'

const row = { serviceID: 1, dstid: 1, amount: 10, transportationTypeID: 1 }
const messageOf = (input: unknown) => v.safeParse(DefaultServiceSaveRowSchema, input).issues?.[0]?.message

describe('default service amounts', () => {
  it('accepts up to 8 integer digits and 2 decimals', () => {
    expect(v.is(DefaultServiceSaveRowSchema, { ...row, amount: 99_999_999.99 })).toBe(true)
    expect(messageOf({ ...row, amount: 100_000_000 })).toBe(DEFAULT_SERVICE_MESSAGES.amountTooLarge)
    expect(v.is(DefaultServiceSaveRowSchema, { ...row, amount: 0.125 })).toBe(false)
    expect(v.is(DefaultServiceSaveRowSchema, { ...row, amount: -1 })).toBe(false)
  })

  it('caps a percentage at 100', () => {
    expect(v.is(DefaultServiceSaveRowSchema, { ...row, dstid: 2, amount: 100 })).toBe(true)
    expect(messageOf({ ...row, dstid: 2, amount: 100.01 })).toBe(DEFAULT_SERVICE_MESSAGES.percentageOver)
    expect(v.is(DefaultServiceSaveRowSchema, { ...row, dstid: 1, amount: 500 })).toBe(true)
  })

  it('knows only the spec service types and transportation types', () => {
    expect(v.is(DefaultServiceSaveRowSchema, { ...row, dstid: 4 })).toBe(false)
    expect(v.is(DefaultServiceSaveRowSchema, { ...row, transportationTypeID: 3 })).toBe(false)
  })

  it('drops the display-only service name from a saved row', () => {
    const parsed = v.parse(SaveFarmerServicesRequestSchema, {
      marketKeyID: '0f6d2b1e-1111-4a2b-9c3d-000000000001',
      farmerMarketServices: [{ ...row, serviceName: 'Aadat' }],
    })
    expect(parsed.farmerMarketServices[0]).toEqual(row)
  })
})
