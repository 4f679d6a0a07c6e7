import { api } from '@contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, call, NETWORK_FAILED, SESSION_ENDED, UNREADABLE, uploadImage } from './api-client'
import { getLogin, saveLogin } from './storage'
import { MemoryStorage } from './testing/memory-storage'
import { setUnauthorizedHandler } from './unauthorized'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const envelope = (data: unknown, extra: object = {}) => ({
  statusCode: 200,
  responseData: { data, ...extra },
  errorMessage: null,
})

let fetchMock: ReturnType<typeof vi.fn>
let unauthorized: ReturnType<typeof vi.fn<() => void>>

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  unauthorized = vi.fn<() => void>()
  setUnauthorizedHandler(unauthorized)
  saveLogin({ token: 'abc123', userKeyID: 'u-1', employeeName: 'Owner' })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit]
  return { url: String(url), headers: new Headers(init.headers), method: init.method }
}

describe('call', () => {
  it('sends the bearer token and unwraps the envelope', async () => {
    fetchMock.mockResolvedValue(json(envelope([{ stateID: 1, stateName: 'Maharashtra' }])))
    await expect(call(api.location.stateLookup, {})).resolves.toEqual([
      { stateID: 1, stateName: 'Maharashtra' },
    ])
    expect(lastRequest().url).toBe('/api/State/GetStateLookupList')
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer abc123')
  })

  it('answers data and total for a paged list', async () => {
    fetchMock.mockResolvedValue(json(envelope([], { totalCount: 26 })))
    await expect(call(api.market.list, { body: { pageNo: 2, pageSize: 10 } })).resolves.toEqual({
      data: [],
      totalCount: 26,
    })
  })

  it('passes on the column totals of a paged list, dropping entries that are not numbers', async () => {
    fetchMock.mockResolvedValue(
      json(envelope([], { totalCount: 3, totals: { netAmount: 1250000, note: 'x', bad: null } })),
    )
    await expect(call(api.market.list, { body: { pageNo: 0, pageSize: 10 } })).resolves.toEqual({
      data: [],
      totalCount: 3,
      totals: { netAmount: 1250000 },
    })
  })

  it('without a stored token goes to /logout and sends nothing', async () => {
    saveLogin({ token: '' })
    await expect(call(api.location.stateLookup, {})).rejects.toMatchObject({
      status: 401,
      message: SESSION_ENDED,
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(unauthorized).toHaveBeenCalledOnce()
  })

  it('a 401 on a GET clears local storage and goes to /logout', async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 401, responseData: null, errorMessage: 'expired' }, 401))
    await expect(call(api.location.stateLookup, {})).rejects.toBeInstanceOf(ApiError)
    expect(unauthorized).toHaveBeenCalledOnce()
    expect(getLogin().token).toBe('')
  })

  it('a 401 on a POST goes to /logout but keeps storage', async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 401, responseData: null, errorMessage: 'expired' }, 401))
    await expect(call(api.market.list, { body: { pageNo: 0, pageSize: 10 } })).rejects.toMatchObject({
      status: 401,
    })
    expect(unauthorized).toHaveBeenCalledOnce()
    expect(getLogin().token).toBe('abc123')
  })

  it('treats statusCode 401 inside an HTTP 200 body as an ended session', async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 401, responseData: null, errorMessage: null }))
    await expect(call(api.location.stateLookup, {})).rejects.toMatchObject({ status: 401 })
    expect(unauthorized).toHaveBeenCalledOnce()
  })

  it('a refused sign-in is the server message, not an ended session', async () => {
    saveLogin({ token: '' })
    fetchMock.mockResolvedValue(
      json({ statusCode: 400, responseData: null, errorMessage: 'User Not Exists or Found.' }, 400),
    )
    await expect(call(api.account.login, { body: { userName: 'x', password: 'y' } })).rejects.toMatchObject({
      status: 400,
      message: 'User Not Exists or Found.',
    })
    expect(unauthorized).not.toHaveBeenCalled()
  })

  it('passes the server message of any other failure to the caller', async () => {
    fetchMock.mockResolvedValue(
      json(
        { statusCode: 409, responseData: null, errorMessage: 'A market named "Sangola" already exists.' },
        409,
      ),
    )
    await expect(call(api.market.list, { body: { pageNo: 0, pageSize: 10 } })).rejects.toMatchObject({
      status: 409,
      message: 'A market named "Sangola" already exists.',
    })
  })

  it('names an unreadable body and a dropped connection plainly', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops', { status: 200 }))
    await expect(call(api.location.stateLookup, {})).rejects.toMatchObject({ message: UNREADABLE })
    fetchMock.mockRejectedValue(new TypeError('fetch failed'))
    await expect(call(api.location.stateLookup, {})).rejects.toMatchObject({
      status: 0,
      message: NETWORK_FAILED,
    })
  })
})

describe('uploadImage', () => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr.png', { type: 'image/png' })

  it('answers the stored image URL', async () => {
    fetchMock.mockResolvedValue(json({ success: true, s3Url: '/api/files/abc.png' }))
    await expect(uploadImage(file, 'Market')).resolves.toBe('/api/files/abc.png')
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer abc123')
  })

  it('shows the refusal in either shape the server may answer', async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: 'Size of image should not exceed 2MB' }, 413))
    await expect(uploadImage(file, 'Market')).rejects.toMatchObject({
      message: 'Size of image should not exceed 2MB',
    })
    fetchMock.mockResolvedValue(
      json({ statusCode: 500, responseData: null, errorMessage: 'Storage is unavailable.' }, 500),
    )
    await expect(uploadImage(file, 'Market')).rejects.toMatchObject({ message: 'Storage is unavailable.' })
  })
})
