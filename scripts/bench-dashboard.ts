// `npm run bench:dashboard`: in Chromium with the CPU slowed 4×, the dashboard's Largest Contentful
// Paint on a first visit, and the time until its charts are drawn. Builds dist/ first when it is
// missing; loopback only.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { benchOptions, serverArgs, writeBenchReport } from './lib/bench-mode'
import { measureDashboardLcp } from './lib/dashboard-lcp'
import { run } from './lib/exec'
import { freePort, startMockServer } from './lib/mock-process'
import { bin, ROOT } from './lib/paths'
import type { LatencySummary } from './lib/signed-in-page'

const values = benchOptions({ samples: '7', cpu: '4' }, { samples: '1' })
const DIST = join(ROOT, 'dist')
if (!existsSync(join(DIST, 'index.html'))) await run(bin('vite'), ['build'])
const server = await startMockServer({ port: await freePort(), args: serverArgs })
try {
  const result = await measureDashboardLcp(DIST, server.url, {
    samples: Number(values.samples),
    rate: Number(values.cpu),
  })
  const line = (name: string, s: LatencySummary) =>
    `  ${name}: median ${s.medianMs.toFixed(0)} ms, max ${s.maxMs.toFixed(0)} ms (${s.samplesMs.join(', ')})`
  console.log(`\n/dashboard in Chromium, CPU ${result.cpuThrottling}× slower, first visits`)
  console.log(line('Largest Contentful Paint', result.lcpMs))
  console.log(line('charts drawn', result.chartsMs))
  console.log(`  largest paint: ${result.lcpElement}`)
  await writeBenchReport('bench-dashboard', { measuredAt: new Date().toISOString(), ...result })
} finally {
  await server.stop()
}
