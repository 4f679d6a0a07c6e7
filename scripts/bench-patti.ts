// `npm run bench:patti`: in Chromium, the patti page (/invoice) from navigation to printable (drawn,
// fonts ready), and the switch to Marathi. Builds dist/ first when it is missing; loopback only.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SMOKE, serverArgs, writeBenchReport } from './lib/bench-mode'
import { run } from './lib/exec'
import { freePort, startMockServer } from './lib/mock-process'
import { bin, ROOT } from './lib/paths'
import { measurePattiPrintable } from './lib/patti-printable'
import type { LatencySummary } from './lib/signed-in-page'

const DIST = join(ROOT, 'dist')
if (!existsSync(join(DIST, 'index.html'))) await run(bin('vite'), ['build'])
const server = await startMockServer({ port: await freePort(), args: serverArgs })
try {
  const result = await measurePattiPrintable(DIST, server.url, SMOKE ? 1 : undefined)
  const line = (name: string, s: LatencySummary) =>
    `  ${name}: median ${s.medianMs.toFixed(0)} ms, max ${s.maxMs.toFixed(0)} ms (${s.samplesMs.join(', ')})`
  console.log(`\nPatti ${result.billNo} in Chromium: time to printable`)
  console.log(line('first visit, navigation to printable', result.coldMs))
  console.log(line('repeat visit, navigation to printable', result.warmMs))
  console.log(line('Marathi chosen to printable in Devanagari', result.marathiMs))
  await writeBenchReport('bench-patti', { measuredAt: new Date().toISOString(), ...result })
} finally {
  await server.stop()
}
