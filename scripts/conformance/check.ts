import * as v from 'valibot'
import { type EndpointDef, envelopeSchema } from '../../contracts'

/** At most this many differences per answer: a drifted row repeats the same ones on every line. */
const MAX_DIFFERENCES = 8

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value)?.slice(0, 60))

/** `responseData.data.3.tokenNo` → `responseData.data[].tokenNo`: one difference per field, not per row. */
const fieldPath = (issue: v.BaseIssue<unknown>) =>
  (v.getDotPath(issue) ?? '(answer)').replace(/\.\d+(?=\.|$)/g, '[]')

/** What the contract wanted at a field, in words a backend developer reads without the schema. */
function difference(issue: v.BaseIssue<unknown>): string {
  const path = fieldPath(issue)
  if (issue.input === undefined) {
    // A missing key's issue names the key; a missing value's names the type it should have had.
    return issue.type === 'object' ? `${path}: missing` : `${path}: missing (expected ${issue.expected})`
  }
  return `${path}: expected ${issue.expected ?? issue.message}, got ${show(issue.input)}`
}

/** The ways an answer differs from its contract: HTTP 200, the envelope, the data, paging and totals. */
export function answerDifferences(def: EndpointDef, status: number, body: unknown): string[] {
  const differences: string[] = []
  if (status !== 200) differences.push(`HTTP status: expected 200, got ${status}`)
  if (body === undefined) return [...differences, 'body: expected a JSON envelope, got something else']
  const result = v.safeParse(envelopeSchema(def.data, def.paged), body, { abortEarly: false })
  if (!result.success) {
    const seen = new Set<string>()
    for (const issue of result.issues) {
      const line = difference(issue)
      const key = line.split(':')[0]!
      if (seen.has(key)) continue
      seen.add(key)
      differences.push(line)
    }
  } else if (result.output.statusCode !== 200) {
    differences.push(`statusCode: expected 200, got ${result.output.statusCode}`)
  }
  return differences.slice(0, MAX_DIFFERENCES)
}

/** A refusal's envelope: the same status in the body, no data, a message. */
export function refusalDifferences(expected: number, status: number, body: unknown): string[] {
  const differences: string[] = []
  if (status !== expected) differences.push(`HTTP status: expected ${expected}, got ${status}`)
  const envelope = body as
    | { statusCode?: unknown; responseData?: unknown; errorMessage?: unknown }
    | undefined
  if (envelope?.statusCode !== expected) {
    differences.push(`statusCode: expected ${expected}, got ${show(envelope?.statusCode)}`)
  }
  if (envelope?.responseData !== null) {
    differences.push(`responseData: expected null, got ${show(envelope?.responseData)}`)
  }
  if (typeof envelope?.errorMessage !== 'string' || envelope.errorMessage === '') {
    differences.push(`errorMessage: expected a message, got ${show(envelope?.errorMessage)}`)
  }
  return differences
}
