import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './exec'
import { ROOT } from './paths'
import { EMPTY_TALLY, type Tally } from './tally'

/** Every benchmark script: `scripts/bench.ts` and `scripts/bench-<name>.ts`. */
export const benchScripts = (): string[] =>
  readdirSync(join(ROOT, 'scripts'))
    .filter((file) => /^bench(-[a-z-]+)?\.ts$/.test(file))
    .sort()
    .map((file) => join('scripts', file))

/**
 * Runs every benchmark in its `--smoke` mode, one after the other (they time things, and two at once
 * would only fight for the cores); each is one test, passed when it exits 0.
 */
export async function runBenchSmoke(): Promise<Tally> {
  const tally = { ...EMPTY_TALLY }
  for (const script of benchScripts()) {
    console.log(`\n· ${script} --smoke`)
    const started = Date.now()
    const ok = (await run(process.execPath, ['--import', 'tsx', script, '--smoke'])) === 0
    console.log(`· ${script}: ${ok ? 'ran' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    if (ok) tally.passed++
    else tally.failed++
  }
  return tally
}
