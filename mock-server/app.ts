import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { api, failure, isValidIsoDate, UPLOAD_PATH } from '../contracts'
import { applyFault, FaultBook, registerAdmin } from './admin'
import { LoginLimiter } from './auth/login-limiter'
import { SCRYPT_COST } from './auth/passwords'
import { Sessions } from './auth/sessions'
import { nowOn, type ServerContext } from './context'
import { HttpError } from './errors'
import { apiHandlers } from './handlers'
import { ContractDriftError, registerApi } from './register'
import { seedPasswordHash, seedStore } from './seed'
import { createPersistence, deserializeInto, type Persistence, readDataFile } from './store/persist'
import { Store, type StoreSnapshot } from './store/store'
import { registerUploads } from './uploads'

export const DEFAULT_TODAY = '2026-11-21'
const BODY_LIMIT_BYTES = 1024 * 1024

export interface ServerOptions {
  /** The business date, YYYY-MM-DD (default MOCK_TODAY, else 2026-11-21). */
  today?: string
  /** Milliseconds since the epoch, for token expiry and creation times (default Date.now). */
  clock?: () => number
  /** Keeps the state in this JSON file across restarts (written atomically after each change). */
  dataFile?: string
  /** Generated markets added to the seed, for load tests. */
  extraMarkets?: number
  /** Validates every answer against the contract (default: on unless NODE_ENV=production). */
  checkResponses?: boolean
  /** Mounts /__mock/reset and /__mock/faults (default: on unless NODE_ENV=production). */
  enableAdmin?: boolean
  /** Added to every API call, to feel a slow network. */
  latencyMs?: number
  /** scrypt N for password hashes; tests lower it, everything else keeps the production cost. */
  passwordCost?: number
  logger?: FastifyServerOptions['logger']
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const
/** An image opened on its own still renders (the browser's image page needs the image and inline style). */
const IMAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

const JSON_ONLY = 'body: must be sent as JSON (Content-Type: application/json).'

/** Framework errors (unparsable or oversized bodies) become the same clean envelopes as handler refusals. */
function describeError(error: FastifyError | HttpError): { status: number; message: string } {
  if (error instanceof HttpError || error instanceof ContractDriftError) {
    return { status: error.statusCode, message: error.message }
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: `body: is too large (at most ${BODY_LIMIT_BYTES / 1024} KB).` }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: JSON_ONLY }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'body: is empty; send a JSON object.' }
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'body: is not valid JSON.' }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return { status: status === 413 ? 413 : 400, message: error.message }
  return { status: 500, message: 'The server failed to handle this request.' }
}

export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const today = options.today ?? process.env.MOCK_TODAY ?? DEFAULT_TODAY
  if (!isValidIsoDate(today)) throw new Error(`today must be a date as YYYY-MM-DD, got "${today}"`)
  const production = process.env.NODE_ENV === 'production'
  const clock = options.clock ?? Date.now
  const store = new Store()
  const sessions = new Sessions(clock)
  const loginLimiter = new LoginLimiter(clock)
  const ctx: ServerContext = {
    store,
    sessions,
    loginLimiter,
    today,
    clock,
    passwordCost: options.passwordCost ?? SCRYPT_COST,
    now: () => nowOn(today, clock),
  }
  const faults = new FaultBook()
  const latencyMs = options.latencyMs ?? 0

  const app = Fastify({
    logger: options.logger ?? false,
    exposeHeadRoutes: false,
    bodyLimit: BODY_LIMIT_BYTES,
  })
  app.decorateRequest('apiSession', null)

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS)
    if (String(reply.getHeader('content-type') ?? '').startsWith('image/')) {
      reply.header('Content-Security-Policy', IMAGE_CSP)
    } else if (request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store')
    }
    return payload
  })

  // Latency and faults come before authentication and validation, as a flaky network would.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs))
    const path = request.url.slice('/api/'.length).split('?')[0] ?? ''
    const fault = faults.take(request.method, path)
    if (fault && (await applyFault(fault, reply))) return reply
  })

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, message } = describeError(error)
    if (status >= 500) request.log.error(error)
    return reply.code(status).send(failure(status, message))
  })

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(failure(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`)),
  )

  app.get('/health', async () => ({ status: 'ok' }))

  registerApi(app, api, apiHandlers, {
    ctx,
    checkResponses: options.checkResponses ?? !production,
  })
  registerUploads(app, ctx)

  let seed: StoreSnapshot | null = null
  let persistence: Persistence | null = null
  app.addHook('onClose', async () => persistence?.flush())
  const endpoints = new Map<string, 'GET' | 'POST'>(
    Object.values(api).flatMap((table) => Object.values(table).map((e) => [e.path, e.method] as const)),
  )
  endpoints.set(UPLOAD_PATH, 'POST')
  if (options.enableAdmin ?? !production) {
    registerAdmin(app, {
      faults,
      endpoints,
      reset: () => {
        if (!seed) throw new Error('The seed is not ready yet')
        store.restore(seed)
        sessions.retain((session) => store.employees.has(session.userKeyID))
        loginLimiter.clearAll()
        faults.clear()
      },
    })
  }

  // Seeding waits for the password hashes; Fastify (and app.inject) wait for this before serving.
  app.register(async () => {
    seedStore(store, {
      today,
      extraMarkets: options.extraMarkets ?? 0,
      passwordHash: await seedPasswordHash(ctx.passwordCost),
    })
    seed = store.snapshot()
    const { dataFile } = options
    if (!dataFile) return
    const saved = readDataFile(dataFile)
    if (saved !== null) deserializeInto(store, saved, dataFile)
    const file = createPersistence(store, dataFile, () => new Date(clock()).toISOString())
    store.onCommit(() => file.schedule())
    if (saved === null) file.schedule()
    persistence = file
  })

  return app
}
