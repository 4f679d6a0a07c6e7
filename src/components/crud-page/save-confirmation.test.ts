import { PARTY_MESSAGES } from '@contracts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { duplicateConfirmation } from './save-confirmation'

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
