import { EMPLOYEE_MESSAGES } from '@contracts'
import { describe, expect, it } from 'vitest'
import { ApiError, NETWORK_FAILED, UNREADABLE } from '@/lib/api-client'
import { failureText } from './failure-text'

const { deleteFailed, deleteError } = EMPLOYEE_MESSAGES
const text = (error: unknown) => failureText(error, deleteFailed, deleteError)

describe('employee failure text', () => {
  it("says the server refused, with the server's reason after it", () => {
    expect(text(new ApiError(EMPLOYEE_MESSAGES.deleteSelf, 409))).toBe(
      'Failed to delete employee. You cannot delete your own account.',
    )
    expect(text(new ApiError('You do not have permission to do this.', 403))).toBe(
      'Failed to delete employee. You do not have permission to do this.',
    )
  })

  it('says an error occurred when the request itself failed', () => {
    expect(text(new ApiError(NETWORK_FAILED, 0))).toBe(deleteError)
    expect(text(new ApiError('Internal server error', 500))).toBe(deleteError)
    expect(text(new ApiError(UNREADABLE, 200))).toBe(deleteError)
    expect(text(new TypeError('x is undefined'))).toBe(deleteError)
  })
})
