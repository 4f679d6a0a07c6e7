import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { isTransient, pausingOnFailure, RECHECK_DELAYS_MS } from './server-reach'

beforeEach(() => {
  vi.useFakeTimers()
  onlineManager.setOnline(true)
})

afterEach(async () => {
  // Let a pending recheck fire so the next test starts from the shortest delay.
  await vi.runAllTimersAsync()
  await pausingOnFailure(async () => 'ok')
  vi.useRealTimers()
})

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

describe('pausingOnFailure', () => {
  it('goes offline on a server failure and online again after the first delay', async () => {
    await expect(pausingOnFailure(() => Promise.reject(new ApiError('failed', 503)))).rejects.toThrow(
      'failed',
    )
    expect(onlineManager.isOnline()).toBe(false)
    await vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[0] - 1)
    expect(onlineManager.isOnline()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(onlineManager.isOnline()).toBe(true)
  })

  it('waits longer while the server keeps failing, and starts over once it answers', async () => {
    const fail = () => pausingOnFailure(() => Promise.reject(new ApiError('failed', 500))).catch(() => {})
    await fail()
    await vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[0])
    await fail()
    await vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[0])
    expect(onlineManager.isOnline()).toBe(false)
    await vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[1] - RECHECK_DELAYS_MS[0])
    expect(onlineManager.isOnline()).toBe(true)
    await pausingOnFailure(async () => 'saved')
    await fail()
    await vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[0])
    expect(onlineManager.isOnline()).toBe(true)
  })

  it('leaves the app online when the server refuses', async () => {
    await expect(
      pausingOnFailure(() => Promise.reject(new ApiError('Only 4 crates are left.', 400))),
    ).rejects.toThrow()
    expect(onlineManager.isOnline()).toBe(true)
  })
})
