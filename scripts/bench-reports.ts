// `npm run bench:reports`: every report and the dashboard under load, over the seeded history and
// over ten times as much (historic tokens generated before it, and the money history with them), all
// dates selected. Each report request carries a search word never used before, so every request
// searches and sorts the report's rows afresh instead of reading a remembered page; the first call
// after a write, which derives the market index and the report's rows, is timed separately in process.
// Loopback only and bounded: two servers, --duration seconds (default 10) per call.
import { buildServer } from '../mock-server/app'
import { benchOptions, serverOptions, variants, writeBenchReport } from './lib/bench-mode'
import { DEMO_USER } from './lib/demo-user'
import { fetchData, type LoadCase, loadOverHistories, printLoads } from './lib/load'

const values = benchOptions(
  // The seed has about 19,200 tokens over 60 days: nine times as many more make ten times the history.
  { duration: '10', connections: '10', tokens: '172800' },
  { duration: '1', connections: '2', tokens: '100' },
)
const LOAD = { connections: Number(values.connections), durationS: Number(values.duration) }
const EXTRA_TOKENS = Number(values.tokens)
if (!(LOAD.durationS > 0 && LOAD.durationS <= 60) || !(LOAD.connections > 0 && LOAD.connections <= 500)) {
  throw new Error('--duration must be 1-60 seconds and --connections 1-500')
}

const REPORTS = [
  'Farmer',
  'FarmerDetail',
  'Buyer',
  'BuyerDetail',
  'Token',
  'Grading',
  'Employee',
  'Accountant',
]

interface Scope {
  marketKeyID: string
  farmerKeyID: string
  buyerKeyID: string
}

type Call = (path: string, body: object) => Promise<{ data: unknown }>

/** Pimpalgaon, its farmer paid the most and its buyer who paid the most: the longest statements. */
async function scopeOf(call: Call): Promise<Scope> {
  const markets = (
    await call('Market/GetMarketList', { pageNo: 0, pageSize: 1, searchKeyword: 'Pimpalgaon' })
  ).data as { marketKeyID: string }[]
  const marketKeyID = markets[0]!.marketKeyID
  const top = { pageNo: 0, pageSize: 1, marketKeyID, sortingDirection: 'desc' }
  const farmers = (await call('Report/GetFarmerReport', { ...top, sortingColumnName: 'paid' })).data as {
    farmerKeyID: string
  }[]
  const buyers = (await call('Report/GetBuyerReport', { ...top, sortingColumnName: 'received' })).data as {
    buyerKeyID: string
  }[]
  return { marketKeyID, farmerKeyID: farmers[0]!.farmerKeyID, buyerKeyID: buyers[0]!.buyerKeyID }
}

const reportBody = (name: string, scope: Scope) => ({
  pageNo: 0,
  pageSize: 10,
  marketKeyID: scope.marketKeyID,
  ...(name === 'FarmerDetail' ? { farmerKeyID: scope.farmerKeyID } : {}),
  ...(name === 'BuyerDetail' ? { buyerKeyID: scope.buyerKeyID } : {}),
})

interface ColdTimes {
  extraTokens: number
  startMs: number
  /** Per call, ms: the first call after a write, which derives the market index and the report. */
  firstCallMs: Record<string, number>
}

async function measureCold(extraTokens: number): Promise<ColdTimes> {
  const started = performance.now()
  const app = buildServer({ ...serverOptions, extraTokens, logger: false })
  await app.ready()
  const startMs = performance.now() - started
  const login = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: DEMO_USER })
  const { token } = login.json().responseData.data
  const headers = { authorization: `Bearer ${token}` }
  const call: Call = async (path, payload) => {
    const answer = await app.inject({ method: 'POST', url: `/api/${path}`, headers, payload })
    if (answer.json().statusCode !== 200) throw new Error(`${path} failed: ${answer.body}`)
    return answer.json().responseData
  }
  const scope = await scopeOf(call)
  const firstCallMs: Record<string, number> = {}
  const afresh = async (name: string, run: () => Promise<unknown>) => {
    // A reset is a write: every remembered list and the market index are stale afterwards.
    await app.inject({ method: 'POST', url: '/__mock/reset' })
    const t = performance.now()
    await run()
    firstCallMs[name] = performance.now() - t
  }
  for (const name of REPORTS)
    await afresh(name, () => call(`Report/Get${name}Report`, reportBody(name, scope)))
  await afresh('Dashboard', () =>
    app.inject({
      method: 'GET',
      url: `/api/Dashboard/GetDashboard?MarketKeyID=${scope.marketKeyID}`,
      headers,
    }),
  )
  await app.close()
  return { extraTokens, startMs, firstCallMs }
}

async function loadCases(url: string, token: string, label: string): Promise<LoadCase[]> {
  const call: Call = async (path, body) => ({
    data: await fetchData(url, { name: path, method: 'POST', path, body, token }),
  })
  const scope = await scopeOf(call)
  return [
    ...REPORTS.map(
      (name): LoadCase => ({
        name: `POST Report/Get${name}Report (${label})`,
        method: 'POST',
        path: `Report/Get${name}Report`,
        body: { ...reportBody(name, scope), searchKeyword: '[<id>]' },
        uniqueIds: true,
        token,
      }),
    ),
    {
      name: `GET Dashboard/GetDashboard (${label})`,
      method: 'GET',
      path: `Dashboard/GetDashboard?MarketKeyID=${scope.marketKeyID}`,
      token,
    },
  ]
}

const cold: ColdTimes[] = []
for (const extraTokens of variants([0, EXTRA_TOKENS])) cold.push(await measureCold(extraTokens))
const loads = await loadOverHistories(
  EXTRA_TOKENS,
  ['seeded history', '10× history'],
  LOAD,
  ({ token }, url, label) => loadCases(url, token, label),
)

console.log('\nFirst call after a write (market index and report derived afresh)')
for (const c of cold) {
  const calls = Object.entries(c.firstCallMs).map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
  console.log(`  extra tokens ${c.extraTokens}: start ${c.startMs.toFixed(0)} ms; ${calls.join(', ')}`)
}
printLoads(loads, LOAD)
const report = { measuredAt: new Date().toISOString(), ...LOAD, cold, loads }
await writeBenchReport('bench-reports', report)
