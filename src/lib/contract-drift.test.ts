import { api } from '@contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call } from './api-client'
import { saveLogin } from './storage'
import { MemoryStorage } from './testing/memory-storage'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
const states = [{ stateID: 1, stateName: 'Maharashtra' }]

let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  saveLogin({ token: 'abc123', userKeyID: 'u-1', employeeName: 'Owner' })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the drift warning in development', () => {
  it('stays silent while an answer keeps its contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(json({ statusCode: 200, responseData: { data: states }, errorMessage: null })),
    )
    await call(api.location.stateLookup, {})
    expect(warn).not.toHaveBeenCalled()
  })

  it('names the endpoint and each drifted field, and still hands the data on', async () => {
    const drifted = {
      statusCode: 200,
      responseData: { data: [{ stateId: 1, stateName: 'Maharashtra' }] },
      errorMessage: null,
    }
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(drifted)))
    await expect(call(api.location.stateLookup, {})).resolves.toEqual(drifted.responseData.data)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toBe(
      'Contract drift: GET State/GetStateLookupList answered differently from its contract:\n  responseData.data[].stateID: missing',
    )
  })

  it('names a paged list without its totalCount', async () => {
    const noTotal = { statusCode: 200, responseData: { data: [] }, errorMessage: null }
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(noTotal)))
    await call(api.market.list, { body: { pageNo: 0, pageSize: 10 } })
    expect(warn.mock.calls[0]![0]).toContain('responseData.totalCount: missing')
  })
})
