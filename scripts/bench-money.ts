// `npm run bench:money`: the Cash & Bank book and a buyer's ledger under load, over the seeded history
// and over ten times as much (historic tokens generated before it, and the money history with them),
// with each server's start time. Loopback only and bounded: two servers, --duration seconds (default
// 10) per call.
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

interface SeedSize {
  extraTokens: number
  /** From buildServer to ready, seeding included. */
  startMs: number
  /** The first Cash & Bank page after a write: the market's book derived afresh. */
  coldBookMs: number
  rows: Record<string, number>
}

const post = (app: ReturnType<typeof buildServer>, url: string, token: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/${url}`, headers: { authorization: `Bearer ${token}` }, payload })

async function measureSeed(extraTokens: number): Promise<SeedSize> {
  const started = performance.now()
  const app = buildServer({ ...serverOptions, extraTokens, logger: false })
  await app.ready()
  const startMs = performance.now() - started
  const login = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: DEMO_USER })
  const { token } = login.json().responseData.data
  const markets = await post(app, 'Market/GetMarketList', token, {
    pageNo: 0,
    pageSize: 1,
    searchKeyword: 'Pimpalgaon',
  })
  const marketKeyID = markets.json().responseData.data[0].marketKeyID
  await app.inject({ method: 'POST', url: '/__mock/reset' })
  const t = performance.now()
  const book = await post(app, 'Ledger/GetCashBankLedger', token, { pageNo: 0, pageSize: 10, marketKeyID })
  const coldBookMs = performance.now() - t
  if (book.json().statusCode !== 200) throw new Error(`Ledger/GetCashBankLedger failed: ${book.body}`)
  const rows = Object.fromEntries([...app.mockStore.tables].map(([name, table]) => [name, table.size]))
  await app.close()
  return { extraTokens, startMs, coldBookMs, rows }
}

/** Pimpalgaon's book on its last page (the newest movements), and its busiest buyer's ledger. */
async function ledgerCases(url: string, token: string, label: string): Promise<LoadCase[]> {
  const [market] = await fetchData<{ marketKeyID: string }[]>(url, {
    name: 'markets',
    method: 'POST',
    path: 'Market/GetMarketList',
    body: { pageNo: 0, pageSize: 1, searchKeyword: 'Pimpalgaon' },
    token,
  })
  const marketKeyID = market!.marketKeyID
  const [buyer] = await fetchData<{ buyerKeyID: string }[]>(url, {
    name: 'collection register',
    method: 'POST',
    path: 'Ledger/GetCollectionRegister',
    body: { pageNo: 0, pageSize: 1, marketKeyID, sortingColumnName: 'createdDate', sortingDirection: 'desc' },
    token,
  })
  return [
    {
      name: `POST Ledger/GetCashBankLedger (${label})`,
      method: 'POST',
      path: 'Ledger/GetCashBankLedger',
      body: { pageNo: 0, pageSize: 10, marketKeyID, sortingColumnName: 'date', sortingDirection: 'desc' },
      token,
    },
    {
      name: `POST Ledger/GetBuyerLedger (${label})`,
      method: 'POST',
      path: 'Ledger/GetBuyerLedger',
      body: { buyerKeyID: buyer!.buyerKeyID },
      token,
    },
  ]
}

const seeds: SeedSize[] = []
for (const extraTokens of variants([0, EXTRA_TOKENS])) seeds.push(await measureSeed(extraTokens))
const loads = await loadOverHistories(
  EXTRA_TOKENS,
  ['seeded history', '10× history'],
  LOAD,
  ({ token }, url, label) => ledgerCases(url, token, label),
)

console.log('\nSeed')
for (const s of seeds) {
  console.log(
    `  extra tokens ${s.extraTokens}: start ${s.startMs.toFixed(0)} ms, first Cash & Bank page ${s.coldBookMs.toFixed(0)} ms, payments ${s.rows.payments}, expenses ${s.rows.expenses}, wallet days ${s.rows.walletDays}, vehicle entries ${s.rows.vehicleEntries}`,
  )
}
printLoads(loads, LOAD)
const report = { measuredAt: new Date().toISOString(), ...LOAD, seeds, loads }
await writeBenchReport('bench-money', report)
