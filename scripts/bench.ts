// `npm run bench`: first-load size of the SPA against its budgets, then the mock server under load.
// Loopback only and bounded: one build, five runs of --duration seconds (default 10), and 20 page
// turns of the market list in Chromium. `--only writes` (or bundle, paging, load; comma-separated)
// runs some of them. `--smoke` leaves out the bundle's own build: the page turns use dist/.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { LoginRecord } from '../contracts'
import { MAX_FAILED_LOGINS } from '../mock-server/auth/login-limiter'
import { benchOptions, SMOKE, serverArgs, variants, writeBenchReport } from './lib/bench-mode'
import { entryKey, firstLoadFiles, keysForSource, type Manifest } from './lib/bundle-size'
import { DEMO_USER } from './lib/demo-user'
import { run } from './lib/exec'
import { type LoadCase, type LoadResult, printLoads, withMockServer } from './lib/load'
import { freePort, startMockServer } from './lib/mock-process'
import { measurePagingLatency, type PagingLatency } from './lib/paging-latency'
import { bin, ROOT } from './lib/paths'

const values = benchOptions(
  { duration: '10', connections: '50', only: 'bundle,paging,load,writes' },
  { duration: '1', connections: '2', only: 'paging,load,writes' },
)
const SECTIONS = ['bundle', 'paging', 'load', 'writes'] as const
const only = new Set(values.only.split(','))
for (const section of only) {
  if (!(SECTIONS as readonly string[]).includes(section)) {
    throw new Error(`--only takes ${SECTIONS.join(', ')} (comma-separated), got "${section}"`)
  }
}
const DURATION_S = Number(values.duration)
const CONNECTIONS = Number(values.connections)
if (!(DURATION_S > 0 && DURATION_S <= 60) || !(CONNECTIONS > 0 && CONNECTIONS <= 500)) {
  throw new Error('--duration must be 1-60 seconds and --connections 1-500')
}

const LOAD = { connections: CONNECTIONS, durationS: DURATION_S }

const KIB = 1024
// Inside node_modules so a running dev server does not reload on the build's index.html.
const BENCH_DIST = join(ROOT, 'node_modules', '.tmp', 'bench-dist')
const DIST = join(ROOT, 'dist')
/** The generated markets of the list, paging and write cases. */
const MARKETS = SMOKE ? '100' : '10000'

/**
 * What a first visit must download before the page renders. The layout route is the signed-in shell
 * (side menu, top bar) every module page sits in; route components load as their own chunks.
 */
const PAGES = [
  { name: '/login', routes: ['src/routes/login.tsx'], budgetKiB: 120 },
  {
    name: 'signed-in shell',
    routes: ['src/routes/_app.tsx', 'src/routes/_app/dashboard.tsx'],
    budgetKiB: 170,
  },
]

interface PageSize {
  name: string
  gzipBytes: number
  budgetBytes: number
  withinBudget: boolean
  /** Largest first. */
  files: { file: string; gzipBytes: number }[]
}

async function measureBundle(): Promise<PageSize[]> {
  // A separate output directory, so the build the e2e suite serves from dist/ is left alone.
  const code = await run(bin('vite'), [
    'build',
    '--manifest',
    '--outDir',
    BENCH_DIST,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ])
  if (code !== 0) throw new Error(`vite build failed (exit code ${code})`)
  const manifest = JSON.parse(await readFile(join(BENCH_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const gzipSize = async (file: string) =>
    gzipSync(await readFile(join(BENCH_DIST, file)), { level: 9 }).length

  return Promise.all(
    PAGES.map(async (page) => {
      const routeKeys = page.routes.flatMap((route) => keysForSource(manifest, route))
      for (const route of page.routes) {
        // A route without a chunk of its own is bundled into the entry; a missing file means a rename.
        await readFile(join(ROOT, route)).catch(() => {
          throw new Error(`${route} does not exist: update PAGES in scripts/bench.ts`)
        })
      }
      const files = await Promise.all(
        firstLoadFiles(manifest, [entryKey(manifest), ...routeKeys]).map(async (file) => ({
          file,
          gzipBytes: await gzipSize(file),
        })),
      )
      files.sort((a, b) => b.gzipBytes - a.gzipBytes)
      const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0)
      const budgetBytes = page.budgetKiB * KIB
      return { name: page.name, gzipBytes, budgetBytes, withinBudget: gzipBytes <= budgetBytes, files }
    }),
  )
}

const firstMarketPage = {
  pageNo: 0,
  pageSize: 10,
  sortingDirection: 'asc',
  sortingColumnName: 'marketPlaceName',
}

const lookupCase = ({ token, companyKeyID }: LoginRecord): LoadCase => ({
  name: 'GET Market/GetMarketLookupList',
  method: 'GET',
  path: `Market/GetMarketLookupList?CompanyKeyID=${encodeURIComponent(companyKeyID)}`,
  token,
})

// A sign-in counts as a failure until its hash proves it right, so one client gets at most
// MAX_FAILED_LOGINS checks in flight at once; more connections would time only the refusals.
const loginCase: LoadCase = {
  name: 'POST Account/Login',
  method: 'POST',
  path: 'Account/Login',
  body: DEMO_USER,
  connections: MAX_FAILED_LOGINS,
}

const marketListCase = ({ token }: LoginRecord): LoadCase => ({
  name: 'POST Market/GetMarketList (10 000 markets)',
  method: 'POST',
  path: 'Market/GetMarketList',
  body: firstMarketPage,
  token,
})

async function measureLoad(): Promise<LoadResult[]> {
  // Sign-in goes last: its slow password hashes keep the server busy after the run ends. A smoke run
  // sends every case to the server with the generated markets: one seed instead of two.
  if (SMOKE) {
    return withMockServer(['--markets', MARKETS], LOAD, (login) => [
      lookupCase(login),
      marketListCase(login),
      loginCase,
    ])
  }
  const seeded = await withMockServer([], LOAD, (login) => [lookupCase(login), loginCase])
  const large = await withMockServer(['--markets', MARKETS], LOAD, (login) => [marketListCase(login)])
  return [...seeded, ...large]
}

/** A market named `Bench Yard <random ID>`: every request creates a new one. */
const newMarket = {
  marketPlaceName: 'Bench Yard [<id>]',
  stateID: 1,
  districtID: 1,
  talukaID: 1,
  marketAddress: 'Market Yard',
  marketMobileNo: '9876543210',
  paymentQRPhotoUrl: '/api/files/seed-qr-sangola.png',
}

/** Creates with 10,000 markets seeded, in memory and with a data file (each answer waits for fsync). */
async function measureWrites(): Promise<LoadResult[]> {
  const create =
    (name: string) =>
    ({ token }: LoginRecord) => [
      {
        name,
        method: 'POST',
        path: 'Market/AddUpdateMarket',
        body: newMarket,
        token,
        uniqueIds: true,
      } as const,
    ]
  const dir = await mkdtemp(join(tmpdir(), 'mandidesk-bench-'))
  try {
    const stores = variants([
      { args: [...serverArgs, '--markets', MARKETS], name: 'POST Market/AddUpdateMarket (memory)' },
      {
        args: ['--markets', MARKETS, '--data', join(dir, 'state.json')],
        name: 'POST Market/AddUpdateMarket (--data)',
      },
    ])
    const results: LoadResult[] = []
    for (const { args, name } of stores) results.push(...(await withMockServer(args, LOAD, create(name))))
    return results
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The list's browser number: a page-button click to the next page painted, 10 000 markets seeded. */
async function measurePaging(): Promise<PagingLatency> {
  const server = await startMockServer({
    port: await freePort(),
    args: [...serverArgs, '--markets', MARKETS],
    readyTimeoutMs: 120_000,
  })
  try {
    if (SMOKE && !existsSync(join(DIST, 'index.html'))) await run(bin('vite'), ['build'])
    return await measurePagingLatency(SMOKE ? DIST : BENCH_DIST, server.url, SMOKE ? 2 : undefined)
  } finally {
    await server.stop()
  }
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

function printSizes(pages: PageSize[]): void {
  if (pages.length === 0) return
  console.log('\nFirst load, gzip (JS + CSS, fonts excluded)')
  console.log(`  ${'page'.padEnd(18)}${'size'.padStart(12)}${'budget'.padStart(12)}`)
  for (const p of pages) {
    const verdict = p.withinBudget ? 'ok' : 'OVER BUDGET'
    console.log(
      `  ${p.name.padEnd(18)}${kib(p.gzipBytes).padStart(12)}${kib(p.budgetBytes).padStart(12)}  ${verdict}`,
    )
  }
  for (const p of pages) {
    const largest = p.files.slice(0, 6).map((f) => `${f.file.replace(/^assets\//, '')} ${kib(f.gzipBytes)}`)
    console.log(`  ${p.name}, largest: ${largest.join(', ')}`)
  }
}

function printTables(pages: PageSize[], loads: LoadResult[]): void {
  printSizes(pages)
  if (loads.length === 0) return
  printLoads(loads, LOAD)
}

const pages = only.has('bundle') || (only.has('paging') && !SMOKE) ? await measureBundle() : []
console.log('\nLoad')
// Before the load runs: the sign-in run leaves its server hashing queued passwords for a while after
// it is stopped, which starved a browser run that followed it (one page turn took over 4 s).
const paging = only.has('paging') ? await measurePaging() : null
const loads = [
  ...(only.has('load') ? await measureLoad() : []),
  ...(only.has('writes') ? await measureWrites() : []),
]
printTables(only.has('bundle') ? pages : [], loads)
if (paging) {
  console.log('\nMarket list in Chromium, 10 000 markets: Next page click to new rows painted')
  console.log(
    `  median ${number.format(paging.medianMs)} ms, p95 ${number.format(paging.p95Ms)} ms, max ${number.format(paging.maxMs)} ms over ${paging.samples} pages`,
  )
}
await writeBenchReport('bench', {
  measuredAt: new Date().toISOString(),
  connections: CONNECTIONS,
  durationS: DURATION_S,
  pages,
  loads,
  paging,
})
if (pages.some((p) => !p.withinBudget)) process.exitCode = 1
