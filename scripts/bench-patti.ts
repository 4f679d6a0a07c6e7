// `npm run bench:patti`: in Chromium, the patti page (/invoice) from navigation to printable (drawn,
// fonts ready), and the switch to Marathi. Builds dist/ first when it is missing; loopback only.
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { run } from './lib/exec'
import { freePort, startMockServer } from './lib/mock-process'
import { bin, REPORTS_DIR, ROOT } from './lib/paths'
import { measurePattiPrintable } from './lib/patti-printable'
import type { LatencySummary } from './lib/signed-in-page'

const DIST = join(ROOT, 'dist')
if (!existsSync(join(DIST, 'index.html'))) await run(bin('vite'), ['build'])
const server = await startMockServer({ port: await freePort() })
try {
  const result = await measurePattiPrintable(DIST, server.url)
  const line = (name: string, s: LatencySummary) =>
    `  ${name}: median ${s.medianMs.toFixed(0)} ms, max ${s.maxMs.toFixed(0)} ms (${s.samplesMs.join(', ')})`
  console.log(`\nPatti ${result.billNo} in Chromium: time to printable`)
  console.log(line('first visit, navigation to printable', result.coldMs))
  console.log(line('repeat visit, navigation to printable', result.warmMs))
  console.log(line('Marathi chosen to printable in Devanagari', result.marathiMs))
  await mkdir(REPORTS_DIR, { recursive: true })
  const report = { measuredAt: new Date().toISOString(), ...result }
  await writeFile(join(REPORTS_DIR, 'bench-patti.json'), `${JSON.stringify(report, null, 2)}\n`)
} finally {
  await server.stop()
}
