import { describe, expect, it } from 'vitest'
import { addTallies, stepTally, summaryLine, tallyPlaywright, tallyVitest } from './tally'

const vitestFile = (status: 'passed' | 'failed', tests: string[]) => ({
  name: `/repo/${status}.test.ts`,
  status,
  message: '',
  assertionResults: tests.map((s, i) => ({ title: `t${i}`, status: s })),
})

describe('summaryLine', () => {
  it('prints passed and failed, and skipped only when some were', () => {
    expect(summaryLine({ passed: 12, failed: 0, skipped: 0 })).toBe('12 passed, 0 failed')
    expect(summaryLine({ passed: 3, failed: 2, skipped: 1 })).toBe('3 passed, 2 failed, 1 skipped')
  })
})

describe('stepTally and addTallies', () => {
  it('counts a tool step as one test and adds steps up', () => {
    const total = [stepTally(true), stepTally(false), { passed: 5, failed: 1, skipped: 2 }].reduce(addTallies)
    expect(total).toEqual({ passed: 6, failed: 2, skipped: 2 })
  })
})

describe('tallyVitest', () => {
  it('counts tests per status, skipped, pending and todo as skipped', () => {
    const report = {
      testResults: [
        vitestFile('passed', ['passed', 'passed', 'skipped', 'todo']),
        vitestFile('failed', ['passed', 'failed', 'pending']),
      ],
    }
    expect(tallyVitest(report, 1)).toEqual({ passed: 3, failed: 1, skipped: 3 })
  })

  it('counts a file that failed before running any test as one failure', () => {
    const report = { testResults: [vitestFile('failed', []), vitestFile('passed', ['passed'])] }
    expect(tallyVitest(report, 1)).toEqual({ passed: 1, failed: 1, skipped: 0 })
  })

  it('treats no test files as nothing run, not as a crash', () => {
    expect(tallyVitest({ numTotalTests: 0, testResults: [] }, 0)).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
    })
  })

  it('fails when vitest exits non-zero with every test green (an unhandled error)', () => {
    const report = { testResults: [vitestFile('passed', ['passed'])] }
    expect(tallyVitest(report, 1)).toEqual({ passed: 1, failed: 1, skipped: 0 })
  })

  it('fails when there is no report to read', () => {
    expect(tallyVitest(null, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 })
    expect(tallyVitest({ unexpected: 'shape' }, 0)).toEqual({ passed: 0, failed: 1, skipped: 0 })
  })
})

describe('tallyPlaywright', () => {
  const stats = (s: Partial<Record<'expected' | 'unexpected' | 'flaky' | 'skipped', number>>) => ({
    expected: 0,
    unexpected: 0,
    flaky: 0,
    skipped: 0,
    duration: 1000,
    ...s,
  })

  it('counts flaky tests (failed, then passed on retry) as passed', () => {
    const report = { stats: stats({ expected: 7, flaky: 2, unexpected: 1, skipped: 3 }), errors: [] }
    expect(tallyPlaywright(report, 1)).toEqual({ passed: 9, failed: 1, skipped: 3 })
  })

  it('counts errors outside any test, such as a web server that never started', () => {
    const report = { stats: stats({}), errors: [{ message: 'Timed out waiting for webServer' }] }
    expect(tallyPlaywright(report, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 })
  })

  it('treats a run that found no tests as empty, not failed', () => {
    expect(tallyPlaywright({ stats: stats({}), errors: [] }, 0)).toEqual({ passed: 0, failed: 0, skipped: 0 })
  })

  it('fails on a non-zero exit without failed tests, and on a missing report', () => {
    expect(tallyPlaywright({ stats: stats({ expected: 2 }), errors: [] }, 1)).toEqual({
      passed: 2,
      failed: 1,
      skipped: 0,
    })
    expect(tallyPlaywright(null, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 })
  })
})
