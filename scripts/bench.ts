// `npm run bench`: first-load size of the SPA against its budgets, then the mock server under load.
// Loopback only and bounded: one build, three runs of --duration seconds (default 10), and 20 page
// turns of the market list in Chromium.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { MAX_FAILED_LOGINS } from '../mock-server/auth/login-limiter'
import { entryKey, firstLoadFiles, keysForSource, type Manifest } from './lib/bundle-size'
import { DEMO_USER } from './lib/demo-user'
import { run } from './lib/exec'
import { type LoadResult, printLoads, withMockServer } from './lib/load'
import { freePort, startMockServer } from './lib/mock-process'
import { measurePagingLatency, type PagingLatency } from './lib/paging-latency'
import { bin, REPORTS_DIR, ROOT } from './lib/paths'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
})
const DURATION_S = Number(values.duration)
const CONNECTIONS = Number(values.connections)
if (!(DURATION_S > 0 && DURATION_S <= 60) || !(CONNECTIONS > 0 && CONNECTIONS <= 500)) {
  throw new Error('--duration must be 1-60 seconds and --connections 1-500')
}

const LOAD = { connections: CONNECTIONS, durationS: DURATION_S }

const KIB = 1024
// Inside node_modules so a running dev server does not reload on the build's index.html.
const BENCH_DIST = join(ROOT, 'node_modules', '.tmp', 'bench-dist')

/**
 * What a first visit must download before the page renders. The layout route is the signed-in shell
 * (side menu, top bar) every module page sits in; route components load as their own chunks.
 */
const PAGES = [
  { name: '/login', routes: ['src/routes/login.tsx'], budgetKiB: 100 },
  {
    name: 'signed-in shell',
    routes: ['src/routes/_app.tsx', 'src/routes/_app/dashboard.tsx'],
    budgetKiB: 160,
  },
]

interface PageSize {
  name: string
  gzipBytes: number
  budgetBytes: number
  withinBudget: boolean
  files: string[]
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
      const files = firstLoadFiles(manifest, [entryKey(manifest), ...routeKeys])
      const sizes = await Promise.all(files.map(gzipSize))
      const gzipBytes = sizes.reduce((sum, size) => sum + size, 0)
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

async function measureLoad(): Promise<LoadResult[]> {
  // Sign-in goes last: its slow password hashes keep the server busy after the run ends.
  const seeded = await withMockServer([], LOAD, ({ token, companyKeyID }) => [
    {
      name: 'GET Market/GetMarketLookupList',
      method: 'GET',
      path: `Market/GetMarketLookupList?CompanyKeyID=${encodeURIComponent(companyKeyID)}`,
      token,
    },
    // A sign-in counts as a failure until its hash proves it right, so one client gets at most
    // MAX_FAILED_LOGINS checks in flight at once; more connections would time only the refusals.
    {
      name: 'POST Account/Login',
      method: 'POST',
      path: 'Account/Login',
      body: DEMO_USER,
      connections: MAX_FAILED_LOGINS,
    },
  ])
  const large = await withMockServer(['--markets', '10000'], LOAD, ({ token }) => [
    {
      name: 'POST Market/GetMarketList (10 000 markets)',
      method: 'POST',
      path: 'Market/GetMarketList',
      body: firstMarketPage,
      token,
    },
  ])
  return [...seeded, ...large]
}

/** Issue 3's browser number: a page-button click to the next page painted, 10 000 markets seeded. */
async function measurePaging(): Promise<PagingLatency> {
  const server = await startMockServer({
    port: await freePort(),
    args: ['--markets', '10000'],
    readyTimeoutMs: 120_000,
  })
  try {
    return await measurePagingLatency(BENCH_DIST, server.url)
  } finally {
    await server.stop()
  }
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

function printTables(pages: PageSize[], loads: LoadResult[]): void {
  console.log('\nFirst load, gzip (JS + CSS, fonts excluded)')
  console.log(`  ${'page'.padEnd(18)}${'size'.padStart(12)}${'budget'.padStart(12)}`)
  for (const p of pages) {
    const verdict = p.withinBudget ? 'ok' : 'OVER BUDGET'
    console.log(
      `  ${p.name.padEnd(18)}${kib(p.gzipBytes).padStart(12)}${kib(p.budgetBytes).padStart(12)}  ${verdict}`,
    )
  }
  printLoads(loads, LOAD)
}

const pages = await measureBundle()
console.log('\nLoad')
// Before the load runs: the sign-in run leaves its server hashing queued passwords for a while after
// it is stopped, which starved a browser run that followed it (one page turn took over 4 s).
const paging = await measurePaging()
const loads = await measureLoad()
printTables(pages, loads)
console.log('\nMarket list in Chromium, 10 000 markets: Next page click to new rows painted')
console.log(
  `  median ${number.format(paging.medianMs)} ms, p95 ${number.format(paging.p95Ms)} ms, max ${number.format(paging.maxMs)} ms over ${paging.samples} pages`,
)
const report = {
  measuredAt: new Date().toISOString(),
  connections: CONNECTIONS,
  durationS: DURATION_S,
  pages,
  loads,
  paging,
}
await mkdir(REPORTS_DIR, { recursive: true })
await writeFile(join(REPORTS_DIR, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log(`\nWritten to ${join('.reports', 'bench.json')}`)
if (pages.some((p) => !p.withinBudget)) process.exitCode = 1
