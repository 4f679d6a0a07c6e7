import { PARTY_MESSAGES } from '@contracts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { duplicateConfirmation, warningConfirmation, warningText } from './save-confirmation'

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
  const alert = 'Confirm: Rate ₹400.00 per crate is above the alert band of Tomato (₹100.00 – ₹300.00).'

  it("offers to confirm only the server's 409 'Confirm:' answers", () => {
    expect(isWarning(new ApiError(alert, 409))).toBe(true)
    expect(isWarning(new ApiError('Only 4 crates of grade A are left to sell.', 409))).toBe(false)
    expect(isWarning(new ApiError(alert, 400))).toBe(false)
    expect(isWarning(new Error(alert))).toBe(false)
  })

  it('resends the same body with the warnings confirmed, and shows the message without its prefix', () => {
    expect(confirmed({ rate: 400 })).toEqual({ rate: 400, confirmWarnings: true })
    expect(warningText(alert)).toBe(
      'Rate ₹400.00 per crate is above the alert band of Tomato (₹100.00 – ₹300.00).',
    )
  })
})
