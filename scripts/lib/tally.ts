/** Counting for `npm test`: every step adds to one tally, printed as CI's closing line. */
export interface Tally {
  passed: number
  failed: number
  skipped: number
}

export const EMPTY_TALLY: Tally = { passed: 0, failed: 0, skipped: 0 }

export const addTallies = (a: Tally, b: Tally): Tally => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
})

/** A step that is not a test runner counts as one test. */
export const stepTally = (ok: boolean): Tally => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })

/** The one plain closing line CI reads: `N passed, N failed` and `, N skipped` only when any were. */
export const summaryLine = ({ passed, failed, skipped }: Tally): string =>
  `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`

/** A step's own result, worded unlike the closing line so that only the total reads as one to CI. */
export const stepLine = ({ passed, failed, skipped }: Tally): string =>
  `ok ${passed} · failed ${failed}${skipped > 0 ? ` · skipped ${skipped}` : ''}`

/**
 * A runner that exits non-zero without a failed test still failed (a crash, a config error, an error
 * outside any test): count that as one failure so the run can never look green.
 */
function withExitCode(tally: Tally, exitCode: number): Tally {
  return exitCode !== 0 && tally.failed === 0 ? { ...tally, failed: 1 } : tally
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

const SKIPPED_STATES = new Set(['skipped', 'pending', 'todo', 'disabled'])

/**
 * Vitest's JSON report (Jest's format). Counted per test; a file that failed before any of its tests
 * could run (an import error, a syntax error) has no failed test, so it counts as one failure itself.
 * No report at all means vitest never got as far as writing one.
 */
export function tallyVitest(report: unknown, exitCode: number): Tally {
  if (!isObject(report) || !Array.isArray(report.testResults)) return stepTally(false)
  const tally = { ...EMPTY_TALLY }
  for (const file of report.testResults) {
    if (!isObject(file)) continue
    const tests = Array.isArray(file.assertionResults) ? file.assertionResults.filter(isObject) : []
    let fileFailures = 0
    for (const test of tests) {
      if (test.status === 'passed') tally.passed++
      else if (test.status === 'failed') fileFailures++
      else if (typeof test.status === 'string' && SKIPPED_STATES.has(test.status)) tally.skipped++
    }
    tally.failed += file.status === 'failed' && fileFailures === 0 ? 1 : fileFailures
  }
  return withExitCode(tally, exitCode)
}

/**
 * Playwright's JSON report. A test that failed and then passed on retry (flaky) counts as passed;
 * errors outside any test (web server did not start, a worker fixture threw) count as failures.
 */
export function tallyPlaywright(report: unknown, exitCode: number): Tally {
  if (!isObject(report) || !isObject(report.stats)) return stepTally(false)
  const { stats } = report
  const globalErrors = Array.isArray(report.errors) ? report.errors.length : 0
  return withExitCode(
    {
      passed: count(stats.expected) + count(stats.flaky),
      failed: count(stats.unexpected) + globalErrors,
      skipped: count(stats.skipped),
    },
    exitCode,
  )
}
