// `npm run bench:billing`: one group invoice over a month of sales for the busiest buyer of the
// seeded history, timed on the server (in this process, through app.inject), plus its preview.
// Each round starts from the seed with that buyer's invoices of the month cancelled, so every line
// of the month is waiting for the invoice.
import type { FastifyInstance } from 'fastify'
import { AUCTION_LINE_STATUS, BILL_STATUS } from '../contracts'
import { buildServer } from '../mock-server/app'
import { shiftDate } from '../mock-server/context'
import { benchOptions, serverOptions, writeBenchReport } from './lib/bench-mode'
import { DEMO_USER } from './lib/demo-user'

const values = benchOptions({ rounds: '5' }, { rounds: '1' })
const ROUNDS = Number(values.rounds)
if (!(ROUNDS >= 1 && ROUNDS <= 50)) throw new Error('--rounds must be 1-50')

const app: FastifyInstance = buildServer({ ...serverOptions, logger: false })
await app.ready()
const today = '2026-11-21'
const fromDate = shiftDate(today, -29)
const store = app.mockStore

/** The buyer with the most crate lines in one market over the month. */
function busiestBuyer() {
  const counts = new Map<string, number>()
  for (const line of store.auctionLines.values()) {
    if (line.status === AUCTION_LINE_STATUS.Cancelled || line.auctionDate < fromDate) continue
    const key = `${line.marketKeyID}|${line.buyerKeyID}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const [key, lines] = [...counts].sort((a, b) => b[1] - a[1])[0]!
  const [marketKeyID, buyerKeyID] = key.split('|') as [string, string]
  return { marketKeyID, buyerKeyID, lines }
}

const post = async (token: string, path: string, payload: object) => {
  const started = performance.now()
  const answer = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  })
  const ms = performance.now() - started
  const body = answer.json()
  if (body.statusCode !== 200) throw new Error(`${path}: ${body.errorMessage}`)
  return { ms, data: body.responseData.data }
}

async function signIn() {
  const login = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: DEMO_USER })
  return login.json().responseData.data.token as string
}

const { marketKeyID, buyerKeyID, lines } = busiestBuyer()
const run = { marketKeyID, fromDate, toDate: today, buyerKeyIDs: [buyerKeyID], mode: 2 }
const previews: number[] = []
const generates: number[] = []
let invoiceLines = 0
for (let round = 0; round < ROUNDS; round++) {
  await app.inject({ method: 'POST', url: '/__mock/reset' })
  const token = await signIn()
  for (const bill of [...store.buyerBills.values()]) {
    if (bill.buyerKeyID !== buyerKeyID || bill.marketKeyID !== marketKeyID) continue
    if (bill.status !== BILL_STATUS.Active || bill.receivedPaise !== 0 || bill.billDate < fromDate) continue
    await post(token, 'BuyerBill/CancelBuyerBill', {
      buyerBillKeyID: bill.buyerBillKeyID,
      reason: 'Benchmark',
    })
  }
  previews.push((await post(token, 'BuyerBill/PreviewBuyerInvoices', run)).ms)
  const generated = await post(token, 'BuyerBill/GenerateBuyerInvoices', run)
  generates.push(generated.ms)
  invoiceLines = (generated.data as { lines: unknown[] }[]).reduce(
    (sum, invoice) => sum + invoice.lines.length,
    0,
  )
}
await app.close()

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const result = {
  measuredAt: new Date().toISOString(),
  rounds: ROUNDS,
  period: { fromDate, toDate: today },
  buyerCrateLinesInMonth: lines,
  invoiceLines,
  previewMedianMs: median(previews),
  generateMedianMs: median(generates),
  generateMaxMs: Math.max(...generates),
}
console.log(
  `Group invoice over ${fromDate}..${today} for the busiest buyer (${invoiceLines} lines): ` +
    `generate median ${result.generateMedianMs.toFixed(1)} ms (max ${result.generateMaxMs.toFixed(1)} ms), ` +
    `preview median ${result.previewMedianMs.toFixed(1)} ms, ${ROUNDS} rounds`,
)
await writeBenchReport('bench-billing', result)
