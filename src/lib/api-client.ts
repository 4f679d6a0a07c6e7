import {
  type ColumnTotals,
  type EndpointDef,
  PROJECT_NAME,
  type RequestOf,
  type ResultOf,
  UPLOAD_PATH,
  type UploadResponse,
  UploadResponseSchema,
} from '@contracts'
import { ofetch } from 'ofetch'
import * as v from 'valibot'
import { warnOnDrift } from './contract-drift'
import { clearStorage, getLogin } from './storage'
import { onUnauthorized } from './unauthorized'

/** Where the API lives: `/api` on this origin by default, any backend via VITE_API_BASE_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '')

export const SESSION_ENDED = 'Your session has ended. Please sign in again.'
export const NETWORK_FAILED = 'Could not reach the server. Check your connection and try again.'
export const UNREADABLE = 'The server sent a response that could not be read.'

/** A failed call: `message` is the server's errorMessage when it gave one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

function endSession(method: string): never {
  // A 401 on a GET also clears local storage; every 401 goes to /logout.
  if (method === 'GET') clearStorage()
  onUnauthorized()
  throw new ApiError(SESSION_ENDED, 401)
}

interface RawResponse {
  status: number
  text: string
  /** Content-Type and Content-Disposition, for a call that answers a file. */
  contentType: string
  disposition: string
}

async function send(path: string, init: { method: string; query?: object; body?: unknown; auth: boolean }) {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (init.auth) {
    const token = getLogin().token
    if (!token) endSession('NONE')
    headers.Authorization = `Bearer ${token}`
  }
  try {
    const response = await ofetch.raw<string, 'text'>(`${API_BASE_URL}/${path}`, {
      method: init.method,
      query: init.query as Record<string, string> | undefined,
      body: init.body as BodyInit | Record<string, unknown> | undefined,
      headers,
      responseType: 'text',
      ignoreResponseError: true,
      retry: 0,
    })
    return {
      status: response.status,
      text: response._data ?? '',
      contentType: response.headers.get('content-type') ?? '',
      disposition: response.headers.get('content-disposition') ?? '',
    } satisfies RawResponse
  } catch (cause) {
    console.error(`${init.method} ${path} failed`, cause)
    throw new ApiError(NETWORK_FAILED, 0)
  }
}

function parseJson(raw: RawResponse, path: string): unknown {
  try {
    return JSON.parse(raw.text)
  } catch {
    console.error(`${path}: unreadable response (HTTP ${raw.status})`)
    throw new ApiError(raw.status === 200 ? UNREADABLE : `Request failed (HTTP ${raw.status}).`, raw.status)
  }
}

interface LooseEnvelope {
  statusCode?: unknown
  responseData?: { data?: unknown; totalCount?: unknown; totals?: unknown } | null
  errorMessage?: unknown
}

/** Calls one endpoint of the contract table and unwraps the envelope. */
export async function call<E extends EndpointDef>(endpoint: E, request: RequestOf<E>): Promise<ResultOf<E>> {
  const raw = await send(endpoint.path, {
    method: endpoint.method,
    query: request.query ?? undefined,
    body: request.body,
    auth: !endpoint.public,
  })
  return unwrap(endpoint, raw)
}

/**
 * Calls an endpoint that answers a file (a Tally export) and gives its name and text; a failure still
 * answers the envelope, whose message is thrown as from any call.
 */
export async function download(
  endpoint: EndpointDef,
  request: { body?: unknown },
): Promise<{ fileName: string; content: string; contentType: string }> {
  const raw = await send(endpoint.path, { method: endpoint.method, body: request.body, auth: true })
  if (raw.status !== 200 || raw.contentType.includes('json')) {
    unwrap(endpoint, raw)
    throw new ApiError(UNREADABLE, raw.status)
  }
  const fileName = /filename="([^"]+)"/.exec(raw.disposition)?.[1] ?? 'download'
  return { fileName, content: raw.text, contentType: raw.contentType }
}

function unwrap<E extends EndpointDef>(endpoint: E, raw: RawResponse): ResultOf<E> {
  if (raw.status === 401 && !endpoint.public) endSession(endpoint.method)
  const body = parseJson(raw, endpoint.path) as LooseEnvelope | null
  const statusCode = typeof body?.statusCode === 'number' ? body.statusCode : raw.status
  if (statusCode === 401 && !endpoint.public) endSession(endpoint.method)
  if (raw.status !== 200 || statusCode !== 200) {
    const message = typeof body?.errorMessage === 'string' && body.errorMessage ? body.errorMessage : null
    console.error(`${endpoint.path}: ${message ?? 'Bad request'} (HTTP ${raw.status})`)
    throw new ApiError(
      message ?? `Request failed (HTTP ${raw.status}).`,
      statusCode === 200 ? raw.status : statusCode,
    )
  }
  if (import.meta.env.DEV) warnOnDrift(endpoint, body)
  const data = body?.responseData?.data ?? null
  if (endpoint.paged) {
    const totalCount = Number(body?.responseData?.totalCount ?? 0)
    const totals = columnTotals(body?.responseData?.totals)
    return (totals ? { data, totalCount, totals } : { data, totalCount }) as ResultOf<E>
  }
  return data as ResultOf<E>
}

/** The sums a paged list sent, keeping only numeric entries; a malformed field is ignored, not fatal. */
function columnTotals(raw: unknown): ColumnTotals | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const entries = Object.entries(raw).filter(
    ([, value]) => typeof value === 'number' && Number.isFinite(value),
  )
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/** `POST uploadImage` (multipart, answered without the envelope). */
export async function uploadImage(file: File, moduleName: string): Promise<string> {
  const form = new FormData()
  form.append('imageFile', file)
  form.append('moduleName', moduleName)
  form.append('projectName', PROJECT_NAME)
  form.append('userId', getLogin().userKeyID)
  const raw = await send(UPLOAD_PATH, { method: 'POST', body: form, auth: true })
  if (raw.status === 401) endSession('POST')
  const body = parseJson(raw, UPLOAD_PATH)
  const parsed = v.safeParse(UploadResponseSchema, body)
  const result: UploadResponse | null = parsed.success ? parsed.output : null
  if (!result?.success || !result.s3Url) {
    // A failure may come in the upload's own shape ({ message }) or, from a gateway, as an envelope.
    const envelopeMessage = (body as LooseEnvelope | null)?.errorMessage
    const message = result?.message ?? (typeof envelopeMessage === 'string' ? envelopeMessage : null)
    throw new ApiError(message ?? `Upload failed (HTTP ${raw.status}).`, raw.status)
  }
  return result.s3Url
}
