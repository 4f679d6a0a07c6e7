import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { REPORTS_DIR } from './paths'

/**
 * `--smoke`: a bench's whole path (seed, setup calls, load, browser) at a token load that takes
 * seconds, so `npm test` turns a bench that no longer runs (a seed it no longer fits, a renamed call)
 * into a failed test. Its numbers mean nothing.
 */
export const SMOKE = process.argv.includes('--smoke')

/**
 * A smoke run's seed: yesterday and today instead of two months. Every row a bench walks (a month's
 * bills and books, sold lines, pattis, payments) is there in two days too; only their volume is not,
 * and a smoke run's numbers mean nothing anyway. A seed of two months costs about 8.7 s of CPU, a
 * week's 1.9 s, two days' well under one, for every server a smoke run starts.
 */
export const SMOKE_HISTORY_DAYS = 1

/**
 * scrypt's N for a smoke run's password hashes, as the test suites use: the sign-in load case sends
 * 20 sign-ins, each a hash at the production cost otherwise.
 */
const SMOKE_PASSWORD_COST = 1024

/** Options of a bench's server in this process: in a smoke run a short history and cheap hashes. */
export const serverOptions: { historyDays?: number; passwordCost?: number } = SMOKE
  ? { historyDays: SMOKE_HISTORY_DAYS, passwordCost: SMOKE_PASSWORD_COST }
  : {}

/** The same as options of the mock server's CLI. */
export const serverArgs: readonly string[] = SMOKE
  ? ['--history-days', String(SMOKE_HISTORY_DAYS), '--password-cost', String(SMOKE_PASSWORD_COST)]
  : []

/**
 * The variants a bench measures side by side (the seeded history, then with generated rows): all of
 * them in a full run, only the last in a smoke run. The last takes every option the others take and
 * more, so the smoke run still walks the whole path, with one server start instead of one per variant.
 */
export const variants = <T>(all: readonly T[]): readonly T[] => (SMOKE ? all.slice(-1) : all)

/**
 * A bench's string options: given on the command line, else in a smoke run the small value, else the
 * full run's default. Unknown options are refused, as parseArgs does.
 */
export function benchOptions<K extends string>(
  full: Record<K, string>,
  smoke: Partial<Record<K, string>> = {},
): Record<K, string> {
  const names = Object.keys(full) as K[]
  const { values } = parseArgs({
    options: {
      smoke: { type: 'boolean' },
      ...Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    },
  })
  const given = values as Partial<Record<K, string>>
  return Object.fromEntries(
    names.map((name) => [name, given[name] ?? (SMOKE ? smoke[name] : undefined) ?? full[name]]),
  ) as Record<K, string>
}

/** Writes a bench's numbers to .reports/<name>.json; a smoke run overwrites no real measurement. */
export async function writeBenchReport(name: string, report: object): Promise<void> {
  if (SMOKE) return
  await mkdir(REPORTS_DIR, { recursive: true })
  await writeFile(join(REPORTS_DIR, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nWritten to ${join('.reports', `${name}.json`)}`)
}
