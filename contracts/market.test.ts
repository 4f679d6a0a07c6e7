import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MOBILE_INVALID, REQUIRED } from './core'
import { MARKET_MESSAGES, MarketFormSchema } from './market'

const valid = {
  marketPlaceName: 'Pimpalgaon Baswant',
  stateID: 1,
  districtID: 2,
  talukaID: 3,
  marketMobileNo: '9876543210',
  marketAddress: 'APMC Yard, Nashik road',
  paymentQRPhotoUrl: '/api/files/qr.png',
}

/** First message per field, as the form resolver and the server report them. */
const issuesOf = (input: unknown) =>
  Object.fromEntries(
    (v.safeParse(MarketFormSchema, input, { abortPipeEarly: true }).issues ?? []).map((issue) => [
      v.getDotPath(issue),
      issue.message,
    ]),
  )

describe('market form rules', () => {
  it('requires all seven fields with the generic message', () => {
    const issues = issuesOf({
      marketPlaceName: '',
      stateID: null,
      districtID: null,
      talukaID: null,
      marketMobileNo: '',
      marketAddress: '',
      paymentQRPhotoUrl: '',
    })
    expect(issues).toEqual({
      marketPlaceName: REQUIRED,
      stateID: REQUIRED,
      districtID: REQUIRED,
      talukaID: REQUIRED,
      marketMobileNo: REQUIRED,
      marketAddress: REQUIRED,
      paymentQRPhotoUrl: REQUIRED,
    })
  })

  it('removes leading spaces and capitalises the first letter of the name', () => {
    const parsed = v.parse(MarketFormSchema, {
      ...valid,
      marketPlaceName: '   lasalgaon',
      marketAddress: '  Yard 2',
    })
    expect(parsed.marketPlaceName).toBe('Lasalgaon')
    expect(parsed.marketAddress).toBe('Yard 2')
  })

  it('treats a name of only spaces as missing', () => {
    expect(issuesOf({ ...valid, marketPlaceName: '    ' })).toEqual({ marketPlaceName: REQUIRED })
  })

  it('limits the name to 50 characters', () => {
    expect(v.is(MarketFormSchema, { ...valid, marketPlaceName: 'a'.repeat(50) })).toBe(true)
    expect(issuesOf({ ...valid, marketPlaceName: 'a'.repeat(51) })).toEqual({
      marketPlaceName: MARKET_MESSAGES.nameTooLong,
    })
  })

  it('refuses a short mobile number', () => {
    expect(issuesOf({ ...valid, marketMobileNo: '987654321' })).toEqual({ marketMobileNo: MOBILE_INVALID })
  })
})
