import { api, type EndpointDef, isRead } from '../../contracts'
import { answerDifferences, refusalDifferences } from './check'
import { send } from './http'
import { SeenValues, sampleInput } from './inputs'
import { type Call, type CheckResult, label, timed, verdict } from './result'
import { marketDayFlows } from './writes'

export interface RunOptions {
  /** Where the API lives, e.g. `http://localhost:4000/api`. */
  base: string
  user: string
  password: string
  /** Runs the market-day flows, which change data: only ever against a test firm. */
  writes?: boolean
}

interface Endpoint {
  id: string
  def: EndpointDef
}

const endpoints: Endpoint[] = Object.entries(api).flatMap(([moduleName, table]) =>
  Object.entries(table).map(([name, def]) => ({ id: `${moduleName}.${name}`, def: def as EndpointDef })),
)

/** Signs in: the answer must conform too, and carry the token every later call sends. */
async function signIn(
  call: Call,
  options: RunOptions,
): Promise<{ result: CheckResult; token: string | null }> {
  let token: string | null = null
  const def = api.account.login
  const result = await timed(label(def), 'sign-in', async () => {
    const answer = await call({
      method: def.method,
      path: def.path,
      body: { userName: options.user, password: options.password },
    })
    const details = answerDifferences(def, answer)
    const data = (answer.body as { responseData?: { data?: { token?: unknown } } } | undefined)?.responseData
      ?.data
    if (typeof data?.token === 'string' && data.token !== '') token = data.token
    else if (details.length === 0) details.push('responseData.data.token: expected the session token')
    return verdict(details)
  })
  return { result, token }
}

/** Without a valid token every call is refused: HTTP 401 and `statusCode: 401` in the body. */
async function unauthorised(call: Call): Promise<CheckResult[]> {
  const def = api.company.model
  const cases: [string, string | undefined][] = [
    ['no token', undefined],
    ['bad token', 'not-a-token-this-server-issued'],
  ]
  return Promise.all(
    cases.map(([what, token]) =>
      timed(`401: ${what} (${label(def)})`, '401', async () => {
        const answer = await call({ method: def.method, path: def.path, token })
        return verdict(refusalDifferences(401, answer.status, answer.body))
      }),
    ),
  )
}

/** One read with an input built from earlier answers; a well-formed refusal of it conforms, with a note. */
async function read(
  call: Call,
  token: string,
  { def }: Endpoint,
  seen: SeenValues,
): Promise<CheckResult | null> {
  const query = def.query ? sampleInput(def.query, seen, 'query') : undefined
  const body = def.body ? sampleInput(def.body, seen, 'body') : undefined
  if (query === null || body === null) return null
  return timed(label(def), 'read', async () => {
    const answer = await call({ method: def.method, path: def.path, query, body, token })
    const envelope = answer.body as { statusCode?: unknown; errorMessage?: unknown } | undefined
    // A guessed input may be refused (400, 403, 409); a 404 is not excused, as it is also what a
    // backend without the endpoint answers.
    if ([400, 403, 409].includes(answer.status)) {
      const details = refusalDifferences(answer.status, answer.status, answer.body)
      if (details.length > 0) return verdict(details)
      return {
        outcome: 'conforms',
        details: [`refused the sample input: ${answer.status} ${envelope?.errorMessage}`],
      }
    }
    const details = answerDifferences(def, answer)
    if (details.length === 0 && !def.file)
      seen.collect((answer.body as { responseData: unknown }).responseData)
    return verdict(details)
  })
}

/**
 * Every read endpoint, in rounds: a read whose input needs a key waits until an earlier answer held
 * one (lists before the models they lead to). One that never gets an input is reported as skipped.
 */
async function reads(call: Call, token: string): Promise<CheckResult[]> {
  const seen = new SeenValues()
  const results: CheckResult[] = []
  let pending = endpoints.filter(({ def }) => isRead(def))
  while (pending.length > 0) {
    const waiting: Endpoint[] = []
    for (const endpoint of pending) {
      const result = await read(call, token, endpoint, seen)
      if (result) results.push(result)
      else waiting.push(endpoint)
    }
    if (waiting.length === pending.length) {
      for (const { def } of waiting) {
        results.push({
          name: label(def),
          group: 'read',
          outcome: 'skipped',
          details: ['no answer so far held a value for its required input'],
          ms: 0,
        })
      }
      break
    }
    pending = waiting
  }
  return results
}

/** Runs every check against one backend; `call` defaults to HTTP against `options.base`. */
export async function runConformance(
  options: RunOptions,
  call: Call = (request) => send(options.base, request),
): Promise<CheckResult[]> {
  const { result, token } = await signIn(call, options)
  const results = [result]
  results.push(...(await unauthorised(call)))
  if (!token) return results
  results.push(...(await reads(call, token)))
  if (options.writes) {
    results.push(...(await marketDayFlows(call, token)))
  }
  return results
}
