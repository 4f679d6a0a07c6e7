import type { FastifyError, FastifyInstance } from 'fastify'
import { failure, SERVER_MESSAGES } from '../contracts'
import { HttpError } from './errors'
import { ContractDriftError } from './register'

export const BODY_LIMIT_BYTES = 1024 * 1024

const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const

/** An image opened on its own still renders (the browser's image page needs the image and inline style). */
const IMAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

/** Framework errors (unparsable or oversized bodies) become the same clean envelopes as handler refusals. */
function describeError(error: FastifyError | HttpError): { status: number; message: string } {
  if (error instanceof HttpError || error instanceof ContractDriftError) {
    return { status: error.statusCode, message: error.message }
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: SERVER_MESSAGES.bodyTooLarge(BODY_LIMIT_BYTES / 1024) }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: SERVER_MESSAGES.jsonOnly }
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: SERVER_MESSAGES.invalidJson }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return { status: status === 413 ? 413 : 400, message: error.message }
  return { status: 500, message: SERVER_MESSAGES.failed }
}

/**
 * What every answer shares: security headers, no caching of API answers, errors and unknown paths as
 * envelopes, and JSON parsing that reads an empty body as none.
 */
export function applyHttpConventions(app: FastifyInstance): void {
  // An empty body sent as JSON reads as no body: the schema then names what is missing, and a bodiless
  // POST /__mock/reset works from clients that always send the header.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined)
    else parseJson(request, body as string, done)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS)
    if (String(reply.getHeader('content-type') ?? '').startsWith('image/')) {
      reply.header('Content-Security-Policy', IMAGE_CSP)
    } else if (request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store')
    }
    return payload
  })

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, message } = describeError(error)
    if (status >= 500) request.log.error(error)
    return reply.code(status).send(failure(status, message))
  })

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(failure(404, SERVER_MESSAGES.noSuchPath(request.method, request.url.split('?')[0]!))),
  )
}
