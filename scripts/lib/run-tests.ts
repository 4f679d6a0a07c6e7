import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchSmoke } from './bench-smoke'
import { missingServices } from './compose'
import { startEarly } from './early-start'
import { run, stopRunning } from './exec'
import { bin, REPORTS_DIR, ROOT } from './paths'
import {
  addTallies,
  EMPTY_TALLY,
  stepLine,
  stepTally,
  summaryLine,
  type Tally,
  tallyPlaywright,
  tallyVitest,
} from './tally'

const VITEST_REPORT = join(REPORTS_DIR, 'vitest.json')
const PLAYWRIGHT_REPORT = join(REPORTS_DIR, 'playwright.json')
const COMPOSE_E2E_REPORT = join(REPORTS_DIR, 'playwright-compose.json')
const COMPOSE_E2E_SCRIPT = 'scripts/compose-e2e.sh'
const COMPOSE_FILE = 'docker-compose.yml'
const COMPOSE_E2E_LOG = join(REPORTS_DIR, 'compose-e2e.log')
const COMPOSE_E2E_GO_FILE = join(REPORTS_DIR, 'compose-e2e.go')

interface Step {
  name: string
  /** Shown before the step runs, so a failure can be repeated by hand. */
  command: string
  run: () => Promise<Tally>
  /** A step that cannot mean anything when an earlier one failed (e2e without a build). */
  needs?: string
  /** Starts the step's slow preparation when the whole run starts; `run` then waits for it. */
  startEarly?: () => Promise<void>
}

/** Runs a tool that is not a test runner: it is one test, passed when it exits 0. */
const single = (tool: string, args: string[]) => async () => stepTally((await run(bin(tool), args)) === 0)

async function readReport(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return null
  }
}

/** Runs a test runner that writes a JSON report, and counts its tests from that report. */
function counted(
  command: string,
  args: string[],
  report: string,
  tally: (report: unknown, exitCode: number) => Tally,
  env?: NodeJS.ProcessEnv,
) {
  return async () => {
    // A report left by an earlier run must never be counted as this run's.
    await rm(report, { force: true })
    return countReport(await run(command, args, { env }), report, tally)
  }
}

async function countReport(
  exitCode: number,
  report: string,
  tally: (report: unknown, exitCode: number) => Tally,
): Promise<Tally> {
  const parsed = await readReport(report)
  if (parsed === null) console.error(`No readable report at ${report}.`)
  return tally(parsed, exitCode)
}

/**
 * The Playwright tests against the docker-compose stack. Installing Docker and building the images
 * is mostly downloading and unpacking, minutes on a fresh machine: the script starts with the run
 * and does that beside the other steps, then waits; this step lets it go on to the stack and the
 * tests, whose own cost is measured here. The script removes any earlier report when it starts.
 */
function composeE2E(): Step {
  let started: ReturnType<typeof startEarly> | undefined
  return {
    name: 'compose-e2e',
    command: `bash ${COMPOSE_E2E_SCRIPT} (Docker and the images prepared from the start of the run)`,
    startEarly: async () => {
      started = startEarly('bash', [COMPOSE_E2E_SCRIPT], {
        goFile: COMPOSE_E2E_GO_FILE,
        logFile: COMPOSE_E2E_LOG,
      })
      await started
    },
    run: async () => {
      if (!started) throw new Error('compose-e2e runs only after its early start')
      const exitCode = await (await started).finish()
      return countReport(exitCode, COMPOSE_E2E_REPORT, tallyPlaywright)
    },
  }
}

async function checkCompose(): Promise<Tally> {
  if (!existsSync(join(ROOT, COMPOSE_FILE))) {
    console.error(`${COMPOSE_FILE} is missing.`)
    return stepTally(false)
  }
  const linted = (await run(bin('dclint'), [COMPOSE_FILE, '--max-warnings', '0'])) === 0
  const missing = missingServices(await readFile(join(ROOT, COMPOSE_FILE), 'utf8'))
  if (missing.length > 0) console.error(`${COMPOSE_FILE} lacks the service(s): ${missing.join(', ')}`)
  else console.log(`${COMPOSE_FILE} defines the services mock, web and playwright.`)
  return stepTally(linted && missing.length === 0)
}

const vitestArgs = [
  'run',
  '--passWithNoTests',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
]
const playwrightArgs = ['test', '--pass-with-no-tests', `--reporter=${process.env.CI ? 'line' : 'list'},json`]

const STEPS: Step[] = [
  { name: 'biome', command: 'biome check .', run: single('biome', ['check', '.']) },
  { name: 'typecheck', command: 'tsc -b', run: single('tsc', ['-b']) },
  {
    name: 'vitest',
    command: `vitest ${vitestArgs.join(' ')}`,
    run: counted(bin('vitest'), vitestArgs, VITEST_REPORT, tallyVitest),
  },
  { name: 'build', command: 'vite build', run: single('vite', ['build']) },
  // A benchmark nothing runs rots: each one's short mode is a test (the browser ones use the build).
  {
    name: 'bench-smoke',
    command: 'node --import tsx scripts/bench*.ts --smoke (each one test)',
    needs: 'build',
    run: runBenchSmoke,
  },
  {
    name: 'playwright',
    command: `playwright ${playwrightArgs.join(' ')}`,
    needs: 'build',
    run: counted(bin('playwright'), playwrightArgs, PLAYWRIGHT_REPORT, tallyPlaywright, {
      PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_REPORT,
    }),
  },
  { name: 'compose', command: `dclint ${COMPOSE_FILE} + required services`, run: checkCompose },
  // Needs root or a running Docker and takes minutes, so only when asked (.ci/run asks).
  ...(process.env.COMPOSE_E2E === '1' ? [composeE2E()] : []),
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

interface Outcome {
  name: string
  tally: Tally
  ms: number
}

function printOverview(outcomes: Outcome[]): void {
  const width = Math.max(...outcomes.map((o) => o.name.length))
  console.log('\n── summary')
  for (const { name, tally, ms } of outcomes) {
    console.log(`${name.padEnd(width)}  ${stepLine(tally).padEnd(36)} ${seconds(ms)}`)
  }
}

/** Runs every step in order, going on after failures; resolves with the process exit code. */
export async function runTests(): Promise<number> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopRunning(signal)
      process.exit(signal === 'SIGINT' ? 130 : 143)
    })
  }
  await mkdir(REPORTS_DIR, { recursive: true })
  for (const step of STEPS) await step.startEarly?.()
  const outcomes: Outcome[] = []
  const failedSteps = new Set<string>()
  for (const step of STEPS) {
    console.log(`\n── ${step.name}: ${step.command}`)
    const started = Date.now()
    let tally: Tally
    if (step.needs && failedSteps.has(step.needs)) {
      console.error(`Not run: ${step.needs} failed.`)
      tally = stepTally(false)
    } else {
      tally = await step.run()
    }
    if (tally.failed > 0) failedSteps.add(step.name)
    outcomes.push({ name: step.name, tally, ms: Date.now() - started })
    console.log(`── ${step.name}: ${stepLine(tally)} (${seconds(Date.now() - started)})`)
  }
  const total = outcomes.reduce((sum, o) => addTallies(sum, o.tally), EMPTY_TALLY)
  printOverview(outcomes)
  console.log(summaryLine(total))
  return total.failed > 0 ? 1 : 0
}
