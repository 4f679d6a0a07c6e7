import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { api, isValidIsoDate, UPLOAD_PATH } from '../contracts'
import { applyFault, FaultBook, registerAdmin } from './admin'
import { AttemptLog, LoginLimiter, PUBLIC_READ_WINDOW_MS, REGISTRATION_WINDOW_MS } from './auth/login-limiter'
import { SCRYPT_COST } from './auth/passwords'
import { Sessions } from './auth/sessions'
import { nowOn, type ServerContext } from './context'
import { apiHandlers } from './handlers'
import { applyHttpConventions, BODY_LIMIT_BYTES } from './http'
import { registerApiReference } from './openapi/routes'
import { registerApi } from './register'
import { seedPasswordHash, seedStore } from './seed'
import { FileDirectory } from './store/file-dir'
import { dataPaths, openDataFile, type Persistence } from './store/persist'
import { Store, type StoreSnapshot } from './store/store'
import { registerUploads } from './uploads'

export const DEFAULT_TODAY = '2026-11-21'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's state, for tests that assert a refused request changed nothing at all. */
    readonly mockStore: Store
  }
}

export interface ServerOptions {
  /** The business date, YYYY-MM-DD (default MOCK_TODAY, else 2026-11-21). */
  today?: string
  /** Milliseconds since the epoch, for token expiry and creation times (default Date.now). */
  clock?: () => number
  /**
   * Keeps the state across restarts: a snapshot in this file, a journal of later writes beside it (each
   * answer waits until its change is fsynced) and uploads in `<dataFile>.files/`.
   */
  dataFile?: string
  /** Generated markets added to the seed, for load tests. */
  extraMarkets?: number
  /** Generated historic tokens added to the seed, for load tests. */
  extraTokens?: number
  /** false: a seed without the months of market days, for tests of persistence (see SeedOptions). */
  history?: boolean
  /** Market days the history covers (default two months); a few for runs that only try a path. */
  historyDays?: number
  /** Validates every answer against the contract (default: on unless NODE_ENV=production). */
  checkResponses?: boolean
  /** Mounts /__mock/reset and /__mock/faults (default: on unless NODE_ENV=production). */
  enableAdmin?: boolean
  /** Added to every API call, to feel a slow network. */
  latencyMs?: number
  /** scrypt N for password hashes; tests lower it, everything else keeps the production cost. */
  passwordCost?: number
  /**
   * Behind one reverse proxy (the bundled nginx): the client's address is the last X-Forwarded-For
   * entry, the one the proxy added, so sign-in throttling counts per client, not per proxy.
   */
  trustProxy?: boolean
  /** The SPA's origin for links given out, e.g. https://app.example (default MOCK_PUBLIC_ORIGIN, else from the call). */
  publicOrigin?: string
  logger?: FastifyServerOptions['logger']
}

/**
 * Seeds already built in this process, by what decides their rows. The demo's months of market-day
 * history take seconds to build; a second server with the same options (the contract suites start
 * one each) restores the first one's rows instead, sharing them copy-on-write as a reset does.
 */
const builtSeeds = new Map<string, StoreSnapshot>()

export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const today = options.today ?? process.env.MOCK_TODAY ?? DEFAULT_TODAY
  if (!isValidIsoDate(today)) throw new Error(`today must be a date as YYYY-MM-DD, got "${today}"`)
  const { historyDays } = options
  if (historyDays !== undefined && !(Number.isInteger(historyDays) && historyDays >= 0))
    throw new Error(`historyDays must be a whole number of days, got ${historyDays}`)
  const production = process.env.NODE_ENV === 'production'
  const clock = options.clock ?? Date.now
  const store = new Store()
  const sessions = new Sessions(clock)
  const loginLimiter = new LoginLimiter(clock)
  const registrations = new AttemptLog(clock, REGISTRATION_WINDOW_MS)
  const publicReads = new AttemptLog(clock, PUBLIC_READ_WINDOW_MS)
  const { dataFile } = options
  const ctx: ServerContext = {
    store,
    files: dataFile ? new FileDirectory(dataPaths(dataFile).files) : null,
    sessions,
    loginLimiter,
    registrations,
    publicReads,
    publicOrigin: (options.publicOrigin ?? process.env.MOCK_PUBLIC_ORIGIN ?? '').replace(/\/+$/, ''),
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
    // Start-up (the seed's months of history, a data file's journal) is finite work: on a slow or
    // busy machine it should finish late rather than be abandoned after Fastify's default 10 s.
    pluginTimeout: 0,
    // One hop: an X-Forwarded-For the client wrote itself names addresses further left, never used.
    trustProxy: options.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
  })
  app.decorateRequest('apiSession', null)
  app.decorate('mockStore', store)

  applyHttpConventions(app)

  // Latency and faults come before authentication and validation, as a flaky network would.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs))
    const path = request.url.slice('/api/'.length).split('?')[0] ?? ''
    const fault = faults.take(request.method, path)
    if (fault && (await applyFault(fault, reply))) return reply
  })

  app.get('/health', async () => ({ status: 'ok' }))

  const endpoints = registerApi(app, api, apiHandlers, {
    ctx,
    checkResponses: options.checkResponses ?? !production,
  })
  registerUploads(app, ctx)
  endpoints.set(UPLOAD_PATH, 'POST')
  registerApiReference(app)

  let seed: StoreSnapshot | null = null
  let persistence: Persistence | null = null
  app.addHook('onClose', async () => persistence?.close())
  const sweepFiles = () => ctx.files?.sweep((name) => store.files.has(name))
  if (dataFile) {
    // An answer leaves only once every change made so far is on disk, its own included.
    app.addHook('onSend', (_request, _reply, payload, done) => {
      const durable = persistence?.whenDurable()
      if (!durable) return done(null, payload)
      durable.then(
        () => done(null, payload),
        (error: Error) => done(error),
      )
    })
  }
  if (options.enableAdmin ?? !production) {
    registerAdmin(app, {
      faults,
      endpoints,
      reset: () => {
        if (!seed) throw new Error('The seed is not ready yet')
        store.restore(seed)
        sweepFiles()
        sessions.retain((session) => store.employees.has(session.userKeyID))
        loginLimiter.clearAll()
        registrations.clearAll()
        publicReads.clearAll()
        faults.clear()
      },
    })
  }

  // Seeding waits for the password hashes; Fastify (and app.inject) wait for this before serving.
  app.register(async () => {
    const seedOptions = {
      today,
      extraMarkets: options.extraMarkets ?? 0,
      extraTokens: options.extraTokens ?? 0,
      history: options.history ?? true,
      historyDays: options.historyDays,
    }
    const seedKey = JSON.stringify({ ...seedOptions, passwordCost: ctx.passwordCost })
    const built = builtSeeds.get(seedKey)
    if (built) store.restore(built)
    else {
      seedStore(store, { ...seedOptions, passwordHash: await seedPasswordHash(ctx.passwordCost) })
      builtSeeds.set(seedKey, store.snapshot())
    }
    seed = store.snapshot()
    if (!dataFile) return
    persistence = await openDataFile(store, dataFile, {
      now: () => new Date(clock()).toISOString(),
      log: (message) => app.log.warn(message),
    })
    sweepFiles()
  })

  return app
}
