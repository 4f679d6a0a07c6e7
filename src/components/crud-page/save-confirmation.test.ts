import { CONFIRM_PREFIX, PARTY_MESSAGES } from '@contracts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { duplicateConfirmation, warningConfirmation } from './save-confirmation'

const duplicate = `${PARTY_MESSAGES.duplicatePrefix} Farmer 1001 Sunil Pawar, Vinchur has the same mobile number.`

describe('duplicateConfirmation', () => {
  const { isWarning, confirmed } = duplicateConfirmation<{ mobileNo: string; confirmDuplicate?: boolean }>()

  it("offers 'Save anyway' only for the server's 409 duplicate warning", () => {
    expect(isWarning(new ApiError(duplicate, 409))).toBe(true)
    // Any other refusal is a plain error the user can't override.
    expect(isWarning(new ApiError('Farmer not found.', 409))).toBe(false)
    expect(isWarning(new ApiError(duplicate, 400))).toBe(false)
    expect(isWarning(new ApiError('Injected fault: the server failed.', 500))).toBe(false)
    expect(isWarning(new Error(duplicate))).toBe(false)
  })

  it('resends the same body, confirmed', () => {
    expect(confirmed({ mobileNo: '9822012345', confirmDuplicate: false })).toEqual({
      mobileNo: '9822012345',
      confirmDuplicate: true,
    })
  })
})

describe('warningConfirmation', () => {
  const { isWarning, confirmed } = warningConfirmation<{ rate: number; confirmWarnings?: boolean }>()
  const outsideBand = `${CONFIRM_PREFIX} The rate ₹4,100.00 is outside Onion’s alert band (₹1,000.00 to ₹2,500.00).`

  it("offers confirmation only for the server's 409 'Confirm:' warning", () => {
    expect(isWarning(new ApiError(outsideBand, 409))).toBe(true)
    expect(isWarning(new ApiError('Only a Sold line can be changed or cancelled.', 409))).toBe(false)
    expect(isWarning(new ApiError(outsideBand, 400))).toBe(false)
    expect(isWarning(new Error(outsideBand))).toBe(false)
  })

  it('resends the same body with the warnings confirmed', () => {
    expect(confirmed({ rate: 4100 })).toEqual({ rate: 4100, confirmWarnings: true })
  })
})
