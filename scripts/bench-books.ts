// `npm run bench:books`: how long the books take to build over the seeded history, in process. Times
// the trial balance of a month (the month ending on the mock's today) for one market and for the whole
// firm: the first call after a write, which posts every document of the market to the journal, and
// then repeated calls, which sum the remembered journal again. Also the profit and loss of the month,
// the account lookup and the Tally export of the month. `--smoke` runs each once, a check that
// finishes in seconds.
import { buildServer } from '../mock-server/app'
import { benchOptions, serverOptions } from './lib/bench-mode'
import { DEMO_USER } from './lib/demo-user'

const REPEATS = Number(benchOptions({ repeats: '20' }, { repeats: '1' }).repeats)
if (!(REPEATS >= 1 && REPEATS <= 1000)) throw new Error('--repeats must be 1-1000')

const MONTH = { fromDate: '2026-10-22', toDate: '2026-11-21' }

const app = buildServer({ ...serverOptions, logger: false })
await app.ready()
const login = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: DEMO_USER })
const headers = { authorization: `Bearer ${login.json().responseData.data.token}` }

async function call(
  path: string,
  payload?: object,
): Promise<{ data: unknown; totals?: Record<string, number> }> {
  const answer = await app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${path}`, headers, payload })
  const body = answer.json()
  if (body.statusCode !== 200) throw new Error(`${path} failed: ${answer.body}`)
  return body.responseData
}

/** The export answers the XML file itself, not the envelope. */
async function exportTally(payload: object): Promise<object> {
  const answer = await app.inject({ method: 'POST', url: '/api/Books/ExportTally', headers, payload })
  if (answer.statusCode !== 200 || !answer.body.includes('<VOUCHER '))
    throw new Error(`export failed: ${answer.body.slice(0, 200)}`)
  return {}
}

const markets = (await call('Market/GetMarketList', { pageNo: 0, pageSize: 1, searchKeyword: 'Pimpalgaon' }))
  .data as { marketKeyID: string }[]
const market = markets[0]!.marketKeyID

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  await app.inject({ method: 'POST', url: '/__mock/reset' })
  let t = performance.now()
  const first = await run()
  const cold = performance.now() - t
  const warm: number[] = []
  for (let i = 0; i < REPEATS; i++) {
    t = performance.now()
    await run()
    warm.push(performance.now() - t)
  }
  const totals = (first as { totals?: Record<string, number> }).totals
  const balanced = totals ? ` debit ${totals.debit} credit ${totals.credit}` : ''
  console.log(
    `${label.padEnd(36)} first ${cold.toFixed(0).padStart(6)} ms   then ${median(warm).toFixed(1).padStart(7)} ms${balanced}`,
  )
  if (totals && totals.debit !== totals.credit)
    throw new Error(`${label}: the trial balance does not balance`)
}

console.log(`Books over the seeded history, month ${MONTH.fromDate} to ${MONTH.toDate}, ${REPEATS} repeats`)
await time('Trial balance, one market', () =>
  call('Books/GetTrialBalance', { marketKeyID: market, asOfDate: MONTH.toDate }),
)
await time('Trial balance, whole firm', () =>
  call('Books/GetTrialBalance', { marketKeyID: '', asOfDate: MONTH.toDate }),
)
await time('Profit and loss, whole firm, month', () =>
  call('Books/GetProfitAndLoss', { marketKeyID: '', ...MONTH }),
)
await time('Account lookup', () => call('Books/GetAccountLookupList'))
await time('Tally export, one market, month', () => exportTally({ marketKeyID: market, ...MONTH }))
await time('Tally export, whole firm, month', () => exportTally({ marketKeyID: '', ...MONTH }))
await app.close()
