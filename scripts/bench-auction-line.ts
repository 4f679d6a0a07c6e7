// `npm run bench:auction-line`: in Chromium on /startAuction with 120 tokens queued, what the queue's
// refresh costs while the screen is open, and from the Enter that saves a sale line to the line in the
// token's lines while the server takes its time. Builds dist/ first when it is missing; loopback only.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { measureAuctionLine } from './lib/auction-line-latency'
import { benchOptions, serverArgs, writeBenchReport } from './lib/bench-mode'
import { run } from './lib/exec'
import { freePort, startMockServer } from './lib/mock-process'
import { bin, ROOT } from './lib/paths'

const values = benchOptions(
  { tokens: '120', lines: '10', 'refresh-seconds': '30', 'server-latency': '300' },
  { tokens: '5', lines: '1', 'refresh-seconds': '2' },
)
const options = {
  tokens: Number(values.tokens),
  lines: Number(values.lines),
  refreshSeconds: Number(values['refresh-seconds']),
  serverLatencyMs: Number(values['server-latency']),
}
if (!(options.tokens > 0 && options.tokens <= 1000) || !(options.lines > 0 && options.lines <= 20)) {
  throw new Error('--tokens must be 1-1000 and --lines 1-20')
}

const DIST = join(ROOT, 'dist')
if (!existsSync(join(DIST, 'index.html'))) await run(bin('vite'), ['build'])
// The browser runs on the real clock: the server's business day must be that day, or the queue of
// "today" would be another day's.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const server = await startMockServer({ port: await freePort(), args: [...serverArgs, '--today', today] })
try {
  const result = await measureAuctionLine(DIST, server.url, options)
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const { queue, line } = result
  console.log(`\nStart Auction in Chromium, ${queue.tokens} tokens queued`)
  console.log(
    `  queue refresh: ${queue.refreshes} in ${options.refreshSeconds} s, request median ${ms(queue.requestMedianMs)} (max ${ms(queue.requestMaxMs)}), ${(queue.answerBytes / 1024).toFixed(1)} KiB, main thread ${ms(queue.mainThreadMsPerRefresh)} per refresh`,
  )
  console.log(`  Enter to the line shown (server answering after ${result.serverLatencyMs} ms):`)
  console.log(`  median ${ms(line.medianMs)}, max ${ms(line.maxMs)} over ${line.samples} lines`)
  console.log(`  samples ${line.samplesMs.join(', ')} ms`)
  await writeBenchReport('bench-auction-line', { measuredAt: new Date().toISOString(), ...result })
} finally {
  await server.stop()
}
