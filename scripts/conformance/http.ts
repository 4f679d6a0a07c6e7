/** One answer as the runner saw it; `body` is undefined when it was not JSON. */
export interface Answer {
  status: number
  body: unknown
  /** The Content-Type and Content-Disposition headers, which say what a download is. */
  contentType: string
  disposition: string
}

export interface Request {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, unknown>
  body?: unknown
  /** A bearer token; absent sends no Authorization header. */
  token?: string
}

/** Thrown when the backend cannot be reached at all (refused, timed out, DNS). */
export class Unreachable extends Error {}

const TIMEOUT_MS = 15_000

/** Calls `<base>/<path>` the way the SPA does: JSON in, JSON out, a Bearer token when given. */
export async function send(base: string, request: Request): Promise<Answer> {
  const url = new URL(`${base.replace(/\/$/, '')}/${request.path}`)
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (request.token !== undefined) headers.Authorization = `Bearer ${request.token}`
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (cause) {
    throw new Unreachable(`${request.method} ${url.pathname}: ${(cause as Error).message}`)
  }
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return {
    status: response.status,
    body,
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
  }
}
