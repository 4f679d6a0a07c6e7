import autocannon from 'autocannon'
import type { LoginRecord } from '../../contracts'
import { SMOKE, serverArgs, variants } from './bench-mode'
import { logIn } from './demo-user'
import { freePort, startMockServer } from './mock-process'

export interface LoadCase {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  token?: string
  /** Fewer connections than the run's, for a call the server throttles per client. */
  connections?: number
  /** Every request replaces `[<id>]` in the body with a fresh random ID (e.g. a unique name). */
  uniqueIds?: boolean
  /** Requests send these bodies in turn instead of `body` (which the first, checking call sends). */
  bodies?: readonly unknown[]
}

export interface LoadResult {
  name: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
}

export interface LoadOptions {
  connections: number
  durationS: number
}

const request = (url: string, c: LoadCase) => ({
  method: c.method,
  headers: {
    ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
  },
  body: c.body === undefined ? undefined : JSON.stringify(c.body),
  url: `${url}/api/${c.path}`,
})

let nextId = 0
const runId = Date.now().toString(36)
const withUniqueId = <R extends { body?: string }>(req: R): R => {
  nextId += 1
  return { ...req, body: req.body?.replaceAll('[<id>]', `${runId}-${nextId}`) }
}

/** A request setup that sends the bodies in turn, one after the other over all connections. */
function inTurn(bodies: readonly unknown[]) {
  let next = 0
  return <R extends { body?: string }>(req: R): R => {
    const body = JSON.stringify(bodies[next % bodies.length])
    next += 1
    return { ...req, body }
  }
}

/** Answers a call's data as the signed-in user, failing loudly on a refusal. */
export async function fetchData<T>(url: string, c: LoadCase): Promise<T> {
  const req = request(url, c)
  const response = await fetch(req.url, req)
  const envelope = (await response.json().catch(() => null)) as {
    statusCode?: number
    errorMessage?: string
    responseData?: { data?: T }
  } | null
  if (!response.ok || envelope?.statusCode !== 200) {
    throw new Error(
      `${c.name} is not answered with success: ${envelope?.errorMessage ?? `HTTP ${response.status}`}`,
    )
  }
  return envelope.responseData?.data as T
}

const SMOKE_REQUESTS = 20
const SMOKE_SAMPLE_MS = 20

async function load(url: string, c: LoadCase, options: LoadOptions): Promise<LoadResult> {
  // Measuring a request the server rejects would only time its error path.
  await fetchData(url, c)
  const connections = Math.min(c.connections ?? options.connections, options.connections)
  console.log(
    SMOKE
      ? `  ${c.name}: ${SMOKE_REQUESTS} requests`
      : `  ${c.name}: ${connections} connections for ${options.durationS} s`,
  )
  const result = await autocannon({
    ...request(url, c),
    connections,
    // A smoke run only proves the case still answers under concurrent requests. autocannon ends a run
    // at its next sample, a second apart by default: a second's wait after 20 quick answers.
    ...(SMOKE ? { amount: SMOKE_REQUESTS, sampleInt: SMOKE_SAMPLE_MS } : { duration: options.durationS }),
    timeout: 10,
    // autocannon's own idReplacement miscounts Content-Length for this body: the server then waits.
    requests: c.bodies
      ? [{ setupRequest: inTurn(c.bodies) }]
      : c.uniqueIds
        ? [{ setupRequest: withUniqueId }]
        : undefined,
  })
  return {
    name: c.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** Runs load cases against a fresh mock server on a free loopback port, signed in as the demo user. */
export async function withMockServer(
  args: string[],
  options: LoadOptions,
  cases: (login: LoginRecord, url: string) => LoadCase[] | Promise<LoadCase[]>,
): Promise<LoadResult[]> {
  const server = await startMockServer({
    // A shared machine gives each engineer a port range: BENCH_MOCK_PORT pins the server to one.
    port: Number(process.env.BENCH_MOCK_PORT) || (await freePort()),
    args: [...serverArgs, ...args],
    readyTimeoutMs: 120_000,
  })
  try {
    const login = await logIn(server.url)
    const results: LoadResult[] = []
    for (const c of await cases(login, server.url)) results.push(await load(server.url, c, options))
    const failed = results.filter((r) => r.non2xx + r.errors > 0)
    if (SMOKE && failed.length > 0) {
      console.error(`Refused or failed under load: ${failed.map((r) => r.name).join(', ')}`)
      process.exitCode = 1
    }
    return results
  } finally {
    await server.stop()
  }
}

/**
 * The same load cases over the seeded history and then over `extraTokens` generated tokens more, on a
 * server each; a smoke run takes only the second (see `variants`).
 */
export async function loadOverHistories(
  extraTokens: number,
  labels: readonly [seeded: string, extra: string],
  options: LoadOptions,
  cases: (login: LoginRecord, url: string, label: string) => LoadCase[] | Promise<LoadCase[]>,
): Promise<LoadResult[]> {
  const histories = variants([
    { args: [], label: labels[0] },
    { args: ['--tokens', String(extraTokens)], label: labels[1] },
  ])
  const results: LoadResult[] = []
  for (const { args, label } of histories) {
    results.push(...(await withMockServer(args, options, (login, url) => cases(login, url, label))))
  }
  return results
}

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

export function printLoads(loads: readonly LoadResult[], { connections, durationS }: LoadOptions): void {
  console.log(`\nMock server, ${connections} connections, ${durationS} s each`)
  console.log(
    `  ${'request'.padEnd(44)}${'req/s'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}  failed`,
  )
  for (const l of loads) {
    // autocannon counts a timeout as an error too.
    const failed = `${l.non2xx + l.errors}${l.timeouts > 0 ? ` (${l.timeouts} timed out)` : ''}`
    const rate = number.format(l.requestsPerSecond).padStart(10)
    const p50 = `${number.format(l.p50Ms)} ms`.padStart(10)
    console.log(
      `  ${l.name.padEnd(44)}${rate}${p50}${`${number.format(l.p99Ms)} ms`.padStart(10)}  ${failed}`,
    )
  }
}
