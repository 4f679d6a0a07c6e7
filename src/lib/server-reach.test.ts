import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { isTransient, RETRY_DELAYS_MS, untilServerAnswers } from './server-reach'

describe('isTransient', () => {
  it('retries no answer and server failures, never a refusal', () => {
    expect(isTransient(new ApiError('Could not reach the server.', 0))).toBe(true)
    expect(isTransient(new ApiError('Injected fault: the server failed.', 500))).toBe(true)
    expect(isTransient(new ApiError('Bad gateway', 502))).toBe(true)
    expect(isTransient(new ApiError('Only 4 crates are left.', 400))).toBe(false)
    expect(isTransient(new ApiError('Confirm: rate outside the band.', 409))).toBe(false)
    expect(isTransient(new Error('boom'))).toBe(false)
  })
})

describe('untilServerAnswers', () => {
  it('keeps retrying a failing server however often it failed', () => {
    expect(untilServerAnswers.retry(1, new ApiError('failed', 500))).toBe(true)
    expect(untilServerAnswers.retry(1_000, new ApiError('no answer', 0))).toBe(true)
    expect(untilServerAnswers.retry(1, new ApiError('Buyer is Inactive.', 400))).toBe(false)
  })

  it('waits longer after each failure, up to the longest delay', () => {
    expect(untilServerAnswers.retryDelay(1)).toBe(RETRY_DELAYS_MS[0])
    expect(untilServerAnswers.retryDelay(2)).toBe(RETRY_DELAYS_MS[1])
    expect(untilServerAnswers.retryDelay(50)).toBe(RETRY_DELAYS_MS.at(-1))
  })
})
