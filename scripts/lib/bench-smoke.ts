import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { exitCodeOf, track } from './exec'
import { ROOT } from './paths'
import { PORT_BASE_ENV, PORTS_PER_PROCESS } from './server-process'
import { EMPTY_TALLY, type Tally } from './tally'

/**
 * The smoke runs that take longest (a browser, several servers): started first, so that the last to
 * end is a short one and two slots finish close together.
 */
const LONGEST_FIRST = ['bench.ts', 'bench-reports.ts', 'bench-gate-entry.ts', 'bench-auction-line.ts']
const rank = (file: string) => {
  const at = LONGEST_FIRST.indexOf(file)
  return at === -1 ? LONGEST_FIRST.length : at
}

/** Every benchmark script: `scripts/bench.ts` and `scripts/bench-<name>.ts`, the longest first. */
export const benchScripts = (): string[] =>
  readdirSync(join(ROOT, 'scripts'))
    .filter((file) => /^bench(-[a-z-]+)?\.ts$/.test(file))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((file) => join('scripts', file))

/**
 * Two at a time: a smoke bench spends much of its wall time waiting (a server's start, a browser's
 * page load), so two fill two cores; more only fight for them and stretch each bench's timeouts.
 */
export const SMOKE_CONCURRENCY = 2

/** The first loopback port of the smoke benches' servers; each slot takes its own block from here. */
const SMOKE_PORT_BASE = Number(process.env.BENCH_SMOKE_PORT_BASE ?? 5360)

export interface BenchSmokeOptions {
  scripts?: readonly string[]
  concurrency?: number
  portBase?: number
  /** Where a finished bench's whole output goes; the console unless told. */
  print?: (text: string) => void
}

export interface BenchRun {
  ok: boolean
  output: string
}

/** One bench in its smoke mode, its output kept whole so that benches run side by side don't interleave. */
function runBench(script: string, portBase: number): Promise<BenchRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--smoke'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, [PORT_BASE_ENV]: String(portBase) },
    })
    track(child)
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.once('error', (error) =>
      resolve({ ok: false, output: `Could not start ${script}: ${error.message}` }),
    )
    child.once('close', (code, signal) =>
      resolve({ ok: exitCodeOf(code, signal) === 0, output: Buffer.concat(chunks).toString() }),
    )
  })
}

/**
 * Runs every benchmark in its `--smoke` mode, `concurrency` at a time, each on its own block of ports;
 * each is one test, passed when it exits 0, its output printed whole once it ends.
 */
export async function runBenchSmoke(options: BenchSmokeOptions = {}): Promise<Tally> {
  const queue = [...(options.scripts ?? benchScripts())]
  const print = options.print ?? ((text: string) => console.log(text))
  const portBase = options.portBase ?? SMOKE_PORT_BASE
  const tally = { ...EMPTY_TALLY }
  const worker = async (slot: number) => {
    for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
      const started = Date.now()
      const { ok, output } = await runBench(script, portBase + slot * PORTS_PER_PROCESS)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      print(
        `\n· ${script} --smoke\n${output.trimEnd()}\n· ${script}: ${ok ? 'ran' : 'FAILED'} in ${seconds} s`,
      )
      if (ok) tally.passed++
      else tally.failed++
    }
  }
  const slots = Math.max(1, options.concurrency ?? SMOKE_CONCURRENCY)
  await Promise.all(Array.from({ length: slots }, (_, slot) => worker(slot)))
  return tally
}
