import * as v from 'valibot'
import type { EndpointDef } from './endpoint'
import { envelopeSchema } from './envelope'

/** At most this many differences per answer: a drifted row repeats the same ones on every line. */
const MAX_DIFFERENCES = 8

/** A value as a difference quotes it: short JSON, or "nothing" when absent. */
export const shortJson = (value: unknown) =>
  value === undefined ? 'nothing' : JSON.stringify(value)?.slice(0, 60)

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
  return `${path}: expected ${issue.expected ?? issue.message}, got ${shortJson(issue.input)}`
}

/**
 * How a successful answer's body differs from its endpoint's contract: the envelope, the data, and
 * `totalCount` on paged lists. Empty when it conforms.
 */
export function contractDifferences(def: EndpointDef, body: unknown): string[] {
  const result = v.safeParse(envelopeSchema(def.data, def.paged), body, { abortEarly: false })
  if (result.success) {
    return result.output.statusCode === 200
      ? []
      : [`statusCode: expected 200, got ${result.output.statusCode}`]
  }
  const differences = new Map<string, string>()
  for (const issue of result.issues) {
    const line = difference(issue)
    const field = line.slice(0, line.indexOf(':'))
    if (!differences.has(field)) differences.set(field, line)
  }
  return [...differences.values()].slice(0, MAX_DIFFERENCES)
}
