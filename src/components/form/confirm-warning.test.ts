import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { isConfirmWarning, warningText, withWarningsConfirmed } from './confirm-warning'

describe('the server warnings every form confirms', () => {
  const alert = 'Confirm: Rate ₹400.00 per crate is above the alert band of Tomato (₹100.00 – ₹300.00).'

  it("offers to confirm only the server's 409 'Confirm:' answers", () => {
    expect(isConfirmWarning(new ApiError(alert, 409))).toBe(true)
    expect(isConfirmWarning(new ApiError('Only 4 crates of grade A are left to sell.', 409))).toBe(false)
    expect(isConfirmWarning(new ApiError(alert, 400))).toBe(false)
    expect(isConfirmWarning(new Error(alert))).toBe(false)
  })

  it('resends the same body with the warnings confirmed, and shows the message without its prefix', () => {
    expect(withWarningsConfirmed({ rate: 400 })).toEqual({ rate: 400, confirmWarnings: true })
    expect(warningText(alert)).toBe(
      'Rate ₹400.00 per crate is above the alert band of Tomato (₹100.00 – ₹300.00).',
    )
  })
})
