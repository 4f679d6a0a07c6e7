import type { CheckResult, Outcome } from './result'

const MARK: Record<Outcome, string> = {
  conforms: 'conforms',
  differs: 'DIFFERS',
  unreachable: 'UNREACHABLE',
  skipped: 'skipped',
}

export const passed = (results: CheckResult[]) => results.filter((r) => r.outcome === 'conforms').length
export const failed = (results: CheckResult[]) =>
  results.filter((r) => r.outcome === 'differs' || r.outcome === 'unreachable').length

/** One row per check, its differences indented below it, and the closing line `N passed, N failed`. */
export function table(results: CheckResult[], note?: string): string {
  const width = Math.max(...results.map((r) => r.name.length), 8)
  const lines = [`${'Check'.padEnd(width)}  ${'Result'.padEnd(11)}  ms`, '-'.repeat(width + 20)]
  for (const result of results) {
    lines.push(`${result.name.padEnd(width)}  ${MARK[result.outcome].padEnd(11)}  ${result.ms}`)
    for (const detail of result.details) lines.push(`${' '.repeat(4)}${detail}`)
  }
  const skipped = results.filter((r) => r.outcome === 'skipped').length
  lines.push('')
  if (skipped > 0) lines.push(`${skipped} skipped (no input could be built for them)`)
  if (note) lines.push(note)
  lines.push(`${passed(results)} passed, ${failed(results)} failed`)
  return lines.join('\n')
}

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  )

/** JUnit XML, one test case per check, for a CI server to show. */
export function junit(results: CheckResult[]): string {
  const cases = results.map((r) => {
    const open = `    <testcase classname="conformance.${r.group}" name="${xml(r.name)}" time="${(r.ms / 1000).toFixed(3)}"`
    const text = xml(r.details.join('\n'))
    if (r.outcome === 'differs')
      return `${open}>\n      <failure message="differs">${text}</failure>\n    </testcase>`
    if (r.outcome === 'unreachable')
      return `${open}>\n      <error message="unreachable">${text}</error>\n    </testcase>`
    if (r.outcome === 'skipped') return `${open}>\n      <skipped message="${text}"/>\n    </testcase>`
    return `${open}/>`
  })
  const failures = results.filter((r) => r.outcome === 'differs').length
  const errors = results.filter((r) => r.outcome === 'unreachable').length
  const skipped = results.filter((r) => r.outcome === 'skipped').length
  const seconds = (results.reduce((sum, r) => sum + r.ms, 0) / 1000).toFixed(3)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract conformance" tests="${results.length}" failures="${failures}" errors="${errors}">`,
    `  <testsuite name="conformance" tests="${results.length}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${seconds}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}
