// `npm run bench:auction`: Auction/AddUpdateAuctionLine under load over the seeded history (60 days
// of sales): new one-crate lines spread over today's fresh tokens, new lines on one token that already
// has --lines sale lines (a save must cost the same however many lines its token has), and changes of
// one sold line, all to a big buyer whose outstanding is checked on every save. Loopback only and
// bounded: one server, one run of --duration seconds (default 10) per case. `--gc yes` also reports the
// server's collection pauses during the load: one pause stalls every connection at once.
import { benchOptions, SMOKE, writeBenchReport } from './lib/bench-mode'
import { DEMO_USER } from './lib/demo-user'
import { watchServerGc } from './lib/gc-pauses'
import { fetchData, type LoadCase, printLoads, withMockServer } from './lib/load'

const values = benchOptions(
  { duration: '10', connections: '20', lines: '8000', gc: 'no' },
  { duration: '1', connections: '2', lines: '3' },
)
const LINES_ON_BUSY_TOKEN = Number(values.lines)
const LOAD = { connections: Number(values.connections), durationS: Number(values.duration) }
if (!(LOAD.durationS > 0 && LOAD.durationS <= 60) || !(LOAD.connections > 0 && LOAD.connections <= 500)) {
  throw new Error('--duration must be 1-60 seconds and --connections 1-500')
}
if (!(Number.isInteger(LINES_ON_BUSY_TOKEN) && LINES_ON_BUSY_TOKEN >= 0 && LINES_ON_BUSY_TOKEN <= 20_000)) {
  throw new Error('--lines must be 0-20000')
}

/** Fresh ungraded tokens to sell from: enough crates that no run sells out (a crate per request). */
const VEHICLES = SMOKE ? 2 : 20
const TOKENS_PER_VEHICLE = 10
const CRATES_PER_TOKEN = 2_000

type Row = Record<string, unknown>

async function auctionCases(url: string, token: string): Promise<LoadCase[]> {
  const call = <T>(name: string, path: string, body: unknown, method: 'GET' | 'POST' = 'POST') =>
    fetchData<T>(url, { name, method, path, body, token })
  const [market] = await call<Row[]>('market', 'Market/GetMarketList', {
    pageNo: 0,
    pageSize: 1,
    searchKeyword: 'Narayangaon',
  })
  const marketKeyID = String(market!.marketKeyID)
  const farmers = await fetchData<Row[]>(url, {
    name: 'farmers',
    method: 'GET',
    path: `Farmer/GetFarmerLookupList?MarketKeyID=${marketKeyID}`,
    token,
  })
  const [buyer] = await call<Row[]>('buyer', 'Buyer/GetBuyerList', {
    pageNo: 0,
    pageSize: 1,
    searchKeyword: 'Bengal Tomato',
  })
  const tokenKeyIDs: string[] = []
  // One more vehicle holds the busy token: one crate per line, the most a token may declare.
  const [busyToken] = (
    await call<{ tokens: { tokenKeyID: string }[] }>('busy vehicle', 'VehicleEntry/AddUpdateVehicleEntry', {
      marketKeyID,
      vehicleNo: 'MH14BN2000',
      vehicleTypeID: 5,
      transportationType: 1,
      tokens: [
        {
          farmerKeyID: farmers[0]!.farmerKeyID,
          productID: 1,
          declaredCrates: 100_000,
          gradingType: 0,
        },
      ],
    })
  ).tokens
  for (let v = 0; v < VEHICLES; v++) {
    const entry = await call<{ tokens: { tokenKeyID: string }[] }>(
      'vehicle',
      'VehicleEntry/AddUpdateVehicleEntry',
      {
        marketKeyID,
        vehicleNo: `MH14BN${String(1000 + v)}`,
        vehicleTypeID: 5,
        transportationType: 1,
        tokens: Array.from({ length: TOKENS_PER_VEHICLE }, (_, i) => ({
          farmerKeyID: farmers[(v * TOKENS_PER_VEHICLE + i) % farmers.length]!.farmerKeyID,
          productID: 1,
          declaredCrates: CRATES_PER_TOKEN,
          gradingType: 0,
        })),
      },
    )
    tokenKeyIDs.push(...entry.tokens.map((t) => t.tokenKeyID))
  }
  const sale = (tokenKeyID: string) => ({
    auctionLineKeyID: '',
    tokenKeyID,
    gradeID: 0,
    buyerKeyID: buyer!.buyerKeyID,
    crates: 1,
    rateUnit: 2,
    rate: 250,
    confirmWarnings: true,
  })
  for (let i = 0; i < LINES_ON_BUSY_TOKEN; i++)
    await call<Row>('busy token line', 'Auction/AddUpdateAuctionLine', sale(busyToken!.tokenKeyID))
  // The change case re-saves a line of its own: a seeded sold line is usually on a patti or an
  // invoice by now, and the server rightly refuses to change a billed sale.
  const ownToken = tokenKeyIDs.pop()!
  const sold = await call<Row>('sold line', 'Auction/AddUpdateAuctionLine', sale(ownToken))
  const line = await fetchData<Row>(url, {
    name: 'line',
    method: 'GET',
    path: `Auction/GetAuctionLineModel?AuctionLineKeyID=${sold.auctionLineKeyID}`,
    token,
  })
  const change = {
    auctionLineKeyID: line.auctionLineKeyID,
    tokenKeyID: line.tokenKeyID,
    gradeID: line.gradeID,
    buyerKeyID: line.buyerKeyID,
    crates: line.crates,
    rateUnit: line.rateUnit,
    rate: line.rate,
    grossWeightKg: line.grossWeightKg,
    netWeightKg: line.netWeightKg || null,
    confirmWarnings: true,
  }
  return [
    {
      name: 'POST Auction/AddUpdateAuctionLine (new line)',
      method: 'POST',
      path: 'Auction/AddUpdateAuctionLine',
      body: sale(tokenKeyIDs[0]!),
      bodies: tokenKeyIDs.map(sale),
      token,
    },
    {
      name: `POST Auction/AddUpdateAuctionLine (new, token of ${LINES_ON_BUSY_TOKEN} lines)`,
      method: 'POST',
      path: 'Auction/AddUpdateAuctionLine',
      body: sale(busyToken!.tokenKeyID),
      token,
    },
    {
      name: 'POST Auction/AddUpdateAuctionLine (change)',
      method: 'POST',
      path: 'Auction/AddUpdateAuctionLine',
      body: change,
      token,
    },
  ]
}

const gcPauses = values.gc === 'yes' ? watchServerGc() : null
let loadStartMs = 0
const loads = await withMockServer([], LOAD, async ({ token }, url) => {
  const cases = await auctionCases(url, token)
  loadStartMs = Date.now()
  return cases
})
printLoads(loads, LOAD)
const gc = gcPauses?.(loadStartMs, Date.now()) ?? []
if (gcPauses) console.log('\nServer collection pauses during the load (ms)')
for (const g of gc)
  console.log(
    `  ${g.kind.padEnd(20)} ${g.count} pauses, median ${g.medianMs}, longest ${g.maxMs}, total ${g.totalMs}`,
  )
await writeBenchReport('bench-auction', {
  measuredAt: new Date().toISOString(),
  user: DEMO_USER.userName,
  ...LOAD,
  lines: LINES_ON_BUSY_TOKEN,
  loads,
  gc,
})
