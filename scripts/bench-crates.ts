// `npm run bench:crates`: Crate/AddCrateMovement under 20 connections (a farmer's crates going out and
// coming back in turn, each return checked against the balance) and the crate balance list and stock
// over the seeded month of crate traffic. `--smoke` runs each case for a second, to prove the bench
// still works. Loopback only and bounded: one server, one run of --duration seconds per case.
import { benchOptions, writeBenchReport } from './lib/bench-mode'
import { DEMO_USER } from './lib/demo-user'
import { fetchData, type LoadCase, printLoads, withMockServer } from './lib/load'

const options = benchOptions({ duration: '10', connections: '20' }, { duration: '1' })
const LOAD = {
  connections: Number(options.connections),
  durationS: Number(options.duration),
}
if (!(LOAD.durationS > 0 && LOAD.durationS <= 60) || !(LOAD.connections > 0 && LOAD.connections <= 500)) {
  throw new Error('--duration must be 1-60 seconds and --connections 1-500')
}

/** Lent once before the run, so the returns of a whole run never meet an empty balance. */
const LENT_AHEAD = 100_000
const TODAY = '2026-11-21'

type Row = Record<string, unknown>

async function crateCases(url: string, token: string): Promise<LoadCase[]> {
  const call = <T>(name: string, path: string, body: unknown) =>
    fetchData<T>(url, { name, method: 'POST', path, body, token })
  const [market] = await call<Row[]>('market', 'Market/GetMarketList', {
    pageNo: 0,
    pageSize: 1,
    searchKeyword: 'Narayangaon',
  })
  const marketKeyID = String(market!.marketKeyID)
  const list = { marketKeyID, pageNo: 0, pageSize: 25 }
  const [holder] = await call<Row[]>('holder', 'Crate/GetCrateBalanceList', list)
  const movement = (direction: number, quantity: number) => ({
    marketKeyID,
    movementDate: TODAY,
    partyType: holder!.partyType,
    partyKeyID: holder!.partyKeyID,
    crateTypeID: holder!.crateTypeID,
    direction,
    quantity,
    tokenKeyID: '',
    remarks: '',
  })
  await call<Row>('lent ahead', 'Crate/AddCrateMovement', movement(1, LENT_AHEAD))
  return [
    {
      name: 'POST Crate/AddCrateMovement (out, in)',
      method: 'POST',
      path: 'Crate/AddCrateMovement',
      body: movement(1, 1),
      bodies: [movement(1, 1), movement(2, 1)],
      token,
    },
    {
      name: 'POST Crate/GetCrateBalanceList (page 1)',
      method: 'POST',
      path: 'Crate/GetCrateBalanceList',
      body: list,
      token,
    },
    {
      name: 'GET Crate/GetCrateStock',
      method: 'GET',
      path: `Crate/GetCrateStock?MarketKeyID=${marketKeyID}`,
      token,
    },
  ]
}

const loads = await withMockServer([], LOAD, ({ token }, url) => crateCases(url, token))
printLoads(loads, LOAD)
const failed = loads.filter((l) => l.non2xx + l.errors > 0)
if (failed.length > 0) {
  console.error(`\nRefused or failed requests in: ${failed.map((l) => l.name).join(', ')}`)
  process.exitCode = 1
}
await writeBenchReport('bench-crates', {
  measuredAt: new Date().toISOString(),
  user: DEMO_USER.userName,
  ...LOAD,
  loads,
})
