import { contractDifferences, type EndpointDef, shortJson } from '../../contracts'

/** The ways an answer differs from its contract: HTTP 200, the envelope, the data, paging and totals. */
export function answerDifferences(def: EndpointDef, status: number, body: unknown): string[] {
  const differences: string[] = []
  if (status !== 200) {
    const message = (body as { errorMessage?: unknown } | undefined)?.errorMessage
    differences.push(`HTTP status: expected 200, got ${status}${message ? ` (${message})` : ''}`)
  }
  if (body === undefined) return [...differences, 'body: expected a JSON envelope, got something else']
  return [...differences, ...contractDifferences(def, body)]
}

/** A refusal's envelope: the same status in the body, no data, a message. */
export function refusalDifferences(expected: number, status: number, body: unknown): string[] {
  const differences: string[] = []
  if (status !== expected) differences.push(`HTTP status: expected ${expected}, got ${status}`)
  const envelope = body as
    | { statusCode?: unknown; responseData?: unknown; errorMessage?: unknown }
    | undefined
  if (envelope?.statusCode !== expected) {
    differences.push(`statusCode: expected ${expected}, got ${shortJson(envelope?.statusCode)}`)
  }
  if (envelope?.responseData !== null) {
    differences.push(`responseData: expected null, got ${shortJson(envelope?.responseData)}`)
  }
  if (typeof envelope?.errorMessage !== 'string' || envelope.errorMessage === '') {
    differences.push(`errorMessage: expected a message, got ${shortJson(envelope?.errorMessage)}`)
  }
  return differences
}
