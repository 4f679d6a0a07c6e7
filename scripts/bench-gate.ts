// `npm run bench:gate`: the gate's token list under load, over the seeded history and over 100 000
// generated tokens more, with each server's start time and seed size. Loopback only and bounded:
// two servers, one run of --duration seconds (default 10) each.
import { buildServer } from '../mock-server/app'
import { benchOptions, SMOKE, serverOptions, variants, writeBenchReport } from './lib/bench-mode'
import { DEMO_USER } from './lib/demo-user'
import { fetchData, type LoadCase, loadOverHistories, printLoads } from './lib/load'

const values = benchOptions(
  { duration: '10', connections: '50', tokens: '100000' },
  { duration: '1', connections: '2', tokens: '100' },
)
const LOAD = { connections: Number(values.connections), durationS: Number(values.duration) }
const EXTRA_TOKENS = Number(values.tokens)
if (!(LOAD.durationS > 0 && LOAD.durationS <= 60) || !(LOAD.connections > 0 && LOAD.connections <= 500)) {
  throw new Error('--duration must be 1-60 seconds and --connections 1-500')
}

const RESETS = SMOKE ? 2 : 20

interface SeedSize {
  extraTokens: number
  /** From buildServer to ready, seeding included (the seed users' password hash at production cost). */
  startMs: number
  /** `/__mock/reset` back to the seed, median and slowest of 20. */
  resetMedianMs: number
  resetMaxMs: number
  /** The first GetTokenList of the whole firm after a write: filtered, joined and sorted afresh. */
  coldListMs: number
  rows: Record<string, number>
}

/** Seeds a server in this process: how long it takes, how big the seed is, how fast a reset is. */
async function measureSeed(extraTokens: number): Promise<SeedSize> {
  const started = performance.now()
  const app = buildServer({ ...serverOptions, extraTokens, logger: false })
  await app.ready()
  const startMs = performance.now() - started
  const resets: number[] = []
  for (let i = 0; i < RESETS; i++) {
    const t = performance.now()
    await app.inject({ method: 'POST', url: '/__mock/reset' })
    resets.push(performance.now() - t)
  }
  resets.sort((a, b) => a - b)
  const login = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: DEMO_USER })
  const { token } = login.json().responseData.data
  await app.inject({ method: 'POST', url: '/__mock/reset' })
  const t = performance.now()
  const list = await app.inject({
    method: 'POST',
    url: '/api/Token/GetTokenList',
    headers: { authorization: `Bearer ${token}` },
    payload: { pageNo: 0, pageSize: 10 },
  })
  const coldListMs = performance.now() - t
  if (list.json().statusCode !== 200) throw new Error(`Token/GetTokenList failed: ${list.body}`)
  const rows = Object.fromEntries([...app.mockStore.tables].map(([name, table]) => [name, table.size]))
  await app.close()
  const resetMedianMs = resets[Math.floor(RESETS / 2)]!
  return { extraTokens, startMs, resetMedianMs, resetMaxMs: resets[RESETS - 1]!, coldListMs, rows }
}

/** A gate screen's first page of a market's tokens, newest first, over the whole history. */
async function tokenListCase(url: string, token: string, label: string): Promise<LoadCase> {
  const markets = await fetchData<{ marketKeyID: string; marketPlaceName: string }[]>(url, {
    name: 'markets',
    method: 'POST',
    path: 'Market/GetMarketList',
    body: { pageNo: 0, pageSize: 1, searchKeyword: 'Pimpalgaon' },
    token,
  })
  return {
    name: `POST Token/GetTokenList (${label})`,
    method: 'POST',
    path: 'Token/GetTokenList',
    body: { pageNo: 0, pageSize: 10, marketKeyID: markets[0]!.marketKeyID },
    token,
  }
}

const seeds: SeedSize[] = []
for (const extraTokens of variants([0, EXTRA_TOKENS])) seeds.push(await measureSeed(extraTokens))
const loads = await loadOverHistories(
  EXTRA_TOKENS,
  ['seeded history', `+${EXTRA_TOKENS} tokens`],
  LOAD,
  async ({ token }, url, label) => [await tokenListCase(url, token, label)],
)

console.log('\nSeed')
for (const s of seeds) {
  console.log(
    `  extra tokens ${s.extraTokens}: start ${s.startMs.toFixed(0)} ms, reset median ${s.resetMedianMs.toFixed(1)} ms (max ${s.resetMaxMs.toFixed(1)} ms), first token list ${s.coldListMs.toFixed(0)} ms, vehicleEntries ${s.rows.vehicleEntries}, tokens ${s.rows.tokens}`,
  )
}
printLoads(loads, LOAD)
const report = { measuredAt: new Date().toISOString(), ...LOAD, seeds, loads }
await writeBenchReport('bench-gate', report)
