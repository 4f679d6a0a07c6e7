import { contractDifferences, type EndpointDef, shortJson } from '../../contracts'
import type { Answer } from './http'

/**
 * The ways an answer differs from its contract: HTTP 200, the envelope, the data, paging and totals;
 * for a download, the file itself with its type, offered as an attachment.
 */
export function answerDifferences(def: EndpointDef, answer: Answer): string[] {
  const { status, body } = answer
  const differences: string[] = []
  if (status !== 200) {
    const message = (body as { errorMessage?: unknown } | undefined)?.errorMessage
    differences.push(`HTTP status: expected 200, got ${status}${message ? ` (${message})` : ''}`)
  }
  if (def.file) {
    if (!answer.contentType.startsWith(def.file.contentType))
      differences.push(`Content-Type: expected ${def.file.contentType}, got ${answer.contentType}`)
    if (!/^attachment;\s*filename=/.test(answer.disposition))
      differences.push(
        `Content-Disposition: expected an attachment with its file name, got ${answer.disposition}`,
      )
    return differences
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
