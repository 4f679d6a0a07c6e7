// `npm run bench:gate-entry`: in Chromium, from Ctrl+Enter on a new vehicle entry to its row in the
// gate's list, ten entries in a row. Builds dist/ first when it is missing; loopback only.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SMOKE, serverArgs, writeBenchReport } from './lib/bench-mode'
import { run } from './lib/exec'
import { measureEntryLatency } from './lib/gate-entry-latency'
import { freePort, startMockServer } from './lib/mock-process'
import { bin, ROOT } from './lib/paths'

const DIST = join(ROOT, 'dist')
if (!existsSync(join(DIST, 'index.html'))) await run(bin('vite'), ['build'])
// The browser runs on the real clock: the server's business day must be that day, or the new row
// would fall outside the list's "today".
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const server = await startMockServer({ port: await freePort(), args: [...serverArgs, '--today', today] })
try {
  const latency = await measureEntryLatency(DIST, server.url, SMOKE ? 1 : undefined)
  const ms = (n: number) => `${n.toFixed(0)} ms`
  console.log('\nVehicle entry in Chromium: Ctrl+Enter to the new row in the list')
  console.log(`  median ${ms(latency.medianMs)}, max ${ms(latency.maxMs)} over ${latency.samples} entries`)
  console.log(`  samples ${latency.samplesMs.join(', ')} ms`)
  await writeBenchReport('bench-gate-entry', { measuredAt: new Date().toISOString(), ...latency })
} finally {
  await server.stop()
}
