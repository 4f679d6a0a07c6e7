import type { EndpointDef } from '../../contracts'
import { type Answer, type Request, Unreachable } from './http'

export type Outcome = 'conforms' | 'differs' | 'unreachable' | 'skipped'

export interface CheckResult {
  /** `GET Token/GetTokenModel`, or a named check such as `401: no token`. */
  name: string
  group: 'sign-in' | 'read' | '401' | 'write'
  outcome: Outcome
  /** Differences, the reason it was skipped or unreachable, or a note on a conforming refusal. */
  details: string[]
  ms: number
}

export type Call = (request: Request) => Promise<Answer>

export const label = (def: EndpointDef) => `${def.method} ${def.path}`

export async function timed(
  name: string,
  group: CheckResult['group'],
  check: () => Promise<Pick<CheckResult, 'outcome' | 'details'>>,
): Promise<CheckResult> {
  const started = performance.now()
  try {
    const result = await check()
    return { name, group, ...result, ms: Math.round(performance.now() - started) }
  } catch (error) {
    const outcome = error instanceof Unreachable ? 'unreachable' : 'differs'
    return {
      name,
      group,
      outcome,
      details: [(error as Error).message],
      ms: Math.round(performance.now() - started),
    }
  }
}

export const verdict = (details: string[]): Pick<CheckResult, 'outcome' | 'details'> => ({
  outcome: details.length === 0 ? 'conforms' : 'differs',
  details,
})
